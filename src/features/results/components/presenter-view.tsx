import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { RankedMeme } from '@/features/results/api/results';
import { PlayerName } from '@/features/results/components/player-name';
import { pointsText } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';
import { memeImageUrl } from '@/lib/data/meme-media';

export interface PresenterViewProps {
  contestName: string;
  /** The podium, best first (at most three places). */
  podium: Ranked<RankedMeme>[];
  uploaderOf: (meme: RankedMeme) => string;
  onClose: () => void;
}

/**
 * The presenter view (docs/product/organizer.md#presenter-view): the podium for a screen share or a Discord Stage,
 * one place at a time in big type, third place first. Space, → or Page Down (a presentation clicker), or a click
 * anywhere, reveals the next place; ← or Page Up goes back; Escape closes. Loaded only when opened.
 */
export function PresenterView({ contestName, podium, uploaderOf, onClose }: PresenterViewProps) {
  const t = useT();
  const nextRef = useRef<HTMLButtonElement>(null);
  // 0 is the start; step k shows the k-th place revealed (third place first); then the whole podium.
  const [step, setStep] = useState(0);
  const last = podium.length + 1;
  const next = useCallback(() => setStep((current) => Math.min(current + 1, last)), [last]);
  const back = useCallback(() => setStep((current) => Math.max(current - 1, 0)), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A focused button takes Space and Enter itself; anywhere else they reveal too.
    const onButton = event.target instanceof HTMLButtonElement;
    if (
      event.key === 'ArrowRight' ||
      event.key === 'PageDown' ||
      (!onButton && (event.key === ' ' || event.key === 'Enter'))
    ) {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
      event.preventDefault();
      back();
    }
  };

  const entry = step >= 1 && step <= podium.length ? podium[podium.length - step] : undefined;

  // A modal <dialog> of the whole screen (the app's Dialog is a centred box): the page behind is inert, Escape
  // closes it, and focus goes back to "Present the results" after.
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    nextRef.current?.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('results.presenterTitle')}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-background p-0 text-slate-50 backdrop:bg-background"
    >
      {/* A click anywhere on the stage reveals the next place, as a presenter's clicker would. */}
      <div
        className="flex h-full cursor-pointer flex-col items-center justify-between gap-6 p-6 text-center select-none sm:p-10"
        onClick={(event) => {
          if (!(event.target instanceof Element) || !event.target.closest('button')) next();
        }}
      >
        <div className="flex w-full items-center justify-between gap-4">
          <p className="min-w-0 text-left text-xl font-bold [overflow-wrap:anywhere] text-slate-300">{contestName}</p>
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>

        <div className="flex min-h-0 w-full flex-1 flex-col items-center justify-center gap-6">
          {step === 0 ? (
            <>
              <p className="text-5xl font-black sm:text-7xl">{t('results.presenterReady')}</p>
              <p className="max-w-3xl text-2xl text-slate-300">{t('results.presenterStart')}</p>
            </>
          ) : entry ? (
            <PresentedPlace key={step} entry={entry} isWinner={step === podium.length} uploaderOf={uploaderOf} />
          ) : (
            <Summary podium={podium} uploaderOf={uploaderOf} />
          )}
        </div>

        <div className="flex w-full flex-wrap items-center justify-between gap-4">
          <p className="text-base text-slate-400">{t('results.presenterKeys')}</p>
          <div className="flex gap-3">
            <Button variant="secondary" size="lg" onClick={back} disabled={step === 0}>
              {t('results.presenterBack')}
            </Button>
            <Button ref={nextRef} size="lg" onClick={next} disabled={step === last}>
              {t('results.presenterNext')}
            </Button>
          </div>
        </div>
        <p role="status" className="sr-only">
          {entry
            ? t('results.placeRevealed', {
                rank: entry.rank,
                player: uploaderOf(entry.item),
                points: pointsText(t, entry.score),
              })
            : step === last
              ? t('results.presenterDone')
              : null}
        </p>
      </div>
    </dialog>
  );
}

/** One place, as large as the screen allows: its rank, the meme whole, its uploader and points. */
function PresentedPlace({
  entry,
  isWinner,
  uploaderOf,
}: {
  entry: Ranked<RankedMeme>;
  isWinner: boolean;
  uploaderOf: (meme: RankedMeme) => string;
}) {
  const t = useT();
  return (
    <div
      className={`flex min-h-0 w-full flex-1 flex-col items-center justify-center gap-4 ${isWinner ? 'reveal-winner' : 'reveal-place'}`}
    >
      <p
        className={`text-3xl font-black tracking-wide uppercase sm:text-4xl ${isWinner ? 'text-amber-300' : 'text-slate-300'}`}
      >
        {isWinner ? t('results.winner') : t('results.presenterPlace', { rank: entry.rank })}
      </p>
      <img
        src={memeImageUrl(entry.item, '900x900f')}
        alt=""
        className={`min-h-0 max-w-full flex-1 rounded-2xl object-contain ${isWinner ? 'shadow-[0_0_80px_-10px_rgba(251,191,36,0.8)] ring-4 ring-amber-300' : ''}`}
      />
      <p className="text-5xl leading-tight font-black [overflow-wrap:anywhere] sm:text-7xl">
        <PlayerName name={uploaderOf(entry.item)} />
      </p>
      <p className={`text-3xl font-bold tabular-nums sm:text-4xl ${isWinner ? 'text-amber-200' : 'text-slate-200'}`}>
        {pointsText(t, entry.score)}
      </p>
    </div>
  );
}

/** The end: the whole podium at a glance, first place in the middle. */
function Summary({ podium, uploaderOf }: Pick<PresenterViewProps, 'podium' | 'uploaderOf'>) {
  const t = useT();
  const order = [podium[1], podium[0], podium[2]];
  return (
    <>
      <p className="text-4xl font-black sm:text-5xl">{t('results.presenterDone')}</p>
      <ol className="grid w-full max-w-5xl grid-cols-3 items-end gap-6">
        {order.map((entry, column) =>
          entry ? (
            <li key={entry.item.id} className="flex min-w-0 flex-col items-center gap-2">
              <img
                src={memeImageUrl(entry.item, '900x900f')}
                alt=""
                className={`aspect-square w-full rounded-xl bg-surface-raised object-contain ${column === 1 ? 'ring-4 ring-amber-300' : ''}`}
              />
              <p className="text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">
                <span className="sr-only">{t('results.rank')} </span>
                {entry.rank}. <PlayerName name={uploaderOf(entry.item)} />
              </p>
              <p className="text-xl text-slate-300 tabular-nums">{pointsText(t, entry.score)}</p>
            </li>
          ) : (
            <li key={column} aria-hidden="true" />
          ),
        )}
      </ol>
    </>
  );
}
