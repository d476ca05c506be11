import { PhaseBadge } from '@/components/ui/phase-badge';
import { Trans } from '@/i18n/use-t';
import type { ContestRecord, PlayerRecord } from '@/lib/data/records';
import { DiscordLinkControl } from './discord-link-control';
import { PhaseCountdown } from './phase-countdown';

/**
 * Who is playing, in which contest, and its phase. `compact` (the vote) keeps it to about two lines, so the meme
 * and the scores get the screen: the name on one line, the description on one line beside the player's name. The
 * other phases also offer to link Discord (DiscordLinkControl); the vote keeps its screen for the memes.
 */
export function PlayerHeader({
  player,
  contest,
  compact = false,
}: {
  player: PlayerRecord;
  contest: ContestRecord;
  compact?: boolean;
}) {
  const playingAs = (
    <Trans
      id="player.playingAsName"
      values={{ name: player.username }}
      components={[<strong className="font-semibold text-slate-100" />]}
    />
  );
  if (compact) {
    return (
      <header className="space-y-0.5">
        <h1 className="truncate text-lg leading-tight font-bold text-slate-50 sm:text-2xl">{contest.name}</h1>
        <div className="flex items-center gap-2">
          <span className="shrink-0">
            <PhaseBadge status={contest.status} />
          </span>
          <p className="min-w-0 text-sm break-words text-muted">
            {playingAs}
            {contest.description ? <span title={contest.description}> · {contest.description}</span> : null}
          </p>
        </div>
        <PhaseCountdown playerId={player.id} contest={contest} />
      </header>
    );
  }
  return (
    <header className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm break-words text-muted">{playingAs}</p>
        <span className="shrink-0">
          <PhaseBadge status={contest.status} />
        </span>
      </div>
      <h1 className="text-2xl font-bold leading-tight break-words text-slate-50">{contest.name}</h1>
      {contest.description ? (
        <p className="text-sm whitespace-pre-line break-words text-muted">{contest.description}</p>
      ) : null}
      <PhaseCountdown playerId={player.id} contest={contest} />
      <DiscordLinkControl player={player} />
    </header>
  );
}
