import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { ProgressStat } from '@/components/ui/progress-stat';
import { Section } from '@/components/ui/section';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { ownMemesQueryOptions } from '@/features/participation/api/own-memes';
import { MemePicker } from '@/features/participation/components/meme-picker';
import { OwnMemeList } from '@/features/participation/components/own-meme-list';
import { UploadQueueList } from '@/features/participation/components/upload-queue-list';
import { useRemoveMeme } from '@/features/participation/hooks/use-remove-meme';
import { useUploadQueue } from '@/features/participation/hooks/use-upload-queue';
import { useT } from '@/i18n/use-t';
import type { ContestRecord, PlayerRecord } from '@/lib/data/records';
import { maxMemesPerPlayer } from '@/lib/domain/contest-limits';
import { useReportPlayerError } from '@/lib/errors/player-errors';

interface ParticipationViewProps {
  player: PlayerRecord | null | undefined;
  contest: ContestRecord | null | undefined;
}

/**
 * The participation phase (docs/product/player.md#participation-phase): progress, the player's memes, the picker, the
 * queue and 'Upload now'.
 */
export function ParticipationView({ player, contest }: ParticipationViewProps) {
  const t = useT();
  const playerId = player?.id ?? '';
  const contestId = contest?.id ?? '';
  const maxMemes = contest ? maxMemesPerPlayer(contest) : 0;
  const ownMemes = useQuery({ ...ownMemesQueryOptions(playerId, contestId), enabled: Boolean(playerId && contestId) });
  useReportPlayerError(ownMemes.error, t('participation.loadFallback'));
  const memes = ownMemes.data ?? [];

  const queue = useUploadQueue({ playerId: player?.id, contestId: contest?.id, uploadedCount: memes.length, maxMemes });
  const removal = useRemoveMeme(playerId, contestId);
  // At the limit with nothing left to send, picking and 'Upload now' have nothing to do: the player sees they are
  // done, and removing a meme (below) brings the picker back.
  const done = maxMemes > 0 && memes.length >= maxMemes && queue.entries.length === 0 && !queue.isUploading;

  return (
    <div className="space-y-5">
      <ProgressStat
        title={t('participation.progressTitle')}
        label={t('participation.progressLabel')}
        value={memes.length}
        max={maxMemes || undefined}
      />

      {done ? (
        <div className="rounded-2xl border border-emerald-500/40 bg-emerald-500/10 p-4">
          <h2 className="flex items-center gap-2 text-lg font-bold text-emerald-100">
            <CheckIcon />
            {t('participation.doneTitle')}
          </h2>
          <p className="mt-1 text-sm text-emerald-50/90">{t('participation.doneBody')}</p>
        </div>
      ) : (
        <section aria-label={t('participation.addMemesLabel')} className="space-y-3">
          <MemePicker onFiles={queue.addFiles} disabled={queue.isUploading} />
          {queue.notices.length > 0 ? (
            <div
              role="alert"
              className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100"
            >
              <ul className="space-y-1">
                {queue.notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <UploadQueueList entries={queue.entries} onRemove={queue.removeEntry} disabled={queue.isUploading} />
          <div className="sticky bottom-0 -mx-4 bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:bg-transparent sm:p-0">
            <Button size="lg" className="w-full" onClick={queue.startUpload} disabled={queue.isUploading}>
              {queue.isUploading ? (
                <>
                  <Spinner />
                  {t('participation.uploading')}
                </>
              ) : (
                t('participation.uploadNow')
              )}
            </Button>
          </div>
        </section>
      )}

      <Section
        id="own-memes-title"
        title={t('participation.ownMemesTitle')}
        className="space-y-3"
        headingClassName="text-lg font-semibold text-slate-100"
      >
        {ownMemes.isPending && ownMemes.fetchStatus !== 'idle' ? (
          <LoadingState label={t('participation.loadingOwnMemes')} />
        ) : ownMemes.isError ? (
          <StatusPanel
            title={t('participation.loadFallback')}
            tone="error"
            headingLevel="h3"
            onRetry={() => void ownMemes.refetch()}
          />
        ) : (
          <OwnMemeList
            memes={memes}
            onRemove={removal.remove}
            removingId={removal.removingId}
            disabled={queue.isUploading}
          />
        )}
      </Section>
    </div>
  );
}
