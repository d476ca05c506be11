// The business limits (SPEC.md §9 and beyond) come from pb_hooks/lib/rules.json, the file the server's hooks
// enforce them from, so a limit is changed in one place. App-only settings follow.
import rules from '../../pb_hooks/lib/rules.json';

const { limits } = rules;
export const CONTESTS_PER_ORGANIZER = limits.contestsPerOrganizer;
export const CONTEST_NAME_LENGTH = limits.contestName;
export const CONTEST_DESCRIPTION_MAX_LENGTH = limits.contestDescriptionMax;
export const MAX_MEMES_PER_PLAYER = limits.memesPerPlayer;
export const PLAYER_USERNAME_LENGTH = limits.playerUsername;
export const UPLOAD_MAX_BYTES = limits.uploadMaxBytes;
/** The accepted meme formats: each MIME type with its file extensions, the usual one first. */
export const UPLOAD_FORMATS: Readonly<Record<'image/png' | 'image/jpeg' | 'image/gif', readonly string[]>> =
  limits.uploadFormats;
/** The pixel limits of an upload: the longest side, megapixels, and megapixels over an animation's frames. */
export const IMAGE_LIMITS = limits.image;
export type UploadMimeType = keyof typeof UPLOAD_FORMATS;
export const UPLOAD_MIME_TYPES = Object.keys(UPLOAD_FORMATS) as UploadMimeType[];
export const UPLOAD_EXTENSIONS: readonly string[] = Object.values(UPLOAD_FORMATS).flat();
/** Short names for people: 'PNG', 'JPG', 'GIF' (the usual extension of each format). */
export const UPLOAD_FORMAT_NAMES: readonly string[] = Object.values(UPLOAD_FORMATS).map((extensions) =>
  extensions[0]!.slice(1).toUpperCase(),
);
export const SCORE_RANGE = limits.score;
export const PHASES = rules.phases;
export const PODIUM_SIZE = 3;
export const PLAYER_SESSION_LIFETIME_MS = 60_000;
export const PLAYER_SESSION_REFRESH_MS = 15_000;
export const SIDEBAR_DESKTOP_BREAKPOINT_PX = 1024;
export const THUMBS = { avatar: '100x100', small: '150x150', medium: '200x200', large: '900x900' } as const;
export const TOASTS = { durationMs: 6000, maxVisible: 3 } as const;
