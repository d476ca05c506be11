import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { joinLink } from '@/config/routes';
import { PLAYERS_PER_CONTEST } from '@/config/limits';
import { notifySuccess, reportError } from '@/lib/notify';
import type { ContestRecord } from '@/lib/records';
import { closeJoinLink, openJoinLink, useJoinLinkChange } from '../api/join-link';
import { useCopyLink } from '../hooks/use-copy-link';
import { contestMessages } from '../messages';
import { LinkField } from './link-field';
import { LinkQrDialog } from './link-qr-dialog';

/**
 * The contest's join link, during participation: one link for a whole community, instead of one
 * per player. Whoever opens it picks a username and becomes a player; they appear in the list below as they join.
 */
export function JoinLinkCard({ contest }: { contest: ContestRecord }) {
  const open = useJoinLinkChange(contest.id, openJoinLink);
  const close = useJoinLinkChange(contest.id, closeJoinLink);
  const [qrOpen, setQrOpen] = useState(false);
  const copyLink = useCopyLink();
  const linkId = useId();
  const busy = open.isPending || close.isPending;
  const [confirm, confirmDialog] = useConfirm();
  const link = contest.join_secret ? joinLink(window.location.origin, contest.id, contest.join_secret) : null;

  const change = (mutation: typeof open, success: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        copyLink.clearManualText();
        notifySuccess(success);
      },
      onError: (error) => reportError(error, contestMessages.joinLinkFailed),
    });

  const handleCopy = async () => {
    if (link) await copyLink.copy(link, contestMessages.joinLinkCopied, contestMessages.copyFailed);
  };

  return (
    <section
      aria-labelledby={`${linkId}-heading`}
      className="mt-4 rounded-xl border border-border bg-surface-raised/60 p-3"
    >
      <h3 id={`${linkId}-heading`} className="font-semibold">
        Join link
      </h3>
      {link ? (
        <>
          <p className="mt-1 text-xs text-muted">
            Anyone with this link can join as a new player, up to {PLAYERS_PER_CONTEST} players.
          </p>
          <LinkField id={linkId} label="Join link" link={link} highlighted={Boolean(copyLink.manualText)} />
          <div className="mt-2 flex flex-wrap gap-1">
            <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
              Copy join link
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setQrOpen(true)}>
              Show QR code
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={async () => {
                const confirmed = await confirm({
                  message: contestMessages.replaceJoinLinkConfirmation,
                  confirmLabel: 'Replace link',
                  title: 'Replace the join link',
                });
                if (confirmed) change(open, contestMessages.joinLinkReplaced);
              }}
            >
              {open.isPending ? <Spinner /> : null}
              New link
            </Button>
            <Button
              variant="danger-quiet"
              size="sm"
              disabled={busy}
              onClick={async () => {
                const confirmed = await confirm({
                  message: contestMessages.closeJoiningConfirmation,
                  confirmLabel: 'Close joining',
                  tone: 'danger',
                });
                if (confirmed) change(close, contestMessages.joiningClosed);
              }}
            >
              {close.isPending ? <Spinner /> : null}
              Close joining
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-1 text-xs text-muted">
            One link for your whole community: whoever opens it picks a username and joins, no need to add everyone by
            hand.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            disabled={busy}
            onClick={() => change(open, contestMessages.joiningOpened)}
          >
            {open.isPending ? <Spinner /> : null}
            Open joining
          </Button>
        </>
      )}
      {qrOpen && link ? (
        <LinkQrDialog
          title="Join link"
          label="QR code of the join link"
          link={link}
          imageAlt="QR code of the contest's join link"
          caption="Scan with a phone camera to join this contest."
          onClose={() => setQrOpen(false)}
        />
      ) : null}
      {confirmDialog}
    </section>
  );
}
