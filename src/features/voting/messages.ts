// Texts of the vote view (SPEC.md §2, §4 'Voting', §8).
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
} as const;

export const memePosition = (position: number, total: number) => `Meme ${position} of ${total}`;
export const scoreButtonLabel = (score: number) => `Score ${score}`;
export const stripItemLabel = (position: number, score: number | undefined) =>
  score === undefined ? `Meme ${position}, not scored yet` : `Meme ${position}, scored ${score}`;

/** Under the scores when saving a vote failed: the score was not saved, and trying again sends the same one. */
export const voteNotSavedMessage = (score: number) => `Your score of ${score} was not saved.`;
