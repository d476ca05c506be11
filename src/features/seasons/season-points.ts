// The season points rule's figures, as the leaderboard's one-line summary says them. The rule itself is
// contract/seasons.js, which the server runs; importing it here would put it (and the username rule it needs) in the
// shared chunk every player page loads, about 1 KB gzipped, for four numbers. tests/ui/season-points-shown.test.ts
// holds these to the contract's.
export const SEASON_POINTS_SHOWN = { first: 10, second: 7, third: 5, part: 1 } as const;
