// What the dashboard counts from the loaded memes and vote counts (docs/product/organizer.md#contest-panel).
import type { Translate } from '@/i18n/i18n';
import type { ContestStatus, MemeRecord } from '@/lib/data/records';
import type { VoteCounts } from './api/votes';

export interface ContestProgress {
  memesByPlayer: Map<string, number>;
  votesByMeme: Map<string, number>;
  votesByPlayer: Map<string, number>;
  memeCount: number;
  memesWithoutVotes: number;
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

export function contestProgress(memes: Pick<MemeRecord, 'id' | 'player'>[], voteCounts: VoteCounts): ContestProgress {
  const votesByMeme = voteCounts.byMeme;
  return {
    memesByPlayer: countBy(memes, (meme) => meme.player),
    votesByMeme,
    votesByPlayer: voteCounts.byPlayer,
    memeCount: memes.length,
    memesWithoutVotes: memes.filter((meme) => !votesByMeme.get(meme.id)).length,
  };
}

/** A player votes on every meme except their own. */
export function votesNeededBy(progress: ContestProgress, playerId: string): number {
  return progress.memeCount - (progress.memesByPlayer.get(playerId) ?? 0);
}

/**
 * docs/product/organizer.md#advance-the-phase: participation needs at least one meme; vote needs a vote on every meme;
 * results is final.
 */
export function canAdvanceFrom(status: ContestStatus | string, progress: ContestProgress): boolean {
  if (status === 'participation') return progress.memeCount > 0;
  if (status === 'vote') return progress.memesWithoutVotes === 0;
  return false;
}

/**
 * What the organizer does next in a phase, in one sentence: shown under the contest's title and on the dashboard's
 * overview. `progress` (memes and votes) makes it precise when it is loaded.
 */
export function nextStepText(t: Translate, status: ContestStatus | string, progress?: ContestProgress): string {
  if (status === 'participation') {
    if (progress && progress.memeCount > 0) return t('dashboard.nextMemesIn', { count: progress.memeCount });
    return t('dashboard.nextInvite');
  }
  if (status === 'vote') {
    if (progress && progress.memesWithoutVotes > 0) {
      return t('dashboard.nextVotesMissing', { count: progress.memesWithoutVotes });
    }
    if (progress) return t('dashboard.nextAllVoted');
    return t('dashboard.nextVoting');
  }
  if (status === 'results') return t('dashboard.nextResults');
  return t('dashboard.nextCheck');
}
