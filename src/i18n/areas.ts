// Which screens need which texts. Each language keeps one catalog (src/i18n/catalogs/<locale>.json); the build splits
// it by key prefix into these areas (scripts/vite/catalogs.ts), so a page downloads only the texts it can show: the
// home page sends the navigation bar's and its own, not the organizer's panel. docs/i18n.md tells where a new prefix
// goes.

/** Each area and the key prefixes ('voting' for 'voting.saved') it holds. Every prefix is in exactly one area. */
export const CATALOG_AREAS = {
  /** Every page: the navigation bar, shared words, a screen's error, the toasts, the phases' names; the home page. */
  site: ['nav', 'common', 'routeError', 'notify', 'phase', 'landing'],
  /** The about page (with its FAQ), the rules and the page for an unknown address. */
  pages: ['about', 'rules', 'notFound'],
  /**
   * A contest's pages (player page, join page, public results; the organizer's panel shows them too): the player
   * page's own texts, phase badges, deadlines and the server's refusals.
   */
  contest: ['player', 'phaseBadge', 'time', 'server'],
  /**
   * The player page's view of each phase, loaded with the phase (src/app/player-phase-views.ts); the organizer's
   * panel shows the participation texts (a meme's removal) and the results too.
   */
  participation: ['participation'],
  vote: ['voting'],
  results: ['results'],
  /** A season's leaderboard and hall of fame: the public season page and the organizer's season screen. */
  season: ['season'],
  /** The join page. */
  join: ['join'],
  /** The organizer's sign-in and dashboard. */
  organizer: ['login', 'dashboard'],
} as const;

export type CatalogArea = keyof typeof CATALOG_AREAS;

/** The area every page loads before it first renders. */
export const START_AREA: CatalogArea = 'site';

/** The area of a key, from its prefix; undefined for a prefix no area lists. */
export function areaOfKey(key: string): CatalogArea | undefined {
  const prefix = key.split('.')[0];
  return (Object.keys(CATALOG_AREAS) as CatalogArea[]).find((area) =>
    (CATALOG_AREAS[area] as readonly string[]).includes(prefix!),
  );
}
