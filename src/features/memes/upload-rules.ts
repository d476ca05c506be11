// The upload rules of SPEC.md §5, as pure functions: what the picker may queue and when 'Upload now' may start.
// The server enforces the same rules (type by content, size, count); these give instant feedback.
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@/config/limits';
import { canAddMore, canUploadMore, memeMessages } from '@/features/memes/messages';

/** Same name, size and last-modified time: the same file picked twice. */
export function fileIdentity(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

/** PNG, JPEG/JPG or GIF by MIME type or, when the browser gives none or a wrong one, by extension. */
export function isAcceptedFormat(file: File): boolean {
  if ((UPLOAD_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) return true;
  const name = file.name.toLowerCase();
  return UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
}

interface NewFilesCheck {
  incoming: readonly File[];
  queued: readonly File[];
  uploadedCount: number;
  /** 0 means no limit. */
  maxMemes: number;
}

/** Which of the picked files join the queue, and the messages explaining the ones that do not. */
export function checkNewFiles({ incoming, queued, uploadedCount, maxMemes }: NewFilesCheck): {
  accepted: File[];
  messages: string[];
} {
  const messages: string[] = [];
  const supported = incoming.filter(isAcceptedFormat);
  const unsupportedCount = incoming.length - supported.length;
  if (unsupportedCount > 0) {
    messages.push(supported.length === 0 ? memeMessages.onlyAllowedFormats : memeMessages.unsupportedIgnored);
  }

  const withinSize = supported.filter((file) => file.size <= UPLOAD_MAX_BYTES);
  const oversizeCount = supported.length - withinSize.length;
  if (oversizeCount > 0) {
    messages.push(withinSize.length === 0 ? memeMessages.allOversize : memeMessages.someOversize);
  }

  const seen = new Set(queued.map(fileIdentity));
  const fresh = withinSize.filter((file) => {
    const identity = fileIdentity(file);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });

  if (maxMemes > 0 && fresh.length > 0) {
    if (uploadedCount >= maxMemes) {
      messages.push(memeMessages.alreadyAtLimit);
      return { accepted: [], messages };
    }
    const room = Math.max(0, maxMemes - uploadedCount - queued.length);
    if (room === 0) {
      // The queue already fills what is left: "add 0 more" would read like a glitch.
      messages.push(memeMessages.alreadyAtLimit);
      return { accepted: [], messages };
    }
    if (fresh.length > room) {
      messages.push(canAddMore(room));
      return { accepted: fresh.slice(0, room), messages };
    }
  }
  return { accepted: fresh, messages };
}

interface UploadCheck {
  playerId: string | undefined;
  /** The player the SDK client is signed in as right now. */
  signedInPlayerId: string | undefined;
  queuedCount: number;
  uploadedCount: number;
  maxMemes: number;
}

/** Why 'Upload now' cannot start, or null when it can. */
export function checkUpload({ playerId, signedInPlayerId, queuedCount, uploadedCount, maxMemes }: UploadCheck): string | null {
  if (!playerId) return memeMessages.missingPlayer;
  if (signedInPlayerId !== playerId) return memeMessages.unknownPlayer;
  if (queuedCount === 0) return memeMessages.selectAtLeastOne;
  if (maxMemes > 0 && queuedCount > maxMemes - uploadedCount) {
    const room = maxMemes - uploadedCount;
    return room > 0 ? canUploadMore(room) : memeMessages.alreadyAtLimit;
  }
  return null;
}
