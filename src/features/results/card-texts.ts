// Texts of the result cards that take more than one catalog entry (docs/product/player.md#result-cards).
import type { Translate } from '@/i18n/i18n';
import type { AwardCode } from '@contract/answers.js';

/** '2nd of 7', in the active language. */
export const placeText = (t: Translate, place: number, count: number) => t('results.cardPlace', { place, count });

/** An award's name: 'Crowd favourite'. */
export const awardText = (t: Translate, award: AwardCode) => t(`results.award.${award}`);

/** 'friday-meme-showdown-ann.png': the contest and the card, in letters, digits and dashes only. */
export function cardFileName(contestName: string, card: string): string {
  const slug = `${contestName}-${card}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'meme-arena'}.png`;
}
