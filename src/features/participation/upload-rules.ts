// The upload rules (docs/product/player.md#picking-files), as pure functions: what the picker may queue and when
// 'Upload now' may start.
// The server enforces the same rules (type by content, size, count); these give instant feedback.
import { IMAGE_LIMITS, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@/config/limits';
import { t } from '@/i18n/i18n';
import { checkImageSize, readImageHeader } from '@/lib/domain/image-header';
import { serverMessage } from '@/lib/errors/server-messages';

/**
 * Why the browser turns a picked image away before sending it, from its header alone (nothing is decoded):
 * 'unreadable' when it is no PNG, JPEG or GIF of the format its name says (a text file named .png: no preview could
 * show it, and the server refuses it), 'size' or 'animation' when it claims more pixels than the server accepts.
 */
export type PickedImageProblem = 'unreadable' | 'size' | 'animation';

/** The format a file's name says, as the server reads it (its extension): 'png', 'jpeg', 'gif', or ''. */
function formatOfName(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return extension === 'jpg' ? 'jpeg' : extension;
}

/** The picked images (of an accepted format and size) the server would refuse for their content, and why. */
export async function inspectPickedImages(files: readonly File[]): Promise<Map<File, PickedImageProblem>> {
  const problems = new Map<File, PickedImageProblem>();
  await Promise.all(
    files
      .filter((file) => isAcceptedFormat(file) && file.size <= UPLOAD_MAX_BYTES)
      .map(async (file) => {
        const header = readImageHeader(new Uint8Array(await file.arrayBuffer()));
        const problem = !header || header.format !== formatOfName(file.name) ? 'unreadable' : checkImageSize(header);
        if (problem) problems.set(file, problem);
      }),
  );
  return problems;
}

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
  /** Picked images the server would refuse for their content (inspectPickedImages). */
  imageProblems?: ReadonlyMap<File, PickedImageProblem>;
}

/** Which of the picked files join the queue, and the messages explaining the ones that do not. */
export function checkNewFiles({
  incoming,
  queued,
  uploadedCount,
  maxMemes,
  imageProblems = new Map(),
}: NewFilesCheck): {
  accepted: File[];
  messages: string[];
} {
  const messages: string[] = [];
  // A file whose content is no image of its format counts as an unsupported format, as the server says.
  const supported = incoming.filter((file) => isAcceptedFormat(file) && imageProblems.get(file) !== 'unreadable');
  const unsupportedCount = incoming.length - supported.length;
  if (unsupportedCount > 0) {
    messages.push(supported.length === 0 ? serverMessage(t, 'uploadFormat') : t('participation.unsupportedIgnored'));
  }

  const withinBytes = supported.filter((file) => file.size <= UPLOAD_MAX_BYTES);
  const oversizeCount = supported.length - withinBytes.length;
  if (oversizeCount > 0) {
    messages.push(withinBytes.length === 0 ? t('participation.allOversize') : t('participation.someOversize'));
  }
  const withinSize = withinBytes.filter((file) => !imageProblems.has(file));
  const problems = new Set(imageProblems.values());
  if (problems.has('size'))
    messages.push(
      t('participation.imageTooLarge', { maxSide: IMAGE_LIMITS.maxSide, maxMegapixels: IMAGE_LIMITS.maxMegapixels }),
    );
  if (problems.has('animation'))
    messages.push(
      t('participation.animationTooLarge', { maxAnimationMegapixels: IMAGE_LIMITS.maxAnimationMegapixels }),
    );

  const seen = new Set(queued.map(fileIdentity));
  const fresh = withinSize.filter((file) => {
    const identity = fileIdentity(file);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });

  if (maxMemes > 0 && fresh.length > 0) {
    if (uploadedCount >= maxMemes) {
      messages.push(serverMessage(t, 'uploadLimit'));
      return { accepted: [], messages };
    }
    const room = Math.max(0, maxMemes - uploadedCount - queued.length);
    if (room === 0) {
      // The queue already fills what is left: "add 0 more" would read like a glitch.
      messages.push(serverMessage(t, 'uploadLimit'));
      return { accepted: [], messages };
    }
    if (fresh.length > room) {
      messages.push(t('participation.canAddMore', { n: room }));
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
export function checkUpload({
  playerId,
  signedInPlayerId,
  queuedCount,
  uploadedCount,
  maxMemes,
}: UploadCheck): string | null {
  if (!playerId) return t('participation.missingPlayer');
  if (signedInPlayerId !== playerId) return t('participation.unknownPlayer');
  if (queuedCount === 0) return t('participation.selectAtLeastOne');
  if (maxMemes > 0 && queuedCount > maxMemes - uploadedCount) {
    const room = maxMemes - uploadedCount;
    return room > 0 ? t('participation.canUploadMore', { n: room }) : serverMessage(t, 'uploadLimit');
  }
  return null;
}
