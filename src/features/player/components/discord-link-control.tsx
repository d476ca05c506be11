import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import type { PlayerRecord } from '@/lib/data/records';
import { isAbortError, notifySuccess } from '@/lib/errors/notify';
import { reportPlayerError } from '@/lib/errors/player-errors';
import { proveDiscordAccount } from '@/lib/session/discord-identity';
import { linkDiscord } from '../api/link-discord';

/**
 * A small control in the header: 'Link Discord' for a player who came through a personal link, so Discord gets them
 * back in on any device; 'Discord linked' once it is.
 */
export function DiscordLinkControl({ player }: { player: PlayerRecord }) {
  const t = useT();
  const [linked, setLinked] = useState(Boolean(player.discord_linked));
  const [busy, setBusy] = useState(false);

  if (linked) {
    return (
      <p className="inline-flex items-center gap-1 text-xs text-muted">
        <span aria-hidden="true" className="text-emerald-400">
          ✓
        </span>
        <span>{t('player.discordLinked')}</span>
      </p>
    );
  }

  const handleLink = () => {
    setBusy(true);
    // No await before this call: the popup has to open within the click.
    proveDiscordAccount()
      .then((proof) => linkDiscord(player.contest, proof))
      .then(
        () => {
          setLinked(true);
          notifySuccess(t('player.discordLinkedToast'));
        },
        (error: unknown) => {
          if (!isAbortError(error)) reportPlayerError(error, t('player.linkDiscordFailed'));
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
      <button
        type="button"
        onClick={handleLink}
        disabled={busy}
        className="inline-flex min-h-8 items-center gap-1.5 rounded-md font-semibold text-[#aab3ff] underline-offset-2 hover:underline disabled:opacity-60 max-sm:min-h-11"
      >
        {busy ? <Spinner /> : null}
        {t('player.linkDiscord')}
      </button>
      <span>{t('player.linkDiscordHint')}</span>
    </p>
  );
}
