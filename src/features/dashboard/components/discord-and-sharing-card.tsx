import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FormErrors } from '@/components/ui/form-errors';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { publicResultsLink } from '@/config/routes';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { Trans } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { errorStatus } from '@/lib/errors/errors';
import { errorMessage, notifySuccess, reportError } from '@/lib/errors/notify';
import {
  useRemoveWebhook,
  useRetryAnnouncement,
  useSaveWebhook,
  useShareResults,
  useTestWebhook,
} from '../api/announcements';
import { useCopyLink } from '../hooks/use-copy-link';
import { canRetryDelivery, discordDeliveryText } from '../messages';
import { webhookUrlProblem } from '../validation';
import { LinkField } from './link-field';

/** '20:03' today, with the date on another day. */
function deliveryTime(iso: string): string {
  const date = new Date(iso);
  const today = date.toDateString() === new Date().toDateString();
  const style: Intl.DateTimeFormatOptions = today
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(intlLocale(), style).format(date);
}

/**
 * The contest's Discord channel webhook (announcements when voting opens and when results are in)
 * and the public results page.
 */
/** The card's heading: the contest header's `Share the results` opens the settings at it. */
export const SHARING_HEADING_ID = 'discord-sharing-heading';

export function DiscordAndSharingCard({ contest }: { contest: ContestRecord }) {
  const t = useT();
  return (
    <section aria-labelledby={SHARING_HEADING_ID} className="rounded-2xl border border-border bg-surface p-6">
      <h2 id={SHARING_HEADING_ID} className="text-lg font-bold">
        {t('dashboard.discordAndSharing')}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
        <DiscordWebhook contest={contest} />
        <PublicResults contest={contest} />
      </div>
    </section>
  );
}

function DiscordWebhook({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const save = useSaveWebhook(contest.id);
  const remove = useRemoveWebhook(contest.id);
  const test = useTestWebhook(contest.id);
  const retry = useRetryAnnouncement(contest.id);
  const [confirm, confirmDialog] = useConfirm();
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const webhook = contest.discord_webhook;
  const delivery = contest.discord_delivery;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    setFieldError(undefined);
    save.mutate(url, {
      onSuccess: () => {
        setUrl('');
        notifySuccess(t('dashboard.webhookSaved'));
      },
      // The URL stays in the box, with the server's reason next to it.
      onError: (error) => {
        if (errorStatus(error) === 400) {
          setErrors([errorMessage(error, t('dashboard.webhookSaveFailed'))]);
          setFieldError(webhookUrlProblem(url));
        } else reportError(error, t('dashboard.webhookSaveFailed'));
      },
    });
  };

  return (
    <div>
      <h3 className="font-semibold">{t('dashboard.discordTitle')}</h3>
      <p className="mt-1 text-sm text-muted">{t('dashboard.discordIntro')}</p>
      {webhook ? (
        <>
          <p className="mt-3 text-sm">
            <Trans
              id="dashboard.postingTo"
              values={{ webhook: `…/${webhook.split('/').slice(-2, -1)[0]}/…` }}
              components={[<span className="font-mono text-xs" />]}
            />
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            <Button
              variant="secondary"
              size="sm"
              busy={test.isPending}
              onClick={() =>
                test.mutate(undefined, { onError: (error) => reportError(error, t('dashboard.webhookTestFailed')) })
              }
            >
              {t('dashboard.sendTest')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-300 hover:text-red-200"
              disabled={remove.isPending}
              onClick={async () => {
                const confirmed = await confirm({
                  message: t('dashboard.removeWebhookConfirmation'),
                  confirmLabel: t('dashboard.removeWebhook'),
                  tone: 'danger',
                });
                if (!confirmed) return;
                remove.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('dashboard.webhookRemoved')),
                  onError: (error) => reportError(error, t('dashboard.webhookSaveFailed')),
                });
              }}
            >
              {t('dashboard.removeWebhook')}
            </Button>
          </div>
          {delivery ? (
            <p
              role="status"
              className={`mt-3 text-sm ${delivery.state === 'sent' ? 'text-emerald-300' : 'text-amber-200'}`}
            >
              {discordDeliveryText(t, delivery, deliveryTime)}
            </p>
          ) : null}
          {canRetryDelivery(delivery) ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              busy={retry.isPending}
              onClick={() =>
                retry.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('dashboard.retryQueued')),
                  onError: (error) => reportError(error, t('dashboard.retryFailed')),
                })
              }
            >
              {t('dashboard.retryNow')}
            </Button>
          ) : null}
        </>
      ) : (
        <form className="mt-3 flex flex-col gap-2" onSubmit={handleSubmit} noValidate>
          <TextField
            label={t('dashboard.webhookUrl')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://discord.com/api/webhooks/…"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            hint={t('dashboard.webhookHint')}
            error={fieldError}
          />
          <FormErrors messages={errors} />
          <div>
            <Button type="submit" variant="secondary" size="sm" disabled={!url.trim()} busy={save.isPending}>
              {t('dashboard.saveWebhook')}
            </Button>
          </div>
        </form>
      )}
      {confirmDialog}
    </div>
  );
}

function PublicResults({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const share = useShareResults(contest.id);
  const copyLink = useCopyLink();
  const linkId = useId();
  // The switch shows the click at once, and goes back if the server refuses it. Set in the click's own handler: the
  // mutation's pending state arrives a render later, and a checkbox React controls would first flip back.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const shared = clicked ?? Boolean(contest.results_shared);
  const link = publicResultsLink(window.location.origin, contest.id);

  const toggle = () => {
    setClicked(!shared);
    share.mutate(!shared, {
      onSuccess: (saved) =>
        notifySuccess(saved.results_shared ? t('dashboard.resultsShared') : t('dashboard.resultsUnshared')),
      onError: (error) => reportError(error, t('dashboard.shareFailed')),
      onSettled: () => setClicked(null),
    });
  };

  return (
    <div>
      <h3 className="font-semibold">{t('dashboard.publicResults')}</h3>
      <p className="mt-1 text-sm text-muted">
        {shared
          ? contest.status === 'results'
            ? t('dashboard.sharedNow')
            : t('dashboard.sharedLater')
          : t('dashboard.sharedOff')}
      </p>
      <label className="mt-3 flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand"
          checked={shared}
          disabled={share.isPending}
          onChange={toggle}
        />
        {t('dashboard.shareToggle')}
        {share.isPending ? <Spinner /> : null}
      </label>
      {shared ? (
        <>
          <LinkField
            id={linkId}
            label={t('dashboard.publicLink')}
            link={link}
            highlighted={Boolean(copyLink.manualText)}
          />
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void copyLink.copy(link, t('dashboard.publicLinkCopied'), t('dashboard.copyFailed'))}
          >
            {t('dashboard.copyPublicLink')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
