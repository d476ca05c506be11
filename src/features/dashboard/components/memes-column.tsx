import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { cardClasses } from '@/components/ui/card';
import { MemeThumbnail } from '@/components/ui/image-with-fallback';
import { InlineError } from '@/components/ui/status-panel';
import { useFirstScreenFirst } from '@/first-paint/use-first-screen-first';
import { useT } from '@/i18n/use-t';
import { memeDisplayName, memeUploaderName } from '@/lib/data/meme-media';
import type { ContestRecord, ContestStatus, MemeRecord, PlayerRecord } from '@/lib/data/records';
import type { VoteCounts } from '../api/votes';
import type { ContestProgress } from '../contest-progress';
import { MemePreviewDialog } from './meme-preview-dialog';
import { QueryList } from './query-list';
import { canRemoveMemes, RemoveMemeButton, useMemeRemoval } from './remove-meme-button';
import { ScoreText } from './score-text';

/** More meme cards than any screen shows before scrolling (up to four rows of three). */
const FIRST_SCREEN_MEMES = 12;

interface MemesColumnProps {
  contest: ContestRecord;
  memesQuery: UseQueryResult<MemeRecord[]>;
  votesQuery: UseQueryResult<VoteCounts>;
  players: PlayerRecord[] | undefined;
  progress: ContestProgress | undefined;
}

export function MemesColumn({ contest, memesQuery, votesQuery, players, progress }: MemesColumnProps) {
  const t = useT();
  const [previewMemeId, setPreviewMemeId] = useState<string | null>(null);
  const memes = memesQuery.data;
  const usernames = new Map(players?.map((player) => [player.id, player.username]));
  const uploaderOf = (meme: MemeRecord) => memeUploaderName(t, meme, usernames);
  const previewMeme = memes?.find((meme) => meme.id === previewMemeId);
  const shownCount = useFirstScreenFirst(memes?.length ?? 0, FIRST_SCREEN_MEMES);
  const removal = useMemeRemoval(contest.id);
  const removable = canRemoveMemes(contest);

  return (
    <section aria-labelledby="memes-heading" className={cardClasses}>
      <h2 id="memes-heading" className="text-lg font-bold">
        {t('dashboard.memes')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-center">
        <div className="rounded-lg bg-surface-raised p-3">
          <dt className="text-xs uppercase tracking-wide text-muted">{t('dashboard.uploaded')}</dt>
          <dd className="text-2xl font-bold">{memes ? memes.length : '–'}</dd>
        </div>
        <div className="rounded-lg bg-surface-raised p-3">
          <dt className="text-xs uppercase tracking-wide text-muted">{t('dashboard.withoutVotes')}</dt>
          <dd className="text-2xl font-bold">{progress ? progress.memesWithoutVotes : '–'}</dd>
        </div>
      </dl>

      {votesQuery.isError ? (
        <InlineError
          className="mt-4"
          message={t('dashboard.loadVotesFailed')}
          onRetry={() => void votesQuery.refetch()}
        />
      ) : null}

      <QueryList
        query={memesQuery}
        loadingLabel={t('dashboard.loadingMemes')}
        failedMessage={t('dashboard.loadMemesFailed')}
        emptyMessage={t('dashboard.noMemes')}
        emptyAction={
          contest.status === 'participation' ? (
            <p>{t(players?.length ? 'dashboard.noMemesHint' : 'dashboard.noMemesNoPlayersHint')}</p>
          ) : null
        }
      >
        {(memes) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-2 2xl:grid-cols-3">
            {memes.slice(0, shownCount).map((meme) => (
              <MemeCard
                key={meme.id}
                meme={meme}
                uploader={uploaderOf(meme)}
                status={contest.status}
                voteCount={progress ? (progress.votesByMeme.get(meme.id) ?? 0) : undefined}
                removable={removable}
                removing={removal.removing.has(meme.id)}
                onPreview={setPreviewMemeId}
                onRemove={removal.remove}
              />
            ))}
          </ul>
        )}
      </QueryList>
      {previewMeme ? (
        <MemePreviewDialog
          meme={previewMeme}
          uploader={uploaderOf(previewMeme)}
          onClose={() => setPreviewMemeId(null)}
          actions={
            removable ? (
              <RemoveMemeButton
                uploader={uploaderOf(previewMeme)}
                removing={removal.removing.has(previewMeme.id)}
                onRemove={() => void removal.remove(previewMeme, uploaderOf(previewMeme))}
              />
            ) : null
          }
        />
      ) : null}
      {removal.dialog}
    </section>
  );
}

interface MemeCardProps {
  meme: MemeRecord;
  uploader: string;
  status: ContestStatus | string;
  /** Votes the meme has; undefined until the vote counts are loaded. */
  voteCount: number | undefined;
  removable: boolean;
  /** The removal was asked and the server has not answered yet. */
  removing: boolean;
  onPreview: (memeId: string) => void;
  onRemove: (meme: MemeRecord, uploader: string) => Promise<void>;
}

/**
 * One meme of the panel. The list holds the preview and the removal for every card, so a card renders again only
 * when its own meme, uploader or votes change: a room of 900 memes renders 900 of these.
 */
const MemeCard = memo(function MemeCard({
  meme,
  uploader,
  status,
  voteCount,
  removable,
  removing,
  onPreview,
  onRemove,
}: MemeCardProps) {
  const t = useT();
  return (
    <li className="render-when-visible flex flex-col gap-1 rounded-xl bg-surface-raised/60 p-2 [--row-estimate:16rem]">
      <button
        type="button"
        onClick={() => onPreview(meme.id)}
        className={`overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-brand-soft ${
          status === 'vote' && voteCount === 0 ? 'ring-2 ring-amber-400/70' : ''
        }`}
        aria-label={t('dashboard.previewMemeBy', { name: uploader })}
      >
        <MemeThumbnail
          meme={meme}
          size="medium"
          alt={t('dashboard.memeBy', { name: uploader })}
          className="aspect-square h-auto w-full bg-black/30"
          fallback={
            <span className="flex aspect-square w-full items-center justify-center bg-black/30 text-xs text-muted">
              {t('dashboard.noPreview')}
            </span>
          }
        />
      </button>
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{uploader}</p>
          <p className="truncate text-xs text-muted" title={memeDisplayName(meme)}>
            {memeDisplayName(meme)}
          </p>
        </div>
        {removable ? (
          <RemoveMemeButton
            uploader={uploader}
            removing={removing}
            onRemove={() => void onRemove(meme, uploader)}
            icon
            className="-mr-1"
          />
        ) : null}
      </div>
      <p className="flex justify-between text-xs text-muted">
        <span>{voteCount !== undefined ? t('dashboard.voteCount', { count: voteCount }) : '…'}</span>
        {status === 'results' ? <ScoreText id="dashboard.memeScore" score={meme.average_score} /> : null}
      </p>
    </li>
  );
});
