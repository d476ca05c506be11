// Every route (docs/product/overview.md#screens-and-routes), each screen loaded on demand. Route modules live in
// app/routes/ and are thin: they read params and compose feature components. The build reads this list too
// (scripts/vite/first-paint.ts), to preload the current route's modules and texts from index.html, so it stays free of
// browser-only work.
import type { RouteObject } from 'react-router';
import { AppLayout } from '@/app/layout';
import { RouteError } from '@/app/route-error';
import { SilentLoadingState } from '@/components/ui/spinner';
import type { CatalogArea } from '@/i18n/areas';
import { loadCatalogAreas } from '@/i18n/i18n';
import { APP_PATHS } from '@contract/routes.js';

/**
 * A route loader that holds a screen until the texts of `areas` are loaded in the page's language, so it never shows
 * a text's key (the start loads the site area every screen needs). The build reads `catalogAreas` to preload them.
 * If they cannot be downloaded, the screen's error shows, in the site's texts.
 */
function screenTexts(...areas: CatalogArea[]) {
  return Object.assign(() => loadCatalogAreas(areas).then(() => null), { catalogAreas: areas });
}
const pageTexts = screenTexts('pages');
// The player page loads its phase's texts with the phase's view (src/app/player-phase-views.ts).
const playerTexts = screenTexts('contest');
const organizerTexts = screenTexts('contest', 'participation', 'results', 'organizer', 'season');

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // While the first screen's module loads, the shell (navigation bar) already paints, and the page counts as
    // loading: what waits for the first screen (the toaster, the web app manifest) waits for that screen.
    hydrateFallbackElement: (
      <>
        <AppLayout />
        <SilentLoadingState />
      </>
    ),
    children: [
      {
        // A screen that fails to load or render shows the app's own error inside the layout, navigation included.
        errorElement: <RouteError />,
        children: [
          { path: APP_PATHS.home, lazy: () => import('@/app/routes/landing') },
          { path: APP_PATHS.homeAlias, lazy: () => import('@/app/routes/landing') },
          { path: APP_PATHS.about, loader: pageTexts, lazy: () => import('@/app/routes/about') },
          { path: APP_PATHS.rules, loader: pageTexts, lazy: () => import('@/app/routes/rules') },
          { path: APP_PATHS.login, loader: screenTexts('organizer'), lazy: () => import('@/app/routes/login') },
          {
            // Screens that read server data share one query client; loading it here keeps it out of `/`.
            lazy: () => import('@/app/data-layout'),
            children: [
              { path: APP_PATHS.dashboard, loader: organizerTexts, lazy: () => import('@/app/routes/dashboard') },
              { path: APP_PATHS.contest, loader: organizerTexts, lazy: () => import('@/app/routes/dashboard') },
              { path: APP_PATHS.createContest, loader: organizerTexts, lazy: () => import('@/app/routes/dashboard') },
              { path: APP_PATHS.season, loader: organizerTexts, lazy: () => import('@/app/routes/dashboard') },
              { path: APP_PATHS.player, loader: playerTexts, lazy: () => import('@/app/routes/player') },
              { path: APP_PATHS.join, loader: screenTexts('contest', 'join'), lazy: () => import('@/app/routes/join') },
              {
                path: APP_PATHS.contestAddress,
                loader: screenTexts('contest', 'join'),
                lazy: () => import('@/app/routes/contest-address'),
              },
              {
                path: APP_PATHS.publicResults,
                loader: screenTexts('contest', 'results'),
                lazy: () => import('@/app/routes/public-results'),
              },
              {
                path: APP_PATHS.publicSeason,
                loader: screenTexts('season'),
                lazy: () => import('@/app/routes/public-season'),
              },
            ],
          },
          { path: '*', loader: pageTexts, lazy: () => import('@/app/routes/not-found') },
        ],
      },
    ],
  },
];
