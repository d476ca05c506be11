// The Rules page's content. Every number comes from config/limits.ts, the limits the server enforces.
import type { ReactNode } from 'react';
import { MAX_MEMES_PER_PLAYER, SCORE_RANGE, UPLOAD_FORMAT_NAMES, UPLOAD_MAX_BYTES } from '@/config/limits';
import type { ContestStatus } from '@/lib/records';

const formatList = `${UPLOAD_FORMAT_NAMES.slice(0, -1).join(', ')} or ${UPLOAD_FORMAT_NAMES.at(-1)}`;
const maxUploadMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

export const phaseDescriptions: Record<ContestStatus, { summary: string; details: readonly string[] }> = {
  participation: {
    summary: 'Players upload their memes.',
    details: [
      'Open your personal link and add your memes.',
      'You can remove your own memes until the phase ends.',
      'The organizer can still add players.',
    ],
  },
  vote: {
    summary: `Players score each other’s memes from ${SCORE_RANGE.min} to ${SCORE_RANGE.max}.`,
    details: [
      'Memes are shown without their creators’ names.',
      'You can change a score while the vote is open.',
      'Uploads are closed.',
    ],
  },
  results: {
    summary: 'The podium and the rankings are revealed.',
    details: [
      'Memes are ranked by their average score.',
      'Players are ranked by their average score.',
      'Results are final.',
    ],
  },
};

export const memeRequirements: readonly ReactNode[] = [
  <>
    Formats: <strong className="text-white">{formatList}</strong> images.
  </>,
  <>
    Size: at most <strong className="text-white">{maxUploadMegabytes} MB</strong> per file.
  </>,
  <>
    Count: up to the contest’s <strong className="text-white">max memes per player</strong>, which the organizer sets
    between {MAX_MEMES_PER_PLAYER.min} and {MAX_MEMES_PER_PLAYER.max} when creating the contest.
  </>,
  <>
    Scores: whole numbers from{' '}
    <strong className="text-white">
      {SCORE_RANGE.min} to {SCORE_RANGE.max}
    </strong>
    .
  </>,
  <>No voting on your own memes.</>,
  <>One rating per meme and player; a new score replaces your previous one.</>,
  <>Votes are anonymous: nobody sees who gave which score.</>,
];
