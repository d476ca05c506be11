import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';
import { Section } from '@/components/ui/section';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/status-panel';
import { playerResultsQueryOptions, type RankedMeme, type RankedPlayer } from '@/features/results/api/results';
import { MemeRankingList } from '@/features/results/components/meme-ranking-list';
import { PersonalLine } from '@/features/results/components/personal-line';
import { PlayerRankingList } from '@/features/results/components/player-ranking-list';
import { Podium, PODIUM_THUMB } from '@/features/results/components/podium';
import { PresentButton } from '@/features/results/components/present-button';
import { ResultCards } from '@/features/results/components/result-cards';
import { RevealAnnouncer } from '@/features/results/components/reveal-announcer';
import { SeasonLine, usePlayerSeason } from '@/features/results/components/season-line';
import { WinnerLine } from '@/features/results/components/winner-line';
import { rankByScore } from '@/features/results/ranking';
import { useReveal } from '@/features/results/reveal';
import { useT } from '@/i18n/use-t';
import { memeImageUrl, memeUploaderName } from '@/lib/data/meme-media';
import type { ContestRecord, PlayerRecord } from '@/lib/data/records';
import { useReportPlayerError } from '@/lib/errors/player-errors';
import { PODIUM_SIZE } from '@contract/ranking.js';

interface ResultsViewProps {
  player: PlayerRecord | null | undefined;
  contest: ContestRecord | null | undefined;
  /** The page saw the contest move to results: the podium is revealed, as on every page open at that moment. */
  arrivedLive?: boolean;
}

/** The results phase (docs/product/player.md#results-phase): the podium, every meme ranked, and the player rankings. */
export function ResultsView({ player, contest, arrivedLive = false }: ResultsViewProps) {
  const t = useT();
  if (!player?.id || !contest?.id) return <ErrorPanel title={t('results.unavailable')} />;
  return <PlayerResults player={player} contest={contest} arrivedLive={arrivedLive} />;
}

/** A player's results: their contest's, with their own row marked and their own line. */
function PlayerResults({
  player,
  contest,
  arrivedLive,
}: {
  player: PlayerRecord;
  contest: ContestRecord;
  arrivedLive: boolean;
}) {
  const t = useT();
  const results = useQuery(playerResultsQueryOptions(player.id, contest.id));
  // Asked for with the results (in a season's contest only), so the season line is ready when the reveal ends.
  usePlayerSeason(player.id, contest.id, Boolean(contest.season));
  useReportPlayerError(results.error, t('results.memesFallback'));

  if (results.isError) {
    return (
      <ErrorPanel title={t('results.unavailable')} onRetry={() => void results.refetch()}>
        {/* One request brings both lists, so neither could load. */}
        {t('results.memesFallback')} {t('results.playersFallback')}
      </ErrorPanel>
    );
  }
  if (results.isPending) return <LoadingState label={t('results.loading')} />;
  const { memes, players } = results.data;
  return (
    <ResultsBoard
      memes={memes}
      players={players}
      currentPlayerId={player.id}
      revealOnArrival={arrivedLive}
      replayable
      seasonLine={contest.season ? <SeasonLine playerId={player.id} contestId={contest.id} /> : undefined}
      afterPodium={
        <ResultCards
          contestId={contest.id}
          contestName={contest.name}
          memes={memes}
          player={{ id: player.id, username: player.username, players }}
        />
      }
    />
  );
}

interface ResultsBoardProps {
  memes: RankedMeme[];
  players: RankedPlayer[];
  /** The player looking, marked in the player rankings; none on the public results page. */
  currentPlayerId?: string;
  /** Player names by id, where the memes come without their uploader (the organizer's dashboard). */
  usernames?: ReadonlyMap<string, string>;
  /** Shown between the podium and the rankings (the public page's invitation to host a contest). */
  afterPodium?: ReactNode;
  /**
   * The organizer's panel: each ranking shows the rows a player's screen shows first, the rest behind "Show all",
   * so that a room of 300 does not draw 1,200 ranking rows on top of the panel's own lists.
   */
  foldRankings?: boolean;
  /** Reveal the podium place by place on arrival (docs/product/player.md#the-reveal); else the results are settled. */
  revealOnArrival?: boolean;
  /** Offer "Replay the reveal" (and "Skip" while it plays): the players' results. */
  replayable?: boolean;
  /** The organizer's panel: the contest's name, for "Present the results" and its presenter view. */
  presentAs?: string;
  /** The player's place in their contest's season, under their own line once the reveal is over. */
  seasonLine?: ReactNode;
}

/**
 * The podium, every meme ranked and the player rankings: what a contest's players see in results, and what the
 * public results page shows anyone.
 */
export function ResultsBoard({
  memes,
  players,
  currentPlayerId,
  usernames,
  afterPodium,
  foldRankings = false,
  revealOnArrival = false,
  replayable = false,
  presentAs,
  seasonLine,
}: ResultsBoardProps) {
  const t = useT();
  const [previewMeme, setPreviewMeme] = useState<RankedMeme | null>(null);
  const rankedMemes = useMemo(() => rankByScore(memes, (meme) => meme.average_score), [memes]);
  const rankedPlayers = useMemo(() => rankByScore(players, (ranked) => ranked.average_score), [players]);
  const uploaderOf = (meme: RankedMeme) => memeUploaderName(t, meme, usernames);
  const podium = rankedMemes.slice(0, PODIUM_SIZE);
  const reveal = useReveal(podium.length, revealOnArrival);
  // While the reveal plays, nothing below the podium is rendered: the rankings would name the winner.
  const settled = !reveal.playing;
  // The podium's images load during the suspense, so that each meme is there when its place is revealed. Images out
  // of the DOM: their addresses name no one.
  useEffect(() => {
    if (!reveal.playing) return;
    for (const entry of rankedMemes.slice(0, PODIUM_SIZE)) {
      const src = memeImageUrl(entry.item, PODIUM_THUMB);
      if (src) new Image().src = src;
    }
  }, [reveal.playing, rankedMemes]);

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <WinnerLine ranked={rankedMemes} uploaderOf={uploaderOf} pending={!settled} animate={reveal.animate} />
        <BoardSection id="podium-title" title={t('results.podium')}>
          <Podium
            ranked={rankedMemes}
            uploaderOf={uploaderOf}
            onOpen={setPreviewMeme}
            shown={reveal.shown}
            animate={reveal.animate}
          />
        </BoardSection>
        <RevealAnnouncer podium={podium} shown={reveal.shown} active={reveal.animate} uploaderOf={uploaderOf} />
        {presentAs !== undefined && podium.length > 0 ? (
          <div className="flex justify-end">
            <PresentButton contestName={presentAs} podium={podium} uploaderOf={uploaderOf} />
          </div>
        ) : null}
        {currentPlayerId || replayable ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            {settled && currentPlayerId ? <PersonalLine ranked={rankedPlayers} playerId={currentPlayerId} /> : null}
            {/* After the podium's reveal, with the rest of the personal results: it could name the winner's place. */}
            {settled && currentPlayerId && seasonLine ? <div className="order-last w-full">{seasonLine}</div> : null}
            {replayable && podium.length > 0 ? (
              // One button for both, so that focus stays on it when the reveal starts or ends.
              <Button variant="secondary" className="ml-auto" onClick={reveal.playing ? reveal.skip : reveal.replay}>
                {reveal.playing ? t('results.skipReveal') : t('results.replayReveal')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      {/* The result cards name the winner too: they wait for the reveal as the rankings do. */}
      {settled ? afterPodium : null}

      {!settled ? null : rankedMemes.length > 0 ? (
        <BoardSection id="all-memes-title" title={t('results.allMemesRanked')}>
          <MemeRankingList ranked={rankedMemes} uploaderOf={uploaderOf} onOpen={setPreviewMeme} fold={foldRankings} />
        </BoardSection>
      ) : null}

      {settled ? (
        <BoardSection id="player-rankings-title" title={t('results.playerRankings')}>
          <p className="text-sm text-muted">{t('results.playerRankingsRule')}</p>
          <PlayerRankingList ranked={rankedPlayers} currentPlayerId={currentPlayerId} fold={foldRankings} />
        </BoardSection>
      ) : null}

      <ImagePreviewDialog
        open={previewMeme !== null}
        onClose={() => setPreviewMeme(null)}
        src={previewMeme ? memeImageUrl(previewMeme) : undefined}
        alt={previewMeme ? t('results.uploadedBy', { player: uploaderOf(previewMeme) }) : ''}
      />
    </div>
  );
}

/** One part of the board (podium, memes ranked, player rankings): a region named by its heading. */
function BoardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} title={title} className="space-y-3" headingClassName="text-xl font-bold text-slate-50">
      {children}
    </Section>
  );
}
