// Query keys of the organizer's data. Everything about one contest shares the ['contest', id] prefix,
// so one invalidation reloads the whole panel.
export const contestKeys = {
  lists: () => ['contests'] as const,
  list: (userId: string) => ['contests', userId] as const,
  all: (contestId: string) => ['contest', contestId] as const,
  record: (contestId: string) => ['contest', contestId, 'record'] as const,
  players: (contestId: string) => ['contest', contestId, 'players'] as const,
  memes: (contestId: string) => ['contest', contestId, 'memes'] as const,
  votes: (contestId: string) => ['contest', contestId, 'votes'] as const,
};
