import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteNavbar } from '@/app/navbar/site-navbar';
import { linkWebAppManifest } from '@/app/web-app-manifest';
import { SilentLoadingState } from '@/components/ui/spinner';
import { onFirstToast, toastWasRaised } from '@/first-paint/first-toast';
import { whenIdleAfterLoad } from '@/first-paint/use-first-screen-first';
import { useT } from '@/i18n/use-t';

// The toaster and its styling library load when the first toast is raised, or once the page has loaded and the
// browser is idle, outside every screen's first download and after what the first screen shows. Toasts raised
// before it arrives wait in react-hot-toast's store and show as soon as it mounts.
// If its module cannot load (the connection dropped), the page goes on without toasts rather than failing whole.
const AppToaster = lazy<ComponentType>(() =>
  import('@/app/toaster').then(
    (module) => ({ default: module.AppToaster }),
    () => ({ default: () => null }),
  ),
);

function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(toastWasRaised);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stopWaitingForToast = onFirstToast(want);
    const stopWaitingForIdle = whenIdleAfterLoad(want);
    return () => {
      stopWaitingForToast();
      stopWaitingForIdle();
    };
  }, [wanted]);
  return wanted;
}

/** The shell of every page: skip link, sticky navigation bar, the routed screen and the toaster. */
export function AppLayout() {
  const t = useT();
  const toasterWanted = useToasterWanted();
  useEffect(() => whenIdleAfterLoad(linkWebAppManifest), []);
  return (
    <div className="flex min-h-screen flex-col bg-background text-slate-100">
      <a
        href="#content"
        onClick={(event) => {
          // Moves focus itself: a hash navigation would go through the router and leave focus behind.
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteNavbar />
      <div id="content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<SilentLoadingState />}>
          <Outlet />
        </Suspense>
      </div>
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      {/* New pages start at the top; back and forward restore where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
