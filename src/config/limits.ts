// SPEC.md §9 business constants, in one place. The server enforces the same numbers in pb_hooks/ and pb_migrations/.
export const CONTESTS_PER_ORGANIZER = 3;
export const CONTEST_NAME_LENGTH = { min: 3, max: 100 } as const;
export const CONTEST_DESCRIPTION_MAX_LENGTH = 400;
export const MAX_MEMES_PER_PLAYER = { min: 1, max: 10, default: 1 } as const;
export const PLAYER_USERNAME_LENGTH = { min: 3, max: 100 } as const;
export const UPLOAD_MAX_BYTES = 3 * 1024 * 1024;
/** The accepted meme formats: each MIME type with its file extensions, the usual one first. */
export const UPLOAD_FORMATS = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
} as const satisfies Record<string, readonly string[]>;
export type UploadMimeType = keyof typeof UPLOAD_FORMATS;
export const UPLOAD_MIME_TYPES = Object.keys(UPLOAD_FORMATS) as UploadMimeType[];
export const UPLOAD_EXTENSIONS: readonly string[] = Object.values(UPLOAD_FORMATS).flat();
/** Short names for people: 'PNG', 'JPG', 'GIF' (the usual extension of each format). */
export const UPLOAD_FORMAT_NAMES: readonly string[] = Object.values(UPLOAD_FORMATS).map((extensions) =>
  extensions[0].slice(1).toUpperCase(),
);
export const SCORE_RANGE = { min: 1, max: 10 } as const;
export const PODIUM_SIZE = 3;
export const PLAYER_SESSION_LIFETIME_MS = 60_000;
export const PLAYER_SESSION_REFRESH_MS = 15_000;
export const SIDEBAR_DESKTOP_BREAKPOINT_PX = 1024;
export const THUMBS = { avatar: '100x100', small: '150x150', medium: '200x200', large: '900x900' } as const;
export const TOASTS = { durationMs: 6000, maxVisible: 3 } as const;
