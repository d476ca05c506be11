// Every query of the player page lives under one key per player, so screens of different players (or of the
// organizer, who shares the query client) never read each other's cached data.
export const playerScope = (playerId: string) => ['player-view', playerId] as const;
