// Every route (docs/product/overview.md#screens-and-routes), each screen loaded on demand. Route modules live in
// app/routes/ and are thin:
// they read params and compose feature components. The build reads this list too (scripts/vite/first-paint.ts), to
// preload the current route's modules from index.html, so it stays free of browser-only work.
import type { RouteObject } from 'react-router';
import { paths } from '@/config/routes';
import { AppLayout } from '@/app/layout';
import { RouteError } from '@/app/route-error';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // While the first screen's module loads, the shell (navigation bar) already paints.
    hydrateFallbackElement: <AppLayout />,
    children: [
      {
        // A screen that fails to load or render shows the app's own error inside the layout, navigation included.
        errorElement: <RouteError />,
        children: [
          { path: paths.home, lazy: () => import('@/app/routes/landing') },
          { path: paths.homeAlias, lazy: () => import('@/app/routes/landing') },
          { path: paths.about, lazy: () => import('@/app/routes/about') },
          { path: paths.rules, lazy: () => import('@/app/routes/rules') },
          { path: paths.login, lazy: () => import('@/app/routes/login') },
          {
            // Screens that read server data share one query client; loading it here keeps it out of `/`.
            lazy: () => import('@/app/data-layout'),
            children: [
              { path: paths.dashboard, lazy: () => import('@/app/routes/dashboard') },
              { path: paths.contest, lazy: () => import('@/app/routes/dashboard') },
              { path: paths.createContest, lazy: () => import('@/app/routes/dashboard') },
              { path: paths.player, lazy: () => import('@/app/routes/player') },
              { path: paths.join, lazy: () => import('@/app/routes/join') },
              { path: paths.publicResults, lazy: () => import('@/app/routes/public-results') },
            ],
          },
          { path: '*', lazy: () => import('@/app/routes/not-found') },
        ],
      },
    ],
  },
];
