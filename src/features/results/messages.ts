// Texts of the results view (SPEC.md §2 'Results view', §8).
export const resultsMessages = {
  podium: 'Podium',
  noMemesScored: 'No memes scored yet',
  allMemesRanked: 'All memes ranked',
  playerRankings: 'Player rankings',
  unavailable: 'Results unavailable',
  memesFallback: 'Unable to load the contest memes right now.',
  playersFallback: 'Unable to load the player rankings right now.',
  loading: 'Loading results…',
  you: 'you',
  noPlayers: 'No players yet',
} as const;

export const uploadedBy = (player: string) => `Uploaded by ${player}`;
export const pointsText = (score: string) => `${score} ${score === '1' ? 'point' : 'points'}`;
export const rankLabel = (rank: number) => `Rank ${rank}`;
export const openMemeLabel = (rank: number, player: string) => `Open the meme ranked ${rank}, by ${player}, full size`;
