import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { THUMBS } from '@/config/app-settings';
import { useT } from '@/i18n/use-t';
import { formatDate, formatPlayerScore } from '@/lib/display/format';
import type { SeasonPodium, SeasonPodiumPlace } from '@contract/answers.js';
import { seasonImageUrl } from '../season-images';
import { PlaceBadge } from './season-standings';

/**
 * Every past podium of the season, newest first: the contests in results and the ones kept after their deletion read
 * the same (docs/product/organizer.md#seasons). Thumbnails only, each loaded as it scrolls into view, so a long
 * season costs a visitor the images they look at.
 */
export function SeasonPodiums({ podiums, columns = 2 }: { podiums: SeasonPodium[]; columns?: 1 | 2 }) {
  const t = useT();
  if (podiums.length === 0) return <p className="text-sm text-muted">{t('season.noPodiums')}</p>;
  return (
    <ol className={`grid grid-cols-1 gap-4 ${columns === 2 ? 'md:grid-cols-2' : ''}`}>
      {podiums.map((podium, index) => (
        <li key={`${podium.held}-${index}`} className="min-w-0 rounded-2xl border border-border bg-surface p-4">
          <h3 className="text-lg font-bold [overflow-wrap:anywhere] text-slate-50">{podium.contest_name}</h3>
          <p className="mt-0.5 text-sm text-muted">
            {t('season.podiumFacts', {
              date: formatDate(podium.held) ?? '',
              players: podium.players,
              votes: podium.votes,
            })}
          </p>
          <ol className="mt-3 space-y-2">
            {podium.places.map((place, placeIndex) => (
              <PodiumPlace key={`${place.place}-${placeIndex}`} place={place} eager={index === 0 && placeIndex === 0} />
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

function PodiumPlace({ place, eager }: { place: SeasonPodiumPlace; eager: boolean }) {
  const t = useT();
  // An uploader removed from their contest has no name left.
  const uploader = place.username || t('season.unknownPlayer');
  const alt = t('season.memeBy', { player: uploader });
  const full = seasonImageUrl(place.image);
  const thumb = (
    <ImageWithFallback
      src={seasonImageUrl(place.image, THUMBS.small)}
      alt={alt}
      width={64}
      height={64}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="h-16 w-16 rounded-lg bg-surface-raised object-cover"
      fallback={<span aria-hidden="true" className="block h-16 w-16 rounded-lg bg-surface-raised" />}
    />
  );
  return (
    <li className="flex items-center gap-3">
      <PlaceBadge rank={place.place} />
      {full ? (
        <a href={full} target="_blank" rel="noreferrer" className="shrink-0 rounded-lg focus-visible:outline-2">
          {thumb}
        </a>
      ) : (
        thumb
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-semibold [overflow-wrap:anywhere] text-slate-100">{uploader}</span>
        <span className="block text-sm text-muted">{t('season.score', { score: formatPlayerScore(place.score) })}</span>
      </span>
    </li>
  );
}
