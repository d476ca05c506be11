// Texts of the results view (docs/product/player.md#results-phase).
import ranking from '../../../pb_hooks/contract/ranking.js';

export const resultsMessages = {
  podium: 'Podium',
  /** Read before a rank's number ('Rank 3'); the badge itself shows the number alone. */
  rank: 'Rank',
  noMemesScored: 'No memes scored yet',
  /** Tells screen reader users why the podium is read second place first. */
  podiumOrder: 'Laid out as a podium: second, first and third place from left to right.',
  allMemesRanked: 'All memes ranked',
  playerRankings: 'Player rankings',
  unavailable: 'Results unavailable',
  memesFallback: 'Unable to load the contest memes right now.',
  playersFallback: 'Unable to load the player rankings right now.',
  loading: 'Loading results…',
  you: 'you',
  noPlayers: 'No players yet',
  // The public results page.
  publicKicker: 'Meme contest results',
  notShared: 'These results are not shared',
  notSharedDetail:
    "The contest's organizer has not shared its results, or this link is mistyped. Ask them for the public link.",
  publicUnreachable: 'The results could not be loaded. Check your connection and try again.',
  hostYourOwn: 'Host your own meme contest',
} as const;

export const uploadedBy = (player: string) => `Uploaded by ${player}`;
export const pointsText: (score: string) => string = ranking.pointsText;
export const openMemeLabel = (rank: number, player: string) => `Open the meme ranked ${rank}, by ${player}, full size`;
