import { useEffectEvent, useLayoutEffect } from 'react';
import { SCORE_RANGE } from '@/config/limits';

interface VoteShortcuts {
  enabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onScore: (score: number) => void;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** ← and → move between memes; 1–9 score, 0 scores 10. Not while typing, nor while a dialog is open. */
export function useVoteShortcuts({ enabled, onPrevious, onNext, onScore }: VoteShortcuts): void {
  // The browser can hand over a key press as soon as a new meme is on screen, before React runs the page's effects:
  // a listener re-added by an effect would still move from the meme before. An effect event sees the handlers of
  // what is on screen, and the listener is added with the screen (a layout effect), so no press meets an old one.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!enabled) return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) return;
    if (event.key === 'ArrowLeft') onPrevious();
    else if (event.key === 'ArrowRight') onNext();
    else if (/^[0-9]$/.test(event.key)) onScore(event.key === '0' ? SCORE_RANGE.max : Number(event.key));
    else return;
    event.preventDefault();
  });
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
