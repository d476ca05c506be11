// No page scrolls sideways on a small phone, in any language or phase, long names included: every screen a person can
// reach, in each of the five languages, at 320 px (the narrowest phone in use) and 390 px. A page that does not scroll
// sideways may still cut a control off behind `overflow: hidden`, so every visible control must also lie within the
// screen's width.
import type { Page } from '@playwright/test';
import locales from '../../contract/locales.json' with { type: 'json' };
import { openJoinLink } from '../../scripts/lib/contest-setup.mjs';
import {
  createContest,
  createContestInPhase,
  createOrganizer,
  expect,
  restoreOrganizerSession,
  test,
  type Organizer,
  type PlayerHandle,
  uniqueName,
} from './support';

test.describe.configure({ timeout: 240_000 });

const WIDTHS = [320, 390];
// Long names as people type them: a contest name of long words, and a player name with no space to break at.
const LONG_CONTEST = 'Unbelievably extraordinary championship of the superlative memeconnoisseurs';
const LONG_PLAYER = (n: number) => `xX_TheUnstoppableMemeLord${n}_Xx_2026`;
const LONG_SEASON = 'Incomprehensibilities of the autumnal memeconnoisseurs league';

/** What sticks out of the screen's width: the page's own sideways scroll, and each visible control past its edge. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const pageScroll = document.documentElement.scrollWidth - width;
    // A control inside a container meant to scroll sideways (a strip of thumbnails) is reachable by scrolling it.
    const inScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && node.scrollWidth > node.clientWidth) {
          return true;
        }
      }
      return false;
    };
    const cut = [...document.querySelectorAll('button, a[href], input, select, textarea, h1, h2, h3, [role="timer"]')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        return (box.left < -1 || box.right > width + 1) && !inScroller(element);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.left)}–${Math.round(box.right)}`;
      });
    return { pageScroll, cut };
  });
}

/** Moves the app to `path` as a link inside it would, and waits until the router shows that address. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

interface Screen {
  name: string;
  /** The screen's address in the app (path and query). */
  path: string;
}

/** Three contests (one per phase) of one organizer, long names everywhere, and the addresses of every screen. */
async function screensOf(organizer: Organizer): Promise<{ visitorScreens: Screen[]; organizerScreens: Screen[] }> {
  const participation = await createContest(organizer, {
    name: LONG_CONTEST,
    description: 'A description long enough to wrap over several lines on the narrowest phone people still use.',
    players: [LONG_PLAYER(1), LONG_PLAYER(2), 'ann'],
  });
  const vote = await createContestInPhase({
    phase: 'vote',
    organizer,
    name: `${LONG_CONTEST} (vote)`,
    players: [LONG_PLAYER(3), LONG_PLAYER(4), 'bob'],
  });
  const results = await createContestInPhase({
    phase: 'results',
    organizer,
    name: `${LONG_CONTEST} (results)`,
    players: [LONG_PLAYER(5), LONG_PLAYER(6), 'cat'],
  });
  // A shared season with a long name holds the contest in results: its player sees their season line, and the
  // season has its public page and its organizer's screen.
  const season = await organizer.client
    .collection('seasons')
    .create({ user: organizer.user.id, name: LONG_SEASON, shared: true });
  await organizer.client.collection('contests').update(results.contest.id, { results_shared: true, season: season.id });
  const secret = await openJoinLink(organizer.client, participation.contest.id);
  const player = (handle: { players: PlayerHandle[] }) => handle.players[0]!;
  const at = (path: string) => path;
  const linkOf = (handle: { players: PlayerHandle[] }) => {
    const link = new URL(player(handle).link);
    return `${link.pathname}${link.search}`;
  };
  // What a visitor, a joining member or a player sees: no organizer session in their browser.
  const visitorScreens: Screen[] = [
    { name: 'landing', path: at('/') },
    { name: 'about', path: at('/about') },
    { name: 'rules', path: at('/rules') },
    { name: 'login', path: at('/login') },
    { name: 'not found', path: at('/no-such-page') },
    { name: 'public results', path: at(`/results/${results.contest.id}`) },
    { name: 'public season', path: at(`/seasons/${season.id}`) },
    { name: 'public season, not shared', path: at('/seasons/nosuchseason000') },
    { name: 'join', path: at(`/join/${participation.contest.id}/${secret}`) },
    // The contest address, before this browser holds any player: joining open, closed, and an unknown contest.
    { name: 'contest address, joining open', path: at(`/c/${participation.contest.id}`) },
    { name: 'contest address, get back in', path: at(`/c/${vote.contest.id}`) },
    { name: 'contest address, unknown', path: at('/c/nosuchcontest00') },
    { name: 'player in participation', path: linkOf(participation) },
    { name: 'player in vote', path: linkOf(vote) },
    { name: 'player in results', path: linkOf(results) },
  ];
  const organizerScreens: Screen[] = [
    { name: 'landing, signed in', path: at('/') },
    { name: 'dashboard', path: at('/dashboard') },
    { name: 'create contest', path: at('/create-contest') },
    { name: 'panel in participation', path: at(`/dashboard/${participation.contest.id}`) },
    { name: 'panel in vote', path: at(`/dashboard/${vote.contest.id}`) },
    { name: 'panel in results', path: at(`/dashboard/${results.contest.id}`) },
    { name: 'season screen', path: at(`/dashboard/seasons/${season.id}`) },
  ];
  return { visitorScreens, organizerScreens };
}

for (const locale of locales.locales) {
  test(
    `no screen scrolls sideways at 320 and 390 px in ${locale}`,
    { tag: '@phone-only' },
    async ({ browser, stack }) => {
      const organizer = await createOrganizer(uniqueName('long_named_organizer'));
      const { visitorScreens, organizerScreens } = await screensOf(organizer);
      const found: string[] = [];
      for (const [screens, signedIn] of [
        [visitorScreens, false],
        [organizerScreens, true],
      ] as const) {
        // One load of the app per browser, then each screen reached inside it, as a person moves from page to page
        // (a router navigation, the same as following a link): the layout is the same as a fresh load's.
        const context = await browser.newContext({
          baseURL: stack.appUrl,
          isMobile: true,
          hasTouch: true,
          viewport: { width: WIDTHS[0]!, height: 640 },
        });
        await context.addInitScript((language) => localStorage.setItem('meme-arena:language', language), locale);
        const page = await context.newPage();
        if (signedIn) await restoreOrganizerSession(page, organizer);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const screen of screens) {
          await page.setViewportSize({ width: WIDTHS[0]!, height: 640 });
          await navigateInApp(page, screen.path);
          // The screen's content is in: its main heading, and no loading state left.
          await expect(page.getByRole('main').getByRole('heading').first(), screen.name).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
            const { pageScroll, cut } = await overflowOf(page);
            if (pageScroll > 0) found.push(`${screen.name} at ${width} px scrolls ${pageScroll} px sideways`);
            for (const control of cut) found.push(`${screen.name} at ${width} px cuts off ${control}`);
          }
        }
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );
}
