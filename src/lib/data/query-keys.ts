// Every query key of the app, one factory per role. The organizer's and the player's screens share one query client,
// so each role's keys start with a prefix of its own, and everything about one contest or one player shares a prefix:
// one invalidation reloads a whole panel or page.

/** The organizer's data: everything about one contest shares ['contest', id]. */
export const organizerKeys = {
  contestLists: () => ['contests'] as const,
  contestList: (userId: string) => ['contests', userId] as const,
  /** Everything of every contest (a deleted season changes each of its contests' record). */
  allContests: () => ['contest'] as const,
  contest: (contestId: string) => ['contest', contestId] as const,
  contestRecord: (contestId: string) => ['contest', contestId, 'record'] as const,
  players: (contestId: string) => ['contest', contestId, 'players'] as const,
  memes: (contestId: string) => ['contest', contestId, 'memes'] as const,
  votes: (contestId: string) => ['contest', contestId, 'votes'] as const,
  /** Mutation keys: the removals under way, which the panel's rows show as pending. */
  playerRemoval: (contestId: string) => ['contest', contestId, 'player-removal'] as const,
  memeRemoval: (contestId: string) => ['contest', contestId, 'meme-removal'] as const,
  /** The organizer's seasons, and one season's answer (its leaderboard, podiums and contests). */
  seasonLists: () => ['seasons'] as const,
  seasonList: (userId: string) => ['seasons', userId] as const,
  seasonAnswers: () => ['season'] as const,
  season: (seasonId: string) => ['season', seasonId] as const,
};

/** A player page's data: everything of one player shares ['player-view', id], so two players never share a cache. */
export const playerKeys = {
  all: (playerId: string) => ['player-view', playerId] as const,
  signIn: (playerId: string, token: string | null) => ['player-view', playerId, 'auth', token] as const,
  player: (playerId: string) => ['player-view', playerId, 'player'] as const,
  contest: (playerId: string, contestId: string) => ['player-view', playerId, 'contest', contestId] as const,
  ownMemes: (playerId: string, contestId: string) => ['player-view', playerId, 'own-memes', contestId] as const,
  voteBoard: (playerId: string, contestId: string) => ['player-view', playerId, 'vote-board', contestId] as const,
  results: (playerId: string, contestId: string) => ['player-view', playerId, 'results', contestId] as const,
  memeRemovals: (playerId: string) => ['player-view', playerId, 'meme-removals'] as const,
  card: (playerId: string, contestId: string) => ['player-view', playerId, 'card', contestId] as const,
};

/** What anyone may read. */
export const publicKeys = {
  results: (contestId: string) => ['public', 'results', contestId] as const,
  season: (seasonId: string) => ['public', 'season', seasonId] as const,
};
