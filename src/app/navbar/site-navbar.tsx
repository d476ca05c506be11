import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountCorner } from '@/app/navbar/account-control';
import { LogoMark, MenuIcon } from '@/app/navbar/icons';
import { LanguageSwitcher } from '@/app/navbar/language-switcher';
import { SiteLinks } from '@/app/navbar/site-links';
import { useEscapeCloses } from '@/components/ui/use-escape-closes';
import { useT } from '@/i18n/use-t';
import { APP_PATHS } from '@contract/routes.js';

export function SiteNavbar() {
  const t = useT();
  const location = useLocation();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the location it was opened at, so any navigation (a link, back, forward) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const closeMenu = () => setOpenAt(null);

  useEscapeCloses(menuOpen, closeMenu, toggleRef);
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
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
      {/* Every control fits a 320 px phone in every language: the bar tightens below 400 px, and below 360 px the
          name gives way to the logo (still the link's name for a screen reader), so "Connexion" keeps its room. */}
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-1.5 px-3 min-[400px]:gap-2 min-[400px]:px-4 sm:gap-3 sm:px-6"
      >
        <Link
          to={APP_PATHS.home}
          className="mr-auto flex items-center gap-2 rounded-lg text-base font-bold tracking-tight text-white min-[400px]:text-lg sm:gap-2.5"
        >
          <LogoMark />
          <span className="whitespace-nowrap max-[359px]:sr-only">Meme Arena</span>
        </Link>
        <div className="hidden sm:block">
          <SiteLinks layout="bar" />
        </div>
        {/* In the bar at every width, beside the menu on phones: the menu keeps the site links only. */}
        <LanguageSwitcher />
        <AccountCorner />
        <button
          ref={toggleRef}
          type="button"
          aria-label={t('nav.menu')}
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
