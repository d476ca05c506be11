import { PHASES } from '@/config/limits';
import { catalogTexts } from '@/i18n/texts';
import type { ContestStatus } from '@/lib/records';

/** docs/product/overview.md#phases: the fixed phase order (pb_hooks/contract/rules.json, which the server enforces). */
export const PHASE_ORDER = PHASES as readonly ContestStatus[];

/** Labels used in 'Advance to …' and 'Contest moved to {phase label} phase.' */
export const PHASE_LABELS: Readonly<Record<ContestStatus, string>> = catalogTexts('phase', PHASE_ORDER);

/** Labels of the small status display (badges). */
export const PHASE_BADGE_LABELS: Readonly<Record<ContestStatus | 'unknown', string>> = catalogTexts('phaseBadge', [
  ...PHASE_ORDER,
  'unknown',
]);

export function isContestStatus(value: unknown): value is ContestStatus {
  return typeof value === 'string' && (PHASE_ORDER as readonly string[]).includes(value);
}

/** The phase after `status`, or undefined at the last phase (or for an unknown one). */
export function nextPhase(status: string): ContestStatus | undefined {
  const index = PHASE_ORDER.indexOf(status as ContestStatus);
  return index >= 0 ? PHASE_ORDER[index + 1] : undefined;
}

export function phaseBadgeLabel(status: string): string {
  return isContestStatus(status) ? PHASE_BADGE_LABELS[status] : PHASE_BADGE_LABELS.unknown;
}
