// Texts of the participation view (docs/product/player.md#participation-phase).
import { IMAGE_LIMITS } from '@/config/limits';

export const memeMessages = {
  progressTitle: 'Your progress',
  progressLabel: 'Memes uploaded',
  acceptedFormats: 'Accepted formats: PNG, JPG, GIF. Max size per file: 3 MB.',
  pickerTitle: 'Drop your memes here',
  /** On a touch screen, where nothing is dropped. */
  pickerTitleTouch: 'Tap to add your memes',
  pickerAction: 'Choose memes',
  pickerDragActive: 'Drop to add them',
  uploadNow: 'Upload now',
  uploading: 'Uploading…',
  selectedTitle: 'Ready to upload',
  ownMemesTitle: 'Your memes',
  noMemesYet: "You haven't uploaded any memes yet.",
  uploadedOn: 'Uploaded',
  loadingOwnMemes: 'Loading your memes…',
  remove: 'Remove',
  removing: 'Removing…',
  addMemesLabel: 'Add memes',
  onlyAllowedFormats: 'Only PNG, JPG, GIF files are allowed.',
  someOversize: 'Some files exceeded the 3 MB limit and were skipped.',
  allOversize: 'Files over 3 MB were skipped.',
  unsupportedIgnored: 'Unsupported formats were ignored.',
  // The pixel limits the server enforces too (pb_hooks/contract/rules.json).
  imageTooLarge: `Images over ${IMAGE_LIMITS.maxSide} pixels wide or tall, or over ${IMAGE_LIMITS.maxMegapixels} megapixels, were skipped.`,
  animationTooLarge: `Animations over ${IMAGE_LIMITS.maxAnimationMegapixels} megapixels over all their frames were skipped.`,
  alreadyAtLimit: "You're already at the upload limit for this contest.",
  selectAtLeastOne: 'Select at least one meme before uploading.',
  missingPlayer: 'We need your player information before uploading. Please refresh the page.',
  unknownPlayer: 'We could not identify your player profile. Please reload the page.',
  uploaded: 'Your memes have been uploaded!',
  removed: 'Meme removed.',
  loadFallback: "We couldn't fetch your uploaded memes right now.",
  uploadFallback: 'Unable to upload your memes right now.',
  deleteFallback: 'Unable to delete this meme right now.',
  statusQueued: 'Waiting',
  statusDone: 'Uploaded',
  statusFailed: 'Failed',
  statusRetry: 'Not sent: press Upload now to try again',
} as const;

export const canAddMore = (n: number) => `You can only add ${n} more meme(s) right now.`;
export const canUploadMore = (n: number) => `You can only upload ${n} more meme(s) in this contest.`;
/** A file the server refused, reported by name; the other files still upload. */
export const fileRefused = (fileName: string, reason: string) => `${fileName}: ${reason}`;
