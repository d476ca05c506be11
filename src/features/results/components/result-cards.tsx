import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { THUMBS } from '@/config/app-settings';
import type { RankedMeme, RankedPlayer } from '@/features/results/api/results';
import { cardFileName, placeText, awardText } from '@/features/results/card-texts';
import { pointsText } from '@/features/results/messages';
import { rankByScore, type Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';
import { memeImageUrl, memeUploaderName } from '@/lib/data/meme-media';
import { isTransientFailure } from '@/lib/errors/errors';

type Which = 'player' | 'podium';
type Outcome =
  | { state: 'idle' }
  | { state: 'busy'; which: Which }
  | { state: 'done'; which: Which; preview: string; how: 'shared' | 'downloaded' | 'cancelled' }
  | { state: 'failed'; which: Which; offline: boolean };

interface ResultCardsProps {
  contestId: string;
  contestName: string;
  /** Best first, as the results answer them. */
  memes: RankedMeme[];
  /** The player looking, and the players ranked: their own card is offered beside the podium's. None on the public page. */
  player?: { id: string; username: string; players: RankedPlayer[] };
}

/**
 * "Save image": the podium, and a player's own card (place, best meme, award, the scores received), as PNG files
 * drawn in the browser (docs/product/player.md#result-cards). The drawing code and the player's card answer are
 * fetched on the tap, not with the page.
 */
export function ResultCards({ contestId, contestName, memes, player }: ResultCardsProps) {
  const t = useT();
  const ranked = useMemo(() => rankByScore(memes, (meme) => meme.average_score), [memes]);
  const uploaderOf = (meme: RankedMeme) => memeUploaderName(t, meme);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const preview = outcome.state === 'done' ? outcome.preview : undefined;
  const previewOf = outcome.state === 'done' ? outcome.which : undefined;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  if (ranked.length === 0) return null;

  const cardMeme = (entry: Ranked<RankedMeme>) => ({
    imageUrl: memeImageUrl(entry.item, THUMBS.whole),
    uploader: uploaderOf(entry.item),
    points: pointsText(t, entry.score),
    rank: entry.rank,
  });

  const drawPodium = async () => {
    const drawing = await import('@/features/results/card-drawing');
    const blob = await drawing.drawPodiumCard({
      kicker: t('results.publicKicker'),
      contestName,
      title: t('results.podium'),
      memes: ranked.slice(0, 3).map(cardMeme),
      footer: t('results.cardFooter'),
    });
    return { drawing, blob, fileName: cardFileName(contestName, 'podium') };
  };

  const drawOwn = async (own: NonNullable<ResultCardsProps['player']>) => {
    const [drawing, { getPlayerCard }] = await Promise.all([
      import('@/features/results/card-drawing'),
      import('@/features/results/api/card'),
    ]);
    const card = await getPlayerCard(contestId);
    const places = rankByScore(own.players, (ranked) => ranked.average_score);
    const place = places.find((entry) => entry.item.id === own.id);
    const best = ranked.find((entry) => entry.item.id === card.best_meme);
    const blob = await drawing.drawPlayerCard({
      kicker: t('results.publicKicker'),
      contestName,
      playerName: own.username,
      place: place ? placeText(t, place.rank, places.length) : '',
      rank: place?.rank ?? 0,
      bestMemeLabel: t('results.cardBestMeme'),
      bestMeme: best ? cardMeme(best) : undefined,
      awards: card.awards.map((award) => awardText(t, award)),
      spreadTitle: t('results.cardSpreadTitle', { count: card.votes }),
      spread: card.spread,
      spreadHidden: t('results.cardSpreadHidden'),
      footer: t('results.cardFooter'),
    });
    return { drawing, blob, fileName: cardFileName(contestName, own.username) };
  };

  const save = async (which: Which) => {
    setOutcome({ state: 'busy', which });
    try {
      const { drawing, blob, fileName } = which === 'player' && player ? await drawOwn(player) : await drawPodium();
      const how = await drawing.savePng(blob, fileName, contestName);
      setOutcome({ state: 'done', which, preview: URL.createObjectURL(blob), how });
    } catch (error) {
      // A request that got no answer, or a 5xx or 429, is worth another tap; a fetch's TypeError is the network too.
      const requestFailed = typeof error === 'object' && error !== null && 'status' in error;
      setOutcome({
        state: 'failed',
        which,
        offline: (requestFailed && isTransientFailure(error)) || error instanceof TypeError,
      });
    }
  };

  const busy = outcome.state === 'busy';
  const rows: Array<{ which: Which; title: string; detail: string }> = [
    ...(player
      ? [{ which: 'player' as const, title: t('results.cardYours'), detail: t('results.cardYoursDetail') }]
      : []),
    { which: 'podium', title: t('results.cardPodium'), detail: t('results.cardPodiumDetail') },
  ];

  return (
    <section
      aria-labelledby="result-cards-title"
      className="space-y-3 rounded-2xl border border-border bg-surface/70 p-4 sm:p-5"
    >
      <div>
        <h2 id="result-cards-title" className="text-lg font-bold text-slate-50">
          {t('results.cardsTitle')}
        </h2>
        <p className="text-sm text-muted">{t('results.cardsIntro')}</p>
      </div>
      <ul className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.which}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-surface-raised/60 p-3"
          >
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold break-words text-slate-100">{row.title}</p>
              <p className="text-sm text-muted">{row.detail}</p>
            </div>
            <Button
              // The player's own card leads; the public page keeps its one primary button for hosting a contest.
              variant={row.which === 'player' ? 'primary' : 'secondary'}
              busy={busy && outcome.which === row.which}
              disabled={busy}
              aria-label={t('results.saveImageOf', { card: row.title })}
              onClick={() => void save(row.which)}
            >
              {t('results.saveImage')}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-slate-300">
        {outcome.state === 'done' && outcome.how !== 'cancelled'
          ? outcome.how === 'shared'
            ? t('results.cardShared')
            : t('results.cardSaved')
          : null}
      </p>
      {outcome.state === 'failed' ? (
        <p role="alert" className="text-sm text-amber-200">
          {outcome.offline ? t('results.cardOffline') : t('results.cardFailed')}
        </p>
      ) : null}
      {preview ? (
        <img
          src={preview}
          alt={t('results.cardPreview', { card: rows.find((row) => row.which === previewOf)?.title ?? '' })}
          className="mx-auto max-h-96 w-auto rounded-xl border border-border"
        />
      ) : null}
    </section>
  );
}
