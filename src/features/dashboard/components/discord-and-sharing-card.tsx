import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FormErrors } from '@/components/ui/form-errors';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { publicResultsLink } from '@/config/routes';
import { errorStatus } from '@/lib/errors';
import { errorMessage, notifySuccess, reportError } from '@/lib/notify';
import type { ContestRecord } from '@/lib/records';
import {
  useRemoveWebhook,
  useRetryAnnouncement,
  useSaveWebhook,
  useShareResults,
  useTestWebhook,
} from '../api/announcements';
import { useCopyLink } from '../hooks/use-copy-link';
import { canRetryDelivery, contestMessages, discordDeliveryText } from '../messages';
import { webhookUrlProblem } from '../validation';
import { LinkField } from './link-field';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** '20:03' today, with the date on another day. */
function deliveryTime(iso: string): string {
  const date = new Date(iso);
  return date.toDateString() === new Date().toDateString() ? timeFormat.format(date) : dateTimeFormat.format(date);
}

/**
 * The contest's Discord channel webhook (announcements when voting opens and when results are in)
 * and the public results page.
 */
/** The card's heading: the contest header's `Share the results` opens the settings at it. */
export const SHARING_HEADING_ID = 'discord-sharing-heading';

export function DiscordAndSharingCard({ contest }: { contest: ContestRecord }) {
  return (
    <section aria-labelledby={SHARING_HEADING_ID} className="rounded-2xl border border-border bg-surface p-6">
      <h2 id={SHARING_HEADING_ID} className="text-lg font-bold">
        Discord and sharing
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <DiscordWebhook contest={contest} />
        <PublicResults contest={contest} />
      </div>
    </section>
  );
}

function DiscordWebhook({ contest }: { contest: ContestRecord }) {
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
        notifySuccess(contestMessages.webhookSaved);
      },
      // The URL stays in the box, with the server's reason next to it.
      onError: (error) => {
        if (errorStatus(error) === 400) {
          setErrors([errorMessage(error, contestMessages.webhookSaveFailed)]);
          setFieldError(webhookUrlProblem(url));
        } else reportError(error, contestMessages.webhookSaveFailed);
      },
    });
  };

  return (
    <div>
      <h3 className="font-semibold">Discord announcements</h3>
      <p className="mt-1 text-sm text-muted">
        Post to a Discord channel when voting opens and when the results are in, with the podium.
      </p>
      {webhook ? (
        <>
          <p className="mt-3 text-sm">
            Posting to webhook <span className="font-mono text-xs">…/{webhook.split('/').slice(-2, -1)[0]}/…</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            <Button
              variant="secondary"
              size="sm"
              disabled={test.isPending}
              onClick={() =>
                test.mutate(undefined, { onError: (error) => reportError(error, contestMessages.webhookTestFailed) })
              }
            >
              {test.isPending ? <Spinner /> : null}
              Send a test message
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-300 hover:text-red-200"
              disabled={remove.isPending}
              onClick={async () => {
                const confirmed = await confirm({
                  message: contestMessages.removeWebhookConfirmation,
                  confirmLabel: 'Remove webhook',
                  tone: 'danger',
                });
                if (!confirmed) return;
                remove.mutate(undefined, {
                  onSuccess: () => notifySuccess(contestMessages.webhookRemoved),
                  onError: (error) => reportError(error, contestMessages.webhookSaveFailed),
                });
              }}
            >
              Remove webhook
            </Button>
          </div>
          {delivery ? (
            <p
              role="status"
              className={`mt-3 text-sm ${delivery.state === 'sent' ? 'text-emerald-300' : 'text-amber-200'}`}
            >
              {discordDeliveryText(delivery, deliveryTime)}
            </p>
          ) : null}
          {canRetryDelivery(delivery) ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(undefined, {
                  onSuccess: () => notifySuccess(contestMessages.retryQueued),
                  onError: (error) => reportError(error, contestMessages.retryFailed),
                })
              }
            >
              {retry.isPending ? <Spinner /> : null}
              Retry now
            </Button>
          ) : null}
        </>
      ) : (
        <form className="mt-3 flex flex-col gap-2" onSubmit={handleSubmit} noValidate>
          <TextField
            label="Discord webhook URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://discord.com/api/webhooks/…"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            hint="In Discord: the channel's settings, Integrations, Webhooks, New Webhook, Copy Webhook URL."
            error={fieldError}
          />
          <FormErrors messages={errors} />
          <div>
            <Button type="submit" variant="secondary" size="sm" disabled={save.isPending || !url.trim()}>
              {save.isPending ? <Spinner /> : null}
              Save webhook
            </Button>
          </div>
        </form>
      )}
      {confirmDialog}
    </div>
  );
}

function PublicResults({ contest }: { contest: ContestRecord }) {
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
        notifySuccess(saved.results_shared ? contestMessages.resultsShared : contestMessages.resultsUnshared),
      onError: (error) => reportError(error, contestMessages.shareFailed),
      onSettled: () => setClicked(null),
    });
  };

  return (
    <div>
      <h3 className="font-semibold">Public results</h3>
      <p className="mt-1 text-sm text-muted">
        {shared
          ? contest.status === 'results'
            ? 'Anyone with this link sees the podium and the rankings: no tokens, links or votes.'
            : 'When results open, anyone with this link will see the podium and the rankings.'
          : 'Off: only your players see the results. Share them to post the link anywhere, with a preview of the winner.'}
      </p>
      <label className="mt-3 flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand"
          checked={shared}
          disabled={share.isPending}
          onChange={toggle}
        />
        Share the results publicly
        {share.isPending ? <Spinner /> : null}
      </label>
      {shared ? (
        <>
          <LinkField id={linkId} label="Public results link" link={link} highlighted={Boolean(copyLink.manualText)} />
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void copyLink.copy(link, contestMessages.publicLinkCopied, contestMessages.copyFailed)}
          >
            Copy public link
          </Button>
        </>
      ) : null}
    </div>
  );
}
