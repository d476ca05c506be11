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
