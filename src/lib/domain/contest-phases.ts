import { PHASES } from '@/config/limits';
import type { Translate } from '@/i18n/i18n';
import type { ContestStatus } from '@/lib/data/records';

/** docs/product/overview.md#phases: the fixed phase order (contract/rules.json, which the server enforces). */
export const PHASE_ORDER = PHASES as readonly ContestStatus[];

export function isContestStatus(value: unknown): value is ContestStatus {
  return typeof value === 'string' && (PHASE_ORDER as readonly string[]).includes(value);
}

/** The phase after `status`, or undefined at the last phase (or for an unknown one). */
export function nextPhase(status: string): ContestStatus | undefined {
  const index = PHASE_ORDER.indexOf(status as ContestStatus);
  return index >= 0 ? PHASE_ORDER[index + 1] : undefined;
}

/** A phase's name as used in 'Advance to …' and 'Contest moved to {phase label} phase.'; an unknown one as it is. */
export function phaseLabel(t: Translate, status: string): string {
  return isContestStatus(status) ? t(`phase.${status}`) : status;
}

/** A phase's label in the small status display (badges). */
export function phaseBadgeLabel(t: Translate, status: string): string {
  return t(`phaseBadge.${isContestStatus(status) ? status : 'unknown'}`);
}
