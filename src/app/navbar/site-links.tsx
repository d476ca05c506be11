import { NavLink } from 'react-router';
import { ExternalLinkIcon } from '@/app/navbar/icons';
import { env } from '@/config/env';
import { useT } from '@/i18n/use-t';
import { APP_PATHS } from '@contract/routes.js';

const siteLinks = [
  { to: APP_PATHS.about, label: 'nav.about' },
  { to: APP_PATHS.rules, label: 'nav.rules' },
] as const;

type Layout = 'bar' | 'menu';

const linkClasses: Record<Layout, string> = {
  bar: 'rounded-md px-3 py-2 text-sm font-medium',
  menu: 'flex w-full items-center gap-2 rounded-lg px-3 py-3 text-base font-medium',
};

function navLinkClasses(layout: Layout, isActive: boolean): string {
  const state = isActive ? 'bg-surface-raised text-white' : 'text-slate-300 hover:bg-surface hover:text-white';
  return `${linkClasses[layout]} transition-colors ${state}`;
}

/** About, Rules and the community chat: the same items in the bar (wide screens) and the menu (narrow ones). */
export function SiteLinks({ layout, onNavigate }: { layout: Layout; onNavigate?: () => void }) {
  const t = useT();
  return (
    <ul className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {siteLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate} className={({ isActive }) => navLinkClasses(layout, isActive)}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
      <li>
        <a
          href={env.communityUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
          className={`${navLinkClasses(layout, false)} inline-flex items-center gap-1.5`}
        >
          {/* The space is its own text: an accessible name trims the text of each element it joins. */}
          {t('nav.community')} <ExternalLinkIcon />
          <span className="sr-only">{t('nav.opensInNewTab')}</span>
        </a>
      </li>
    </ul>
  );
}

/**
 * The sticky top bar of every page (docs/product/overview.md#navigation-bar). Under the `sm` breakpoint the site links
 * move into a disclosure menu; the account control stays in the bar at every width.
 */
