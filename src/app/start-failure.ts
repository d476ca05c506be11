// What the page shows when the app cannot start: its texts failed to download (a phone that lost its connection
// between the page and its first scripts). Without its texts the app has no words to speak, so this panel is plain
// English, the source language, built without React (which renders nothing before the texts are there), in place of
// the page shell in #root. It looks like a screen's error panel.
import { buttonClasses } from '@/components/ui/button';

/** The start-failure panel's texts, in English: no catalog is there to translate them. */
export const START_FAILURE_TEXTS = {
  // eslint-disable-next-line meme-arena/no-untranslated-text -- shown when no catalog could be loaded
  title: 'Meme Arena could not load',
  help: 'Check your connection, then try again.',
  retry: 'Try again',
};

export function showStartFailure(root: HTMLElement): void {
  root.innerHTML =
    `<main class="mx-auto w-full max-w-2xl px-4 py-8"><section role="alert" class="rounded-xl border ` +
    `border-red-500/40 bg-red-500/10 p-5 text-center"><h1 class="text-lg font-semibold text-slate-100">` +
    `${START_FAILURE_TEXTS.title}</h1><p class="mt-2 text-sm text-muted">${START_FAILURE_TEXTS.help}</p>` +
    `<button type="button" class="${buttonClasses('primary', 'md', 'mt-4')}">${START_FAILURE_TEXTS.retry}</button>` +
    `</section></main>`;
  // A module that failed to download stays failed until the page loads again.
  root.querySelector('button')!.onclick = () => window.location.reload();
  document.documentElement.lang = 'en';
}
