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
  // The winner line above the podium.
  winner: 'Winner',
  winners: 'Winners',
  // The public results page's share control and invitation.
  share: 'Share the results',
  linkCopied: 'Link copied',
  linkCopiedDetail: 'The link is on your clipboard: paste it anywhere.',
  copyFailed: 'Unable to copy the link automatically. Copy it from the address bar.',
  hostPitchTitle: 'Run a meme contest of your own',
  hostPitch: 'Free, set up in minutes. Your friends vote from a link, no account needed.',
} as const;

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
/** After the winner's name: 'wins with 9 points'; after two or more tied names, 'share first place with …'. */
export const winnerDetail = (winnerCount: number, points: string) =>
  winnerCount > 1 ? `share first place with ${points}` : `wins with ${points}`;
/** 'ann', 'ann and ben', 'ann, ben and cat'. */
export const nameList = (list: readonly string[]) => names.format(list);
const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** The public page's line under the title: '5 players · 24 votes · Nov 25, 2026'. */
export const contestTotals = (players: number, votes: number, date: string | undefined) =>
  [countOf(players, 'player', 'players'), countOf(votes, 'vote', 'votes'), date].filter(Boolean).join(' · ');
/** The text a phone's share sheet sends along with the link. */
export const shareText = (contest: string) => `The results of ${contest} are in!`;

export const uploadedBy = (player: string) => `Uploaded by ${player}`;
export const pointsText: (score: string) => string = ranking.pointsText;
export const openMemeLabel = (rank: number, player: string) => `Open the meme ranked ${rank}, by ${player}, full size`;
