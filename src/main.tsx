import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { showStartFailure } from '@/app/start-failure';
import { activateLocale, startLocale } from '@/i18n/i18n';
import './index.css';

const container = document.getElementById('root')!;

// The language's texts first (their download starts with the route's modules): every text comes from them.
activateLocale(startLocale()).then(
  () => {
    // Tells index.html's inline script that swaps the shell into the page's language (scripts/vite/first-paint.ts,
    // APP_STARTED_ATTRIBUTE) that the app owns #root now: when the parser yields before that script runs, the app
    // may render first, and the script must not then write the shell over it.
    container.setAttribute('data-app-started', '');
    // The first render as a transition: React then works in slices and yields to the browser between them, instead
    // of one long task that blocks input on a slow phone (Lighthouse's total blocking time). The page shell from
    // index.html stays on screen meanwhile.
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  },
  () => showStartFailure(container),
);
