// The results' part in index.html's early requests (src/first-paint/manifest.ts): on a player link in results and on
// a public results page, the results request, then the podium winner's thumbnail, the page's largest paint.
import { contestResultsPath } from '@/features/results/api/results';
import { PODIUM_THUMB } from '@/features/results/components/podium';
import type { ResultsFirstPaint } from '@/first-paint/types';

export const resultsFirstPaint: ResultsFirstPaint = { results: contestResultsPath, podiumThumb: PODIUM_THUMB };
