// Rendered once at build time (scripts/vite/first-paint.ts) into index.html, so a phone paints the navigation
// bar as soon as the HTML and CSS arrive, before any script has run. The app then renders the very same
// markup in its place (the router's hydrate fallback is this layout), so nothing moves. One shell per language: the
// page holds the English one, and the inline script that picks the start language swaps in the visitor's before the
// first paint, so a French visitor never sees the bar in English first.
import { i18n, type Messages } from '@lingui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import de from 'virtual:catalog/de';
import en from 'virtual:catalog/en';
import es from 'virtual:catalog/es';
import fr from 'virtual:catalog/fr';
import ptBR from 'virtual:catalog/pt-BR';
import { AppLayout } from '@/app/layout';
import type { Locale } from '@/i18n/locales';
import { NotReadyHostSessionProvider } from '@/lib/session/host-session';

const CATALOGS: Record<Locale, Messages> = { en, fr, es, de, 'pt-BR': ptBR };

function renderShell(locale: Locale): string {
  i18n.loadAndActivate({ locale, messages: CATALOGS[locale] });
  const router = createMemoryRouter([{ path: '*', element: <AppLayout /> }], { initialEntries: ['/'] });
  return renderToStaticMarkup(
    <NotReadyHostSessionProvider>
      <RouterProvider router={router} />
    </NotReadyHostSessionProvider>,
  );
}

/** The page shell in every language the app speaks. */
export function renderStaticShells(): Record<Locale, string> {
  const shells = {} as Record<Locale, string>;
  for (const locale of Object.keys(CATALOGS) as Locale[]) shells[locale] = renderShell(locale);
  return shells;
}
