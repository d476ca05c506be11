import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/routes';
import { AccountControl } from '@/app/navbar/account-control';
import { ExternalLinkIcon, LogoMark, MenuIcon } from '@/app/navbar/icons';

const siteLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.rules, label: 'Rules' },
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
function SiteLinks({ layout, onNavigate }: { layout: Layout; onNavigate?: () => void }) {
  return (
    <ul className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {siteLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate} className={({ isActive }) => navLinkClasses(layout, isActive)}>
            {link.label}
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
          Community <ExternalLinkIcon />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}

/**
 * The sticky top bar of every page (SPEC.md §2). Under the `sm` breakpoint the site links move into a
 * disclosure menu; the account control stays in the bar at every width.
 */
export function SiteNavbar() {
  const location = useLocation();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the location it was opened at, so any navigation (a link, back, forward) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const closeMenu = () => setOpenAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  // Tabbing out of the bar and its menu closes the menu, so it never hides the focused content.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (menuOpen && next && !event.currentTarget.contains(next)) closeMenu();
  };

  return (
    <header
      ref={headerRef}
      onBlur={onBlur}
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="mr-auto flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-white"
        >
          <LogoMark />
          <span>Meme Arena</span>
        </Link>
        <div className="hidden sm:block">
          <SiteLinks layout="bar" />
        </div>
        <div className="flex min-w-9 items-center justify-end sm:ml-2">
          <AccountControl />
        </div>
        <button
          ref={toggleRef}
          type="button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenAt(menuOpen ? null : location.key)}
          className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-200 hover:bg-surface-raised sm:hidden"
        >
          <MenuIcon open={menuOpen} />
        </button>
      </nav>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-b border-border bg-background px-4 pb-4 pt-2 shadow-2xl shadow-black/50 sm:hidden"
      >
        <SiteLinks layout="menu" onNavigate={closeMenu} />
      </div>
    </header>
  );
}
