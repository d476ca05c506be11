// Settings of the app itself, not rules the server enforces (those are in limits.ts, from contract/rules.json).
export const PLAYER_SESSION_LIFETIME_MS = 60_000;
export const PLAYER_SESSION_REFRESH_MS = 15_000;
export const SIDEBAR_DESKTOP_BREAKPOINT_PX = 1024;
/**
 * Thumbnail sizes: square crops for tiles, and `whole`, which fits the meme inside 900x900 without cropping or
 * enlarging it (the vote card, the podium), allowed by pb_migrations/1795800000_meme_fit_thumbnail.js.
 */
export const THUMBS = {
  avatar: '100x100',
  small: '150x150',
  medium: '200x200',
  large: '900x900',
  whole: '900x900f',
} as const;
/** The file names of an animated format, whose thumbnails PocketBase makes from the first frame only. */
export const ANIMATED_FILE_NAME = /\.gif$/i;
export const TOASTS = { durationMs: 6000, maxVisible: 3 } as const;
