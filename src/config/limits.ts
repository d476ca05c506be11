// The business limits (docs/product/rules-and-limits.md#limits) come from contract/rules.json, the file the server's
// hooks enforce them from, so a limit is changed in one place. The app's own settings are in app-settings.ts.
import { limits, phases } from '@contract/rules.json';

export const CONTESTS_PER_ORGANIZER = limits.contestsPerOrganizer;
export const CONTEST_NAME_LENGTH = limits.contestName;
export const CONTEST_DESCRIPTION_MAX_LENGTH = limits.contestDescriptionMax;
export const MAX_MEMES_PER_PLAYER = limits.memesPerPlayer;
export const PLAYER_USERNAME_LENGTH = limits.playerUsername;
/** The most players a contest takes through its join link. */
export const PLAYERS_PER_CONTEST = limits.playersPerContest;
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
export const PHASES = phases;
export const SEASON_NAME_LENGTH = limits.seasonName;
