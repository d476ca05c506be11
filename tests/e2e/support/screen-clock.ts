// A clock inside the page for benchmarks: when a screen's first screen and all of its rows were in the DOM and
// painted, timed from the start of the navigation, with where the time went (HTML, scripts, API answers, main-thread
// work). Polling from the test (expect's retries, up to every 500 ms, each check a round trip) overstates such times
// by hundreds of milliseconds; this clock checks the DOM after every change the page makes, in the page.
import type { Locator, Page } from '@playwright/test';

/** A condition on the page's DOM, checked after every change (a MutationObserver callback). */
export interface DomCheck {
  /** Look inside the <section> whose aria-label or labelling heading's text starts with this (a region's name). */
  region?: string;
  /** The elements, inside the region or the document; without it, the region (or the body) itself. */
  selector?: string;
  /** How many elements must match; without it, at least one. */
  count?: number;
  /** Which match the text applies to: the first, the last, or any (the default). */
  which?: 'first' | 'last' | 'any';
  /** Text the element's textContent contains. */
  text?: string;
  /** Text the element's textContent is, exactly (ignoring the whitespace around it). */
  exact?: string;
  /** A regular expression (its source) the element's textContent matches. */
  pattern?: string;
}

/** The two moments a screen load is timed to: its first screen, and every row of it. */
export interface ScreenMoments {
  firstScreen: DomCheck[];
  everyRow: DomCheck[];
}

interface Moment {
  /** The DOM first met every check (ms since navigation start). */
  inDom: number;
  /** The frame that shows it was laid out and painted: a message posted from that frame's animation callback. */
  painted: number | null;
}

interface ClockState {
  firstScreen: Moment | null;
  everyRow: Moment | null;
  /** Main-thread tasks over 50 ms (the Long Tasks API), while the clock runs. */
  longTasks: { start: number; duration: number }[];
}

/** A tap timed in the page (timeTap): from the click until the checks hold and that frame is painted. */
interface TapClock {
  clicked: number | null;
  painted: number | null;
}

declare global {
  interface Window {
    __screenClock?: ClockState;
    /** The clock's DOM check, for timeTap. */
    __screenClockHolds?: (check: DomCheck) => boolean;
    __tapClock?: TapClock;
  }
}

/** Runs in the page before its scripts (page.addInitScript): self-contained, no imports. */
function installScreenClock(moments: ScreenMoments) {
  const state: ClockState = { firstScreen: null, everyRow: null, longTasks: [] };
  window.__screenClock = state;

  const regionNamed = (name: string) =>
    Array.from(document.querySelectorAll('section[aria-labelledby], section[aria-label]')).find((section) => {
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      return (section.getAttribute('aria-label') ?? heading?.textContent ?? '').trim().startsWith(name);
    });
  const holds = (check: DomCheck) => {
    const root = check.region === undefined ? document.body : regionNamed(check.region);
    if (!root) return false;
    const matches = check.selector ? Array.from(root.querySelectorAll(check.selector)) : [root];
    if (check.count !== undefined ? matches.length !== check.count : matches.length === 0) return false;
    if (check.text === undefined && check.exact === undefined && check.pattern === undefined) return true;
    const which = check.which ?? 'any';
    const candidates = which === 'first' ? matches.slice(0, 1) : which === 'last' ? matches.slice(-1) : matches;
    return candidates.some((element) => {
      const text = element.textContent ?? '';
      if (check.exact !== undefined && text.trim() !== check.exact) return false;
      if (check.pattern !== undefined && !new RegExp(check.pattern).test(text)) return false;
      return check.text === undefined || text.includes(check.text);
    });
  };

  window.__screenClockHolds = holds;

  const reach = (name: 'firstScreen' | 'everyRow') => {
    const moment: Moment = { inDom: performance.now(), painted: null };
    state[name] = moment;
    requestAnimationFrame(() => {
      // A task posted from the frame's animation callback runs once that frame's style, layout and paint are done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        moment.painted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  };
  const check = () => {
    if (!document.body) return;
    if (!state.firstScreen && moments.firstScreen.every(holds)) reach('firstScreen');
    if (state.firstScreen && !state.everyRow && moments.everyRow.every(holds)) reach('everyRow');
    if (state.everyRow) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: the breakdown goes without it.
  }
}

/** What one load's clock read, in ms since the navigation started. */
export interface ScreenTimes {
  /** The HTML document arrived. */
  html: number;
  /** The last script the page downloaded before its first screen arrived. */
  scriptsLoaded: number;
  /** The page sent its first API request. */
  firstApiCall: number;
  /** The last API answer the first screen waited for arrived (requests sent before the first screen was in the DOM). */
  dataAnswered: number;
  /** Each API call of the load (path: sent → answered). */
  apiCalls: string[];
  firstScreenInDom: number;
  firstScreenPainted: number;
  everyRowInDom: number;
  everyRowPainted: number;
  /** Main-thread time in tasks over 50 ms, from navigation until every row was painted. */
  longTasksMs: number;
  /** The longest such task. */
  longestTaskMs: number;
}

/** Installs the clock in `page`, before it navigates: the checks define the first screen and every row. */
export async function startScreenClock(page: Page, moments: ScreenMoments): Promise<void> {
  await page.addInitScript(installScreenClock, moments);
}

/**
 * Waits until the clock saw every row painted (60 s at most, for a machine busy with other work), then reads it.
 * `apiOrigin` tells the page's API calls apart from its own files.
 */
export async function readScreenClock(page: Page, moments: ScreenMoments, apiOrigin: string): Promise<ScreenTimes> {
  try {
    await page.waitForFunction(() => window.__screenClock?.everyRow?.painted != null, null, {
      timeout: 60_000,
      polling: 100,
    });
  } catch (error) {
    const missing = await page.evaluate((m) => {
      const state = window.__screenClock;
      return { firstScreen: state?.firstScreen != null, everyRow: state?.everyRow != null, moments: m };
    }, moments);
    throw new Error(`The screen clock never saw every row: ${JSON.stringify(missing)}`, { cause: error });
  }
  return page.evaluate((origin) => {
    const state = window.__screenClock!;
    const round = (ms: number) => Math.round(ms);
    const first = state.firstScreen!;
    const every = state.everyRow!;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const beforeFirst = resources.filter((entry) => entry.startTime < first.inDom);
    const scripts = beforeFirst.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const api = resources.filter((entry) => {
      const url = new URL(entry.name);
      return (
        url.origin === origin &&
        url.pathname.startsWith('/api/') &&
        !url.pathname.startsWith('/api/files/') &&
        !url.pathname.startsWith('/api/realtime') &&
        entry.startTime < every.inDom
      );
    });
    const apiBeforeFirst = api.filter((entry) => entry.startTime < first.inDom);
    const tasks = state.longTasks.filter((task) => task.start < (every.painted ?? every.inDom));
    return {
      html: round(navigation?.responseEnd ?? 0),
      scriptsLoaded: round(Math.max(0, ...scripts.map((entry) => entry.responseEnd))),
      firstApiCall: round(Math.min(...api.map((entry) => entry.startTime))),
      dataAnswered: round(Math.max(0, ...apiBeforeFirst.map((entry) => entry.responseEnd))),
      apiCalls: api.map(
        (entry) => `${new URL(entry.name).pathname} ${round(entry.startTime)}→${round(entry.responseEnd)}`,
      ),
      firstScreenInDom: round(first.inDom),
      firstScreenPainted: round(first.painted ?? first.inDom),
      everyRowInDom: round(every.inDom),
      everyRowPainted: round(every.painted ?? every.inDom),
      longTasksMs: round(tasks.reduce((sum, task) => sum + task.duration, 0)),
      longestTaskMs: round(Math.max(0, ...tasks.map((task) => task.duration))),
    };
  }, apiOrigin);
}

/**
 * Taps `button` (on a page whose clock was started) and times, in the page, how long until every check holds and
 * the frame after is painted: ms from the click.
 */
export async function timeTap(page: Page, button: Locator, checks: DomCheck[]): Promise<number> {
  await page.evaluate((all) => {
    const holds = window.__screenClockHolds!;
    const clock: TapClock = { clicked: null, painted: null };
    window.__tapClock = clock;
    document.addEventListener('click', () => (clock.clicked = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (clock.clicked === null || !all.every(holds)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (clock.painted = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, checks);
  await button.click();
  await page.waitForFunction(() => window.__tapClock?.painted != null, null, { timeout: 60_000, polling: 100 });
  return page.evaluate(() => Math.round(window.__tapClock!.painted! - window.__tapClock!.clicked!));
}
