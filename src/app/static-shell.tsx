// Rendered once at build time (scripts/vite/first-paint.ts) into index.html, so a phone paints the navigation
// bar as soon as the HTML and CSS arrive, before any script has run. The app then renders the very same
// markup in its place (the router's hydrate fallback is this layout), so nothing moves. It is in English, the
// source language; a page in another language swaps its texts at the first render.
import { i18n } from '@lingui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import english from 'virtual:catalog/en';
import { AppLayout } from '@/app/layout';
import { NotReadyHostSessionProvider } from '@/lib/host-session';

export function renderStaticShell(): string {
  i18n.loadAndActivate({ locale: 'en', messages: english });
  const router = createMemoryRouter([{ path: '*', element: <AppLayout /> }], { initialEntries: ['/'] });
  return renderToStaticMarkup(
    <NotReadyHostSessionProvider>
      <RouterProvider router={router} />
    </NotReadyHostSessionProvider>,
  );
}
