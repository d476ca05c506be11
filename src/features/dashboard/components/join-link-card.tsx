import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm, type ConfirmOptions } from '@/components/ui/confirm-dialog';
import { PLAYERS_PER_CONTEST } from '@/config/limits';
import { joinLink } from '@/config/routes';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { closeJoinLink, openJoinLink, useJoinLinkChange } from '../api/join-link';
import { useCopyLink } from '../hooks/use-copy-link';
import { LinkField } from './link-field';
import { LinkQrDialog } from './link-qr-dialog';

/**
 * The contest's join link, during participation: one link for a whole community, instead of one
 * per player. Whoever opens it picks a username and becomes a player; they appear in the list below as they join.
 */
export function JoinLinkCard({ contest }: { contest: ContestRecord }) {
  const t = useT();
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
      onError: (error) => reportError(error, t('dashboard.joinLinkFailed')),
    });

  // Replacing the link breaks the old one and closing it stops anyone joining: both ask first.
  const changeOnceConfirmed = async (question: ConfirmOptions, mutation: typeof open, success: string) => {
    if (await confirm(question)) change(mutation, success);
  };

  const handleCopy = async () => {
    if (link) await copyLink.copy(link, t('dashboard.joinLinkCopied'), t('dashboard.copyFailed'));
  };

  return (
    <section
      aria-labelledby={`${linkId}-heading`}
      className="mt-4 rounded-xl border border-border bg-surface-raised/60 p-3"
    >
      <h3 id={`${linkId}-heading`} className="font-semibold">
        {t('dashboard.joinLink')}
      </h3>
      {link ? (
        <>
          <p className="mt-1 text-xs text-muted">{t('dashboard.joinLinkHint', { players: PLAYERS_PER_CONTEST })}</p>
          <LinkField
            id={linkId}
            label={t('dashboard.joinLink')}
            link={link}
            highlighted={Boolean(copyLink.manualText)}
          />
          <div className="mt-2 flex flex-wrap gap-1">
            <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
              {t('dashboard.copyJoinLink')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setQrOpen(true)}>
              {t('dashboard.showQr')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              busy={open.isPending}
              onClick={() =>
                void changeOnceConfirmed(
                  {
                    message: t('dashboard.replaceJoinLinkConfirmation'),
                    confirmLabel: t('dashboard.replaceLink'),
                    title: t('dashboard.replaceJoinLink'),
                  },
                  open,
                  t('dashboard.joinLinkReplaced'),
                )
              }
            >
              {t('dashboard.newLink')}
            </Button>
            <Button
              variant="danger-quiet"
              size="sm"
              disabled={busy}
              busy={close.isPending}
              onClick={() =>
                void changeOnceConfirmed(
                  {
                    message: t('dashboard.closeJoiningConfirmation'),
                    confirmLabel: t('dashboard.closeJoining'),
                    tone: 'danger',
                  },
                  close,
                  t('dashboard.joiningClosed'),
                )
              }
            >
              {t('dashboard.closeJoining')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-1 text-xs text-muted">{t('dashboard.joinLinkIntro')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            disabled={busy}
            busy={open.isPending}
            onClick={() => change(open, t('dashboard.joiningOpened'))}
          >
            {t('dashboard.openJoining')}
          </Button>
        </>
      )}
      {qrOpen && link ? (
        <LinkQrDialog
          title={t('dashboard.joinLink')}
          label={t('dashboard.joinQrLabel')}
          link={link}
          imageAlt={t('dashboard.joinQrAlt')}
          caption={t('dashboard.joinQrCaption')}
          onClose={() => setQrOpen(false)}
        />
      ) : null}
      {confirmDialog}
    </section>
  );
}
