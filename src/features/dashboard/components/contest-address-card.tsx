import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { contestAddress } from '@/config/routes';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { useCopyLink } from '../hooks/use-copy-link';
import { LinkField } from './link-field';

/**
 * The contest address (/c/{contestId}), in every phase: the one link to post in the channel. It carries no secret:
 * it opens each player's page on their own device, the join form while joining is open, or the way back in.
 */
export function ContestAddressCard({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const copyLink = useCopyLink();
  const id = useId();
  const address = contestAddress(window.location.origin, contest.id);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-4 rounded-xl border border-border bg-surface-raised/60 p-3"
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {t('dashboard.contestAddress')}
      </h3>
      <p className="mt-1 text-xs text-muted">{t('dashboard.contestAddressHint')}</p>
      <LinkField
        id={id}
        label={t('dashboard.contestAddress')}
        link={address}
        highlighted={Boolean(copyLink.manualText)}
      />
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => void copyLink.copy(address, t('dashboard.contestAddressCopied'), t('dashboard.copyFailed'))}
      >
        {t('dashboard.copyContestAddress')}
      </Button>
    </section>
  );
}
