import { Link } from 'react-router';
import { Avatar, avatarFallbackText } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { THUMBS } from '@/config/app-settings';
import { useT } from '@/i18n/use-t';
import { fileUrl } from '@/lib/data/files';
import { useHostSession } from '@/lib/session/host-session';
import { APP_PATHS } from '@contract/routes.js';

/**
 * The account corner of the navigation bar (docs/product/overview.md#navigation-bar), with the room of its widest
 * content, the Login button, kept whatever it shows. index.html paints the bar before anyone knows who is signed in
 * (src/app/static-shell.tsx), with nothing in the corner; without the kept room, the bar's other controls (the site
 * links, the language) jumped aside as Login came in, and a click aimed at one could land beside it. The avatar,
 * narrower, sits in its middle on a phone (between the language and the menu) and at its right edge on a wider
 * screen, where the bar ends.
 */
export function AccountCorner() {
  const t = useT();
  return (
    <div className="grid items-center justify-items-center sm:ml-2 sm:justify-items-end">
      <span aria-hidden="true" className={`invisible [grid-area:1/1] ${buttonClasses('secondary', 'sm')}`}>
        {t('nav.login')}
      </span>
      <div className="flex [grid-area:1/1]">
        <AccountControl />
      </div>
    </div>
  );
}

/**
 * What the account corner shows: nothing until the session is known, a Login button when signed out, the
 * organizer's avatar linking to the dashboard when signed in.
 */
function AccountControl() {
  const t = useT();
  const { ready, user } = useHostSession();
  if (!ready) return null;

  if (!user) {
    return (
      // Quiet: a page's own next step (create a contest, host your own) is its one primary button.
      <Link to={APP_PATHS.login} className={buttonClasses('secondary', 'sm')}>
        {t('nav.login')}
      </Link>
    );
  }

  const displayName = user.username?.trim() || user.name?.trim();
  const label = displayName ? t('nav.dashboardSignedIn', { name: displayName }) : t('nav.dashboard');
  // Only ask for a URL when there is a picture: a missing avatar is normal, not an unresolvable file.
  const avatarUrl = user.avatar ? fileUrl(user, user.avatar, THUMBS.avatar) : undefined;

  return (
    <Link
      to={APP_PATHS.dashboard}
      aria-label={label}
      title={label}
      className="inline-flex rounded-full transition-opacity hover:opacity-90"
    >
      <Avatar key={avatarUrl} src={avatarUrl} fallback={avatarFallbackText(user.username, user.name)} />
    </Link>
  );
}
