import { PhaseBadge } from '@/components/ui/phase-badge';
import type { ContestRecord, PlayerRecord } from '@/lib/records';
import { playerPageMessages } from '@/features/player/messages';
import { PhaseCountdown } from './phase-countdown';

/** Who is playing, in which contest, and its phase. */
export function PlayerHeader({ player, contest }: { player: PlayerRecord; contest: ContestRecord }) {
  return (
    <header className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm break-words text-muted">
          {playerPageMessages.playingAs} <strong className="font-semibold text-slate-100">{player.username}</strong>
        </p>
        <span className="shrink-0">
          <PhaseBadge status={contest.status} />
        </span>
      </div>
      <h1 className="text-2xl font-bold leading-tight break-words text-slate-50">{contest.name}</h1>
      {contest.description ? (
        <p className="text-sm whitespace-pre-line break-words text-muted">{contest.description}</p>
      ) : null}
      <PhaseCountdown playerId={player.id} contest={contest} />
    </header>
  );
}
