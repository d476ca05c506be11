import { useId } from 'react';
import { MemeThumbnail } from '@/components/ui/image-with-fallback';
import { whatHappensNext } from '@/features/voting/messages';
import { SCORES, scoreBarStyle, scoreSolidStyle } from '@/features/voting/score-colours';
import { useT } from '@/i18n/use-t';
import type { MemeFile } from '@/lib/data/meme-media';
import type { ContestRecord } from '@/lib/data/records';
import { currentDeadline } from '@/lib/domain/deadlines';

/** How many of the player's best-scored memes the done state shows. */
const TOP_PICKS = 3;

interface VoteDoneProps {
  contest: ContestRecord;
  memes: readonly MemeFile[];
  scores: ReadonlyMap<string, number>;
  /** Goes back to a meme to change its score. */
  onSelect: (memeId: string) => void;
}

/**
 * Every meme has the player's score. Says so, shows their scores at a glance (how many memes got
 * each score, and their top picks) and what happens next. Sized by the count of scores, not of memes, so a room
 * of 300 costs no more than a room of 5.
 */
export function VoteDone({ contest, memes, scores, onSelect }: VoteDoneProps) {
  const t = useT();
  const titleId = useId();
  const tally = SCORES.map((score) => ({ score, count: 0 }));
  for (const score of scores.values()) {
    const entry = tally.find((candidate) => candidate.score === score);
    if (entry) entry.count += 1;
  }
  const most = Math.max(1, ...tally.map((entry) => entry.count));
  // Highest first; among equal scores the player's own order, which is the strip's.
  const topPicks = memes
    .map((meme, index) => ({ meme, index, score: scores.get(meme.id) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, TOP_PICKS);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-1 flex-col items-center justify-center gap-5 rounded-2xl border border-border bg-surface px-4 py-6 text-center"
    >
      <div className="space-y-2">
        <DoneBadge />
        <h2 id={titleId} className="text-2xl font-extrabold text-slate-50">
          {t('voting.doneTitle')}
        </h2>
        <p className="mx-auto max-w-sm text-sm text-muted">{whatHappensNext(t, currentDeadline(contest))}</p>
      </div>

      <div className="w-full max-w-sm">
        <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('voting.doneScoresTitle')}</h3>
        <ol className="grid h-24 grid-cols-10 items-end gap-1">
          {tally.map(({ score, count }) => (
            <li key={score} className="flex h-full flex-col items-center justify-end gap-1">
              <span className="sr-only">
                {t('voting.scoreTally', { score, memes: t('voting.memeCount', { count }) })}
              </span>
              <span aria-hidden="true" className="text-xs font-semibold tabular-nums text-slate-200">
                {count > 0 ? count : ''}
              </span>
              <span
                aria-hidden="true"
                className="w-full rounded-t-md bg-surface-raised"
                style={{
                  ...(count > 0 ? scoreBarStyle(score) : {}),
                  height: count > 0 ? `${Math.max(12, (count / most) * 100)}%` : '4px',
                }}
              />
            </li>
          ))}
        </ol>
        <div aria-hidden="true" className="mt-1 grid grid-cols-10 gap-1 text-xs font-bold tabular-nums text-slate-300">
          {SCORES.map((score) => (
            <span key={score}>{score}</span>
          ))}
        </div>
      </div>

      {topPicks.length > 0 ? (
        <div className="w-full max-w-sm">
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('voting.doneTopPicks')}</h3>
          <ul className="flex justify-center gap-3">
            {topPicks.map(({ meme, index, score }) => (
              <li key={meme.id}>
                <button
                  type="button"
                  onClick={() => onSelect(meme.id)}
                  aria-label={t('voting.doneChangeScore', { position: index + 1, score })}
                  className="relative block h-20 w-20 overflow-hidden rounded-xl bg-surface-raised ring-1 ring-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft"
                >
                  <MemeThumbnail
                    meme={meme}
                    size="medium"
                    className="h-full w-full"
                    fallback={<span aria-hidden="true" className="block h-full w-full" />}
                  />
                  <span
                    aria-hidden="true"
                    style={scoreSolidStyle(score)}
                    className="absolute right-1 bottom-1 flex h-7 w-7 items-center justify-center rounded-full border border-white/80 text-sm font-extrabold text-white"
                  >
                    {score}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="text-xs text-muted">{t('voting.doneChange')}</p>
    </section>
  );
}

/** A check mark in the brand's colours with a burst of confetti in the scores' colours: decoration only. */
function DoneBadge() {
  const confetti = [
    { x: 8, y: 20, r: 3, fill: '#3b82f6' },
    { x: 18, y: 6, r: 2.5, fill: '#f59e0b' },
    { x: 70, y: 4, r: 3, fill: '#ec4899' },
    { x: 82, y: 22, r: 2.5, fill: '#a855f7' },
    { x: 86, y: 58, r: 3, fill: '#f97316' },
    { x: 6, y: 62, r: 2.5, fill: '#ef4444' },
  ];
  return (
    <svg
      viewBox="0 0 92 76"
      aria-hidden="true"
      focusable="false"
      className="mx-auto h-20 w-24 motion-safe:animate-[score-pop_450ms_ease-out]"
    >
      <defs>
        <linearGradient id="vote-done-badge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
      </defs>
      {confetti.map((dot) => (
        <circle key={`${dot.x}:${dot.y}`} cx={dot.x} cy={dot.y} r={dot.r} fill={dot.fill} />
      ))}
      <circle cx="46" cy="40" r="30" fill="url(#vote-done-badge)" />
      <path
        d="M33 41l9 9 18-19"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
