import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/status-panel';
import { memeImageUrl, memeUploaderName } from '@/lib/meme-media';
import { refetchFailed } from '@/lib/query-retry';
import type { ContestRecord, MemeRecord, PlayerRecord } from '@/lib/records';
import { useReportError } from '@/lib/use-report-error';
import { rankedMemesQueryOptions, rankedPlayersQueryOptions, type RankedPlayer } from '@/features/results/api/results';
import { MemeRankingList } from '@/features/results/components/meme-ranking-list';
import { PlayerRankingList } from '@/features/results/components/player-ranking-list';
import { Podium } from '@/features/results/components/podium';
import { resultsMessages, uploadedBy } from '@/features/results/messages';
import { rankByScore } from '@/features/results/ranking';

interface ResultsViewProps {
  player: PlayerRecord | null | undefined;
  contest: ContestRecord | null | undefined;
}

/** The results phase (SPEC.md §2): the podium, every meme ranked, and the player rankings. */
export function ResultsView({ player, contest }: ResultsViewProps) {
  if (!player?.id || !contest?.id) return <ErrorPanel title={resultsMessages.unavailable} />;
  return <PlayerResults player={player} contest={contest} />;
}

/** A player's results: the two ranked lists of their contest. */
function PlayerResults({ player, contest }: { player: PlayerRecord; contest: ContestRecord }) {
  const memesQuery = useQuery(rankedMemesQueryOptions(player.id, contest.id));
  const playersQuery = useQuery(rankedPlayersQueryOptions(player.id, contest.id));
  useReportError(memesQuery.error, resultsMessages.memesFallback);
  useReportError(playersQuery.error, resultsMessages.playersFallback);

  if (memesQuery.isError || playersQuery.isError) {
    return (
      <ErrorPanel title={resultsMessages.unavailable} onRetry={() => refetchFailed(memesQuery, playersQuery)}>
        {memesQuery.isError ? resultsMessages.memesFallback : resultsMessages.playersFallback}
      </ErrorPanel>
    );
  }
  if (memesQuery.isPending || playersQuery.isPending) return <LoadingState label={resultsMessages.loading} />;
  return <ResultsBoard memes={memesQuery.data} players={playersQuery.data} currentPlayerId={player.id} />;
}

interface ResultsBoardProps {
  memes: MemeRecord[];
  players: RankedPlayer[];
  /** The player looking, marked in the player rankings; none on the public results page. */
  currentPlayerId?: string;
}

/**
 * The podium, every meme ranked and the player rankings: what a contest's players see in results, and what the
 * public results page shows anyone (beyond SPEC.md).
 */
export function ResultsBoard({ memes, players, currentPlayerId }: ResultsBoardProps) {
  const [previewMeme, setPreviewMeme] = useState<MemeRecord | null>(null);
  const rankedMemes = useMemo(() => rankByScore(memes, (meme) => meme.average_score), [memes]);
  const rankedPlayers = useMemo(() => rankByScore(players, (ranked) => ranked.average_score), [players]);
  const uploaderOf = (meme: MemeRecord) => memeUploaderName(meme);

  return (
    <div className="space-y-8">
      <section aria-labelledby="podium-title" className="space-y-3">
        <h2 id="podium-title" className="text-xl font-bold text-slate-50">
          {resultsMessages.podium}
        </h2>
        <Podium ranked={rankedMemes} uploaderOf={uploaderOf} onOpen={setPreviewMeme} />
      </section>

      {rankedMemes.length > 0 ? (
        <section aria-labelledby="all-memes-title" className="space-y-3">
          <h2 id="all-memes-title" className="text-xl font-bold text-slate-50">
            {resultsMessages.allMemesRanked}
          </h2>
          <MemeRankingList ranked={rankedMemes} uploaderOf={uploaderOf} onOpen={setPreviewMeme} />
        </section>
      ) : null}

      <section aria-labelledby="player-rankings-title" className="space-y-3">
        <h2 id="player-rankings-title" className="text-xl font-bold text-slate-50">
          {resultsMessages.playerRankings}
        </h2>
        <PlayerRankingList ranked={rankedPlayers} currentPlayerId={currentPlayerId} />
      </section>

      <ImagePreviewDialog
        open={previewMeme !== null}
        onClose={() => setPreviewMeme(null)}
        src={previewMeme ? memeImageUrl(previewMeme) : undefined}
        alt={previewMeme ? uploadedBy(uploaderOf(previewMeme)) : ''}
      />
    </div>
  );
}
