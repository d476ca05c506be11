// The results page's two list requests, as SDK options. index.html sends the same requests early when a player
// link opens on a contest in results (scripts/vite/first-paint.ts builds their addresses from these with the SDK).
import { collections } from '@/lib/records';

/** The filter of both lists; `{:contest}` is the contest id. */
export const CONTEST_FILTER = 'contest = {:contest}';

/** Every meme of the contest, best first, with its uploader's username (SPEC.md §7). */
export const RANKED_MEMES = {
  collection: collections.memes,
  options: { sort: '-average_score,-created', expand: 'player' },
} as const;

/** Every player of the contest with their score, best first. */
export const RANKED_PLAYERS = {
  collection: collections.players,
  options: { sort: '-average_score,-created', fields: 'id,username,average_score' },
} as const;
