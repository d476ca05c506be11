// The contest panel's part in index.html's early requests (src/first-paint/manifest.ts): opened at its address with a
// stored session, its two lists (players and memes, its largest answers), sent with the session's token.
import { contestMemesPath } from '@/features/dashboard/api/memes';
import { contestPlayersPath } from '@/features/dashboard/api/players';
import type { ContestPanelFirstPaint } from '@/first-paint/types';

export const contestPanelFirstPaint: ContestPanelFirstPaint = { lists: [contestPlayersPath, contestMemesPath] };
