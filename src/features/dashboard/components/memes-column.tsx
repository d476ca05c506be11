import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cardClasses } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { InlineError } from '@/components/ui/status-panel';
import { THUMBS } from '@/config/app-settings';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { memeDisplayName, memeImageUrl, memeUploaderName } from '@/lib/meme-media';
import { formatDashboardScore } from '@/lib/format';
import { useFirstScreenFirst } from '@/lib/use-first-screen-first';
import type { ContestRecord, MemeRecord, PlayerRecord } from '@/lib/records';
import type { VoteCounts } from '../api/votes';
import type { ContestProgress } from '../contest-progress';
import { contestMessages } from '../messages';
import { MemePreviewDialog } from './meme-preview-dialog';
import { canRemoveMemes, RemoveMemeButton } from './remove-meme-button';
import { useT } from '@/i18n/use-t';
import { Trans } from '@/i18n/use-t';

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
  const uploaderOf = (meme: MemeRecord) => memeUploaderName(meme, usernames);
  const previewMeme = memes?.find((meme) => meme.id === previewMemeId);
  const shownCount = useFirstScreenFirst(memes?.length ?? 0, FIRST_SCREEN_MEMES);

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
          message={contestMessages.loadVotesFailed}
          onRetry={() => void votesQuery.refetch()}
        />
      ) : null}

      <div className="mt-4">
        {memesQuery.isPending ? (
          <LoadingState label={t('dashboard.loadingMemes')} />
        ) : memesQuery.isError ? (
          <InlineError message={contestMessages.loadMemesFailed} onRetry={() => void memesQuery.refetch()} />
        ) : memes && memes.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-2 2xl:grid-cols-3">
            {memes.slice(0, shownCount).map((meme) => {
              const uploader = uploaderOf(meme);
              const voteCount = progress?.votesByMeme.get(meme.id) ?? 0;
              return (
                <li key={meme.id} className="flex flex-col gap-1 rounded-xl bg-surface-raised/60 p-2">
                  <button
                    type="button"
                    onClick={() => setPreviewMemeId(meme.id)}
                    className={`overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-brand-soft ${
                      contest.status === 'vote' && progress && voteCount === 0 ? 'ring-2 ring-amber-400/70' : ''
                    }`}
                    aria-label={t('dashboard.previewMemeBy', { name: uploader })}
                  >
                    <ImageWithFallback
                      src={memeImageUrl(meme, THUMBS.medium)}
                      width={200}
                      height={200}
                      loading="lazy"
                      decoding="async"
                      alt={t('dashboard.memeBy', { name: uploader })}
                      className="aspect-square h-auto w-full bg-black/30 object-cover"
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
                    {canRemoveMemes(contest) ? (
                      <RemoveMemeButton contestId={contest.id} meme={meme} uploader={uploader} icon className="-mr-1" />
                    ) : null}
                  </div>
                  <p className="flex justify-between text-xs text-muted">
                    <span>{progress ? t('dashboard.voteCount', { count: voteCount }) : '…'}</span>
                    {contest.status === 'results' ? (
                      <span>
                        <Trans
                          id="dashboard.memeScore"
                          values={{ score: formatDashboardScore(meme.average_score) }}
                          components={[<strong className="text-slate-100" />]}
                        />
                      </span>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
            {t('dashboard.noMemes')}
          </p>
        )}
      </div>
      {previewMeme ? (
        <MemePreviewDialog
          meme={previewMeme}
          uploader={uploaderOf(previewMeme)}
          onClose={() => setPreviewMemeId(null)}
          actions={
            canRemoveMemes(contest) ? (
              <RemoveMemeButton contestId={contest.id} meme={previewMeme} uploader={uploaderOf(previewMeme)} />
            ) : null
          }
        />
      ) : null}
    </section>
  );
}
