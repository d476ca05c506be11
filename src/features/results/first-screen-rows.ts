// How many ranking rows come first: drawn at once (the rest right after), and all that the organizer's panel shows
// until "Show all" is tapped. Plain numbers without imports, so that the benchmark that times these screens
// (tests/e2e/request-counts.spec.ts) reads the same figures.

/** More meme rows than any screen shows before scrolling. */
export const FIRST_SCREEN_MEMES = 10;
/** More player rows than any screen shows before scrolling. */
export const FIRST_SCREEN_PLAYERS = 12;
