import { useMemo, type ComponentType } from 'react';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { firstFileName } from '@/lib/data/files';
import type { MemeRecord, PlayerRecord } from '@/lib/data/records';
import type { ResultsMeme, ResultsPlayer } from '@contract/answers.js';

/**
 * The podium and rankings as players see them. The results feature draws them; the app hands its board to the
 * dashboard (features do not import each other), so both always look the same.
 */
export type ResultsBoardComponent = ComponentType<{
  memes: ResultsMeme[];
  players: ResultsPlayer[];
  usernames: ReadonlyMap<string, string>;
  foldRankings: boolean;
  /** The contest's name, for "Present the results". */
  presentAs: string;
}>;

/**
 * In results the organizer sees who won first: the podium and both rankings, drawn from the memes and players the
 * panel has already loaded (their average scores), so the panel sends no request more. The rankings are folded to
 * their first rows (every row is one tap away, and in the Players and Memes columns below): a room of 300 would
 * otherwise draw 1,200 ranking rows on top of those columns' 1,200.
 */
export function ContestResultsCard({
  contestName,
  memes,
  players,
  board: Board,
}: {
  contestName: string;
  memes: MemeRecord[] | undefined;
  players: PlayerRecord[] | undefined;
  board: ResultsBoardComponent;
}) {
  const t = useT();
  const usernames = useMemo(() => new Map(players?.map((player) => [player.id, player.username])), [players]);
  // The panel's records in the shape of the results route's answer, which the board draws.
  const boardMemes = useMemo(
    () =>
      memes?.map((meme) => ({
        id: meme.id,
        collectionId: meme.collectionId,
        collectionName: meme.collectionName,
        media: firstFileName(meme.media),
        average_score: meme.average_score,
        created: meme.created,
        player: meme.player,
        expand: meme.expand ?? {},
      })),
    [memes],
  );
  return (
    <Card title={t('dashboard.results')} description={t('dashboard.resultsHint')}>
      <div className="mt-4">
        {boardMemes && players ? (
          <Board memes={boardMemes} players={players} usernames={usernames} foldRankings presentAs={contestName} />
        ) : (
          <LoadingState label={t('results.loading')} />
        )}
      </div>
    </Card>
  );
}
