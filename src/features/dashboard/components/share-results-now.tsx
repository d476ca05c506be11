import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { publicResultsLink } from '@/config/routes';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { copyText } from '@/lib/display/clipboard';
import { isTransientFailure } from '@/lib/errors/errors';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { useShareResults } from '../api/announcements';
import { SHARING_HEADING_ID } from './discord-and-sharing-card';

/**
 * Opens the folded settings at the sharing card's public link, for the organizer to copy it by hand. Once the next
 * frame is painted: the card shows the link only after it renders the contest as shared.
 */
function openSharingSettings() {
  window.requestAnimationFrame(() => {
    const card = document.getElementById(SHARING_HEADING_ID);
    const settings = card?.closest('details');
    if (settings) settings.open = true;
    const section = card?.closest('section');
    const link =
      section?.querySelector<HTMLElement>('input[readonly]') ??
      section?.querySelector<HTMLElement>('input[type="checkbox"]');
    // Optional: not every browser (nor jsdom) scrolls an element into view on request.
    link?.scrollIntoView?.({ block: 'center' });
    link?.focus({ preventScroll: true });
  });
}

/**
 * "Share the results" in results, in one tap (docs/product/organizer.md#share-the-results): a confirmation that the
 * page becomes public, then sharing on, the public link copied and, on a phone, handed to its share sheet. The
 * server posts the link to the contest's Discord channel when sharing turns on with a webhook set, so the toast says
 * so only then. Once shared, the tap copies and shares at once. A failed request changes nothing and says so.
 */
export function ShareResultsNow({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const share = useShareResults(contest.id);
  const [confirm, confirmDialog] = useConfirm();

  const handOn = async (link: string) => {
    const copied = await copyText(link);
    if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({
          title: contest.name,
          text: t('results.shareText', { contest: contest.name }),
          url: link,
        });
      } catch {
        // Closing the share sheet, or a browser that refuses it: the link is on the clipboard or in the settings.
      }
    }
    return copied;
  };

  const shareNow = async () => {
    const link = publicResultsLink(window.location.origin, contest.id);
    if (contest.results_shared) {
      if (await handOn(link)) notifySuccess(t('dashboard.publicLinkCopied'));
      else {
        reportError(t('dashboard.copyFailed'));
        openSharingSettings();
      }
      return;
    }
    const confirmed = await confirm({
      title: t('dashboard.shareConfirmTitle'),
      message: t('dashboard.shareConfirmation'),
      confirmLabel: t('dashboard.shareConfirm'),
    });
    if (!confirmed) return;
    try {
      await share.mutateAsync(true);
    } catch (error) {
      reportError(error, isTransientFailure(error) ? t('dashboard.shareOffline') : t('dashboard.shareFailed'));
      return;
    }
    const posted = Boolean(contest.discord_webhook);
    if (await handOn(link)) {
      notifySuccess(posted ? t('dashboard.sharedAndPosted') : t('dashboard.sharedAndCopied'));
    } else {
      notifySuccess(posted ? t('dashboard.sharedNotCopiedPosted') : t('dashboard.sharedNotCopied'));
      openSharingSettings();
    }
  };

  return (
    <>
      <Button busy={share.isPending} onClick={() => void shareNow()}>
        {t('dashboard.shareResults')}
      </Button>
      {confirmDialog}
    </>
  );
}
