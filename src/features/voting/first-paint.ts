// The vote page's part in index.html's early requests (src/first-paint/manifest.ts): on a player link in the vote,
// its request, then the image of the meme the page opens on (found with the app's own vote order, vote-order.ts).
import { ANIMATED_FILE_NAME } from '@/config/app-settings';
import { voteBoardPath } from '@/features/voting/api/voting';
import { VOTE_CARD_THUMB } from '@/features/voting/components/vote-card-image';
import type { VotePageFirstPaint } from '@/first-paint/types';

export const votePageFirstPaint: VotePageFirstPaint = {
  board: voteBoardPath,
  cardThumb: VOTE_CARD_THUMB,
  originalFor: ANIMATED_FILE_NAME,
};
