import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { errorMessage, notifySuccess, reportError } from '@/lib/errors/notify';
import { useReportError } from '@/lib/errors/use-report-error';
import type { TurnoutAnswer } from '@contract/answers.js';
import { remindRetryAt, useContestTurnout, useRemindChannel } from '../api/turnout';
import { SHARING_HEADING_ID } from './discord-and-sharing-card';

/** How many names the card lists before "and 3 more": a line or two on a phone. */
const NAMES_SHOWN = 5;
const HEADING_ID = 'turnout-heading';

/** '21:43' today, with the date on another day. */
function shortTime(iso: string): string {
  const date = new Date(iso);
  const today = date.toDateString() === new Date().toDateString();
  const style: Intl.DateTimeFormatOptions = today
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(intlLocale(), style).format(date);
}

/** Opens the folded settings at the Discord webhook field, as if the organizer had gone there. */
function openDiscordSetUp() {
  const card = document.getElementById(SHARING_HEADING_ID);
  const settings = card?.closest('details');
  if (settings) settings.open = true;
  const field = card?.closest('section')?.querySelector<HTMLElement>('input[type="url"]');
  (field ?? card)?.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
}

/**
 * The organizer's first look at the room during participation and the vote: how many players have done what the
 * phase asks ("5 of 7"), who has not, and Remind the channel (or, without a webhook, the way to set Discord up).
 * `version` changes whenever the panel's players, memes or vote counts do, which reads the turnout again (undefined
 * while they load).
 */
export function TurnoutCard({ contest, version }: { contest: ContestRecord; version: string | undefined }) {
  const t = useT();
  const turnoutQuery = useContestTurnout(
    contest.id,
    `${contest.status}:${version}`,
    version !== undefined && contest.status !== 'results',
  );
  useReportError(turnoutQuery.error, t('dashboard.turnout.loadFailed'));
  const turnout = turnoutQuery.data;
  const vote = contest.status === 'vote';
  // No player yet: nothing to count (the players column invites them); the way to Discord stays.
  const empty = turnout?.total === 0;
  if (empty && contest.discord_webhook) return null;

  // On a phone the button comes last, under who is missing, where the thumb is; beside the count on wider screens.
  return (
    <section aria-labelledby={HEADING_ID} className={`${cardClasses} grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]`}>
      <div className={empty ? 'sr-only' : 'flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1'}>
        <h2 id={HEADING_ID} className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t(vote ? 'dashboard.turnout.titleVote' : 'dashboard.turnout.titleParticipation')}
        </h2>
        {empty ? null : turnout ? (
          <p data-testid="turnout">
            <span className="text-2xl font-bold tabular-nums sm:text-3xl">
              {t('dashboard.turnout.count', { done: turnout.done, total: turnout.total })}
            </span>{' '}
            <span className="text-sm text-muted sm:text-base">
              {t(vote ? 'dashboard.turnout.labelVote' : 'dashboard.turnout.labelParticipation', {
                total: turnout.total,
              })}
            </span>
          </p>
        ) : (
          <p className="h-8 w-40 animate-pulse rounded-lg bg-surface-raised" aria-hidden="true" />
        )}
      </div>
      {contest.discord_webhook ? <RemindButton contestId={contest.id} /> : null}
      {turnout && !empty ? <TurnoutDetails turnout={turnout} vote={vote} /> : null}
      {contest.discord_webhook ? null : <DiscordPrompt />}
    </section>
  );
}

function TurnoutDetails({ turnout, vote }: { turnout: TurnoutAnswer; vote: boolean }) {
  const t = useT();
  const share = Math.round((turnout.done / turnout.total) * 100);
  const names = turnout.waiting.slice(0, NAMES_SHOWN).map((player) => player.username);
  const more = turnout.waiting.length - names.length;
  if (more > 0) names.push(t('dashboard.turnout.more', { count: more }));
  return (
    <>
      {turnout.done === 0 ? null : (
        <div className="h-2 overflow-hidden rounded-full bg-surface-raised sm:col-span-2" aria-hidden="true">
          <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${share}%` }} />
        </div>
      )}
      {/* Nobody done yet: an empty bar, and everyone waited for, as the players' list below says. */}
      {turnout.done === 0 ? null : (
        <p className="text-sm text-muted [overflow-wrap:anywhere] sm:col-span-2">
          {turnout.waiting.length === 0
            ? t(vote ? 'dashboard.turnout.allInVote' : 'dashboard.turnout.allInParticipation')
            : t('dashboard.turnout.waiting', {
                names: new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(names),
              })}
        </p>
      )}
    </>
  );
}

function RemindButton({ contestId }: { contestId: string }) {
  const t = useT();
  const remind = useRemindChannel(contestId);
  // When the next reminder may go, as the server said (after a reminder, or in a refusal).
  const [nextAt, setNextAt] = useState<string | undefined>();
  const press = () =>
    remind.mutate(undefined, {
      onSuccess: (answer) => {
        setNextAt(answer.next_reminder);
        notifySuccess(t('dashboard.remind.sent'));
      },
      onError: (error) => {
        const retryAt = remindRetryAt(error);
        setNextAt(retryAt);
        const message = errorMessage(error, t('dashboard.remind.failed'));
        reportError(
          retryAt ? `${message} ${t('dashboard.remind.nextAt', { time: shortTime(retryAt) })}` : error,
          t('dashboard.remind.failed'),
        );
      },
    });
  return (
    <div className="flex flex-col items-start gap-1 max-sm:order-last sm:items-end">
      <Button variant="secondary" size="sm" busy={remind.isPending} onClick={press}>
        {t('dashboard.remind.button')}
      </Button>
      {nextAt ? (
        <p className="text-xs text-muted" role="status">
          {t('dashboard.remind.nextAt', { time: shortTime(nextAt) })}
        </p>
      ) : null}
    </div>
  );
}

function DiscordPrompt() {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-3 border-t border-border pt-3 sm:col-span-2">
      {/* On a phone the button says it alone: a new contest's join link must stay on the first screen. */}
      <p className="hidden min-w-0 flex-1 text-sm text-muted sm:block">{t('dashboard.discordPrompt.text')}</p>
      <Button variant="secondary" size="sm" onClick={openDiscordSetUp}>
        {t('dashboard.discordPrompt.action')}
      </Button>
    </div>
  );
}
