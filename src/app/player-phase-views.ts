// The player page's view of each contest phase, each loaded with its phase only: a link in the vote does not
// download the upload code, nor the participation and results texts. lazy-phase-views.tsx makes them lazy for the
// route; the build reads this table too (src/first-paint/manifest.ts), so that on a player link
// index.html preloads the view and texts of the phase the sign-in names, and the bundle benchmark counts them.
import type { ComponentType } from 'react';
import type { PlayerPhaseViewProps } from '@/features/player';
import type { CatalogArea } from '@/i18n/areas';
import type { MessageId } from '@/i18n/i18n';
import type { ContestStatus } from '@/lib/data/records';

export interface PlayerPhaseView {
  /** The view's code; a bare `import()` of the feature, which the build reads to tell its chunks. */
  load: () => Promise<ComponentType<PlayerPhaseViewProps>>;
  /** The catalog areas the view shows beyond the player page's own; it renders only once they are loaded. */
  areas: readonly CatalogArea[];
  /** Shown until both are there: what the view shows until its data is (a text of the player page's own area). */
  loadingLabel: MessageId;
}

export const PLAYER_PHASE_VIEWS: Record<ContestStatus, PlayerPhaseView> = {
  participation: {
    load: () => import('@/features/participation').then((module) => module.ParticipationView),
    areas: ['participation'],
    loadingLabel: 'player.loadingParticipation',
  },
  vote: {
    load: () => import('@/features/voting').then((module) => module.VoteView),
    areas: ['vote'],
    loadingLabel: 'player.loadingVote',
  },
  results: {
    load: () => import('@/features/results').then((module) => module.ResultsView),
    areas: ['results'],
    loadingLabel: 'player.loadingResults',
  },
};
