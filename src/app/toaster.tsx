import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOASTS } from '@/config/app-settings';
import { useMediaQuery } from '@/lib/display/use-media-query';

/** Phones: under Tailwind's `sm` breakpoint, where the page content fills the width under the navigation bar. */
const PHONE_QUERY = '(max-width: 639px)';

/**
 * The app's one toaster (docs/product/texts.md#notifications): top-right, 6000 ms, at most 3 toasts on screen.
 * react-hot-toast keeps up to 20, so the oldest visible ones beyond the limit are dismissed as new ones arrive.
 *
 * On a phone the page's content (the player's title, the meme being scored, the score buttons) fills the
 * screen below the navigation bar, so a toast there would cover what the player is using for 6 seconds after
 * every vote. There the newest toast alone lies over the navigation bar, across the width.
 */
export function AppToaster() {
  const { toasts } = useToasterStore();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const maxVisible = isPhone ? 1 : TOASTS.maxVisible;

  useEffect(() => {
    // The store lists the newest toast first.
    toasts
      .filter((item) => item.visible)
      .slice(maxVisible)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, maxVisible]);

  return (
    <Toaster
      position={isPhone ? 'top-center' : 'top-right'}
      // On wider screens below the sticky navigation bar, so the account control stays reachable.
      containerStyle={isPhone ? { top: 8, left: 8, right: 8 } : { top: 72, right: 16 }}
      toastOptions={{
        duration: TOASTS.durationMs,
        style: {
          background: '#232633',
          color: '#f1f5f9',
          border: '1px solid #2e3242',
          maxWidth: isPhone ? '100%' : 380,
          fontSize: 14,
          ...(isPhone && { padding: '6px 10px' }),
        },
        success: { iconTheme: { primary: '#34d399', secondary: '#101116' } },
        error: { iconTheme: { primary: '#f87171', secondary: '#101116' } },
      }}
    />
  );
}
