// Rendered once at build time (scripts/vite/first-paint.ts) into index.html, so a phone paints the navigation
// bar as soon as the HTML and CSS arrive, before any script has run. The app then renders the very same
// markup in its place (the router's hydrate fallback is this layout), so nothing moves.
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppLayout } from '@/app/layout';
import { NotReadyHostSessionProvider } from '@/lib/host-session';

export function renderStaticShell(): string {
  const router = createMemoryRouter([{ path: '*', element: <AppLayout /> }], { initialEntries: ['/'] });
  return renderToStaticMarkup(
    <NotReadyHostSessionProvider>
      <RouterProvider router={router} />
    </NotReadyHostSessionProvider>,
  );
}
