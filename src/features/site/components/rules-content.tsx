// The Rules page's content. Every number comes from config/limits.ts, the limits the server enforces.
import type { ReactNode } from 'react';
import { MAX_MEMES_PER_PLAYER, SCORE_RANGE, UPLOAD_FORMAT_NAMES, UPLOAD_MAX_BYTES } from '@/config/limits';
import type { Translate } from '@/i18n/i18n';
import { Trans } from '@/i18n/use-t';
import type { ContestStatus } from '@/lib/data/records';

const maxUploadMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);
const DETAILS = [1, 2, 3] as const;

/** Each phase's summary and details, through the page's `t`. */
export function phaseDescription(t: Translate, phase: ContestStatus): { summary: string; details: readonly string[] } {
  const range = { min: SCORE_RANGE.min, max: SCORE_RANGE.max };
  return {
    summary: t(`rules.${phase}Summary`, range),
    details: DETAILS.map((n) => t(`rules.${phase}Detail${n}`)),
  };
}

const strong = <strong className="text-white" />;

/** The meme requirements, through the page's `t`. */
export function memeRequirements(t: Translate): readonly ReactNode[] {
  const formatList = t('rules.formatList', {
    first: UPLOAD_FORMAT_NAMES.slice(0, -1).join(', '),
    last: UPLOAD_FORMAT_NAMES.at(-1),
  });
  return [
    <Trans id="rules.formats" values={{ formats: formatList }} components={[strong]} />,
    <Trans id="rules.size" values={{ megabytes: maxUploadMegabytes }} components={[strong]} />,
    <Trans
      id="rules.count"
      values={{ min: MAX_MEMES_PER_PLAYER.min, max: MAX_MEMES_PER_PLAYER.max }}
      components={[strong]}
    />,
    <Trans id="rules.scores" values={{ min: SCORE_RANGE.min, max: SCORE_RANGE.max }} components={[strong]} />,
    t('rules.noOwnVote'),
    t('rules.oneRating'),
    t('rules.anonymous'),
  ];
}
