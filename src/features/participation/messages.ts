// Texts of the participation view (docs/product/player.md#participation-phase).
import { IMAGE_LIMITS } from '@/config/limits';
import { t } from '@/i18n/i18n';
import { catalogTexts, combineTexts } from '@/i18n/texts';
import { serverTexts } from '@/lib/server-messages';

export const memeMessages = combineTexts(
  // The rules the server checks too, in its words.
  serverTexts({ onlyAllowedFormats: 'uploadFormat', alreadyAtLimit: 'uploadLimit' }),
  catalogTexts('participation', [
    'progressTitle',
    'progressLabel',
    'acceptedFormats',
    'pickerTitle',
    'pickerTitleTouch',
    'pickerAction',
    'pickerDragActive',
    'uploadNow',
    'uploading',
    'selectedTitle',
    'ownMemesTitle',
    'noMemesYet',
    'uploadedOn',
    'loadingOwnMemes',
    'remove',
    'removing',
    'addMemesLabel',
    'someOversize',
    'allOversize',
    'unsupportedIgnored',
    'selectAtLeastOne',
    'missingPlayer',
    'unknownPlayer',
    'uploaded',
    'removed',
    'loadFallback',
    'uploadFallback',
    'deleteFallback',
    'statusQueued',
    'statusDone',
    'statusFailed',
    'statusRetry',
  ]),
);

/** The pixel limits the server enforces too (pb_hooks/contract/rules.json). */
export const imageTooLargeMessage = () =>
  t('participation.imageTooLarge', { maxSide: IMAGE_LIMITS.maxSide, maxMegapixels: IMAGE_LIMITS.maxMegapixels });
export const animationTooLargeMessage = () =>
  t('participation.animationTooLarge', { maxAnimationMegapixels: IMAGE_LIMITS.maxAnimationMegapixels });

export const canAddMore = (n: number) => t('participation.canAddMore', { n });
export const canUploadMore = (n: number) => t('participation.canUploadMore', { n });
/** A file the server refused, reported by name; the other files still upload. */
export const fileRefused = (fileName: string, reason: string) => t('participation.fileRefused', { fileName, reason });
