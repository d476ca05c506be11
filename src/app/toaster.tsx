import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOASTS } from '@/config/limits';

/**
 * The app's one toaster (SPEC.md §9): top-right, 6000 ms, at most 3 toasts on screen. react-hot-toast
 * keeps up to 20, so the oldest visible ones beyond the limit are dismissed as new ones arrive.
 */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest toast first.
    toasts
      .filter((item) => item.visible)
      .slice(TOASTS.maxVisible)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      // Below the sticky navigation bar, so the account control stays reachable.
      containerStyle={{ top: 72, right: 16 }}
      toastOptions={{
        duration: TOASTS.durationMs,
        style: {
          background: '#232633',
          color: '#f1f5f9',
          border: '1px solid #2e3242',
          maxWidth: 380,
          fontSize: 14,
        },
        success: { iconTheme: { primary: '#34d399', secondary: '#101116' } },
        error: { iconTheme: { primary: '#f87171', secondary: '#101116' } },
      }}
    />
  );
}
