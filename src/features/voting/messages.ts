// Texts of the vote view (docs/product/player.md#vote-phase).
import { formatDeadline } from '@/lib/deadlines';

export const votingMessages = {
  retrySave: 'Try again',
  progressTitle: 'Your voting progress',
  progressLabel: 'Memes scored',
  nothingToVote: 'Nothing to vote on yet',
  nothingToVoteHelp: 'There are no memes from other players in this contest.',
  unavailable: 'Voting unavailable',
  loading: 'Loading memes…',
  saved: 'Vote saved!',
  updated: 'Vote updated!',
  memesFallback: 'Unable to load the memes you can vote on.',
  votesFallback: 'Unable to load your votes for this contest.',
  saveFallback: 'Unable to save your vote right now.',
  previous: 'Previous meme',
  next: 'Next meme',
  scoreGroup: 'Your score',
  stripLabel: 'All memes to score',
  openFullSize: 'Open this meme full size',
  hint: 'Tap the image to see it full size. Swipe or use ← → to move, keys 1–9 and 0 (for 10) to score.',
  // The done state, once every meme has the player's score.
  doneTitle: 'You scored every meme!',
  doneChange: 'Changed your mind? Tap a meme in the strip above to change its score.',
  doneScoresTitle: 'Your scores',
  doneTopPicks: 'Your top picks',
  scoreScaleLow: 'meh',
  scoreScaleHigh: 'fire',
} as const;

export const memePosition = (position: number, total: number) => `Meme ${position} of ${total}`;
export const scoreButtonLabel = (score: number) => `Score ${score}`;
export const stripItemLabel = (position: number, score: number | undefined) =>
  score === undefined ? `Meme ${position}, not scored yet` : `Meme ${position}, scored ${score}`;

/** Under the scores when saving a vote failed: the score was not saved, and trying again sends the same one. */
export const voteNotSavedMessage = (score: number) => `Your score of ${score} was not saved.`;

/** '1 meme', '3 memes'. */
export const memeCount = (count: number) => `${count} ${count === 1 ? 'meme' : 'memes'}`;

/** One bar of the done state's chart, as a screen reader reads it: 'Score 8: 2 memes'. */
export const scoreTally = (score: number, count: number) => `Score ${score}: ${memeCount(count)}`;

/** What happens after the vote: the results come when the organizer opens them, or when voting closes. */
export function whatHappensNext(voteEnds: Date | null): string {
  return voteEnds
    ? `Voting closes ${formatDeadline(voteEnds)}. The results show up on this page then, or sooner if the organizer opens them.`
    : 'The results show up on this page as soon as the organizer opens them. No need to refresh.';
}
