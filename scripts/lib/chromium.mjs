// Debian's Chromium, as the e2e tests and the Lighthouse benchmark launch it (never a downloaded browser).
// Without the background-networking flags Chromium keeps calling out to Google's hosts, which this network refuses.
import { existsSync } from 'node:fs';

/** The full browser: what the Lighthouse benchmark measures, as people's Chrome renders a page. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What Playwright drives in the e2e and release tests: Debian's chromium-headless-shell (the same Chromium build,
 * without the desktop browser around its renderer) when it is installed. It is the headless browser Playwright itself
 * tests with, and on a 2-core machine it costs about half the CPU of the full browser's headless mode for the same
 * tests. Without it, or with CHROMIUM_PATH set, the tests drive that browser instead.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
