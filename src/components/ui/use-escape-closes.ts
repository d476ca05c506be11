import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While a menu or slide-over is open, Escape closes it and puts the focus back on the button that opened it, so the
 * keyboard carries on from where it was.
 */
export function useEscapeCloses(open: boolean, close: () => void, toggleRef: RefObject<HTMLElement | null>) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    toggleRef.current?.focus();
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
