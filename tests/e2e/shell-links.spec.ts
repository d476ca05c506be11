// The links of the page shell, which index.html paints before the app has started (scripts/vite/first-paint.ts):
// a click on one is never lost while the app starts and renders the same bar in the shell's place, and nothing in
// the bar moves when it does.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support';

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Holds back the first request `matches` accepts until `release()` (later ones, such as the next page's, pass);
 * `requested` resolves once it has been asked for.
 */
async function holdFirstRequest(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  let held = false;
  await page.route(
    (url) => matches(url),
    async (route: Route) => {
      if (held) return route.continue();
      held = true;
      asked();
      await released;
      await route.continue();
    },
  );
  return { release, requested };
}

const holdEntryScript = (page: Page) => holdFirstRequest(page, (url) => ENTRY_SCRIPT.test(url.pathname));
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Resolves once the app has rendered in the shell's place (the shell's nodes have left #root). Told by the page
 * itself: while the browser waits for the next page, Playwright cannot read the current one.
 */
async function watchShellReplacement(page: Page): Promise<{ replaced: Promise<void> }> {
  let done!: () => void;
  const replaced = new Promise<void>((resolve) => (done = resolve));
  await page.exposeFunction('appReplacedShell', () => done());
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      const shell = root.firstElementChild;
      const observer = new MutationObserver(() => {
        if (shell?.isConnected) return;
        observer.disconnect();
        (window as unknown as { appReplacedShell: () => void }).appReplacedShell();
      });
      observer.observe(root, { childList: true });
    });
  });
  return { replaced };
}

/**
 * Opens the landing page with the app held back, presses the mouse button on the shell's About link, and lets the app
 * start and replace the shell while the button is down. Returns where it pressed.
 */
async function pressAboutWhileAppStarts(page: Page): Promise<{ x: number; y: number }> {
  const entry = await holdEntryScript(page);
  const shell = await watchShellReplacement(page);
  await page.goto('/', { waitUntil: 'commit' });
  await entry.requested;
  const box = await mainNavigation(page).getByRole('link', { name: 'About' }).boundingBox();
  if (!box) throw new Error('the shell has no About link on screen');
  const pressed = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await page.mouse.move(pressed.x, pressed.y);
  await page.mouse.down();
  entry.release();
  await shell.replaced;
  return pressed;
}

// Desktop only: a finger's tap is one gesture that the browser aims when the finger lifts, at the app's link by
// then; a mouse button pressed on the shell's link and released on the app's does not make a click by itself.
test('a click pressed on the shell and released once the app has replaced it opens the page', async ({ page }) => {
  await pressAboutWhileAppStarts(page);
  await page.mouse.up();

  await expect(page.getByRole('heading', { level: 1, name: 'About Meme Arena' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

test('a press on the shell released away from its link still opens nothing', async ({ page }) => {
  const pressed = await pressAboutWhileAppStarts(page);
  await page.mouse.move(pressed.x, pressed.y + 300);
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1, name: 'Host a meme contest in minutes' })).toBeVisible();

  // Had the press opened About, Back would return there from the next page.
  await mainNavigation(page).getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contest rules' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Host a meme contest in minutes' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a click on the shell before the app starts opens the page, even when the app starts first', async ({ page }) => {
  const entry = await holdEntryScript(page);
  const aboutPage = await holdFirstRequest(page, (url) => url.pathname === '/about');
  const shell = await watchShellReplacement(page);
  await page.goto('/', { waitUntil: 'commit' });
  await entry.requested;

  await mainNavigation(page).getByRole('link', { name: 'About' }).click({ noWaitAfter: true });
  await aboutPage.requested;
  // The app starts (its router writes the history entry) while the browser waits for the About page.
  entry.release();
  await shell.replaced;
  aboutPage.release();

  await expect(page.getByRole('heading', { level: 1, name: 'About Meme Arena' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

/** Where each control of the main bar is, by its accessible name. */
async function barPositions(page: Page): Promise<Record<string, { x: number; width: number }>> {
  const controls = mainNavigation(page).locator('a[href], button, select').filter({ visible: true });
  const positions: Record<string, { x: number; width: number }> = {};
  for (const control of await controls.all()) {
    const name =
      (await control.evaluate((element) => element.tagName)) === 'SELECT'
        ? 'language'
        : ((await control.getAttribute('aria-label')) ?? (await control.innerText()).trim());
    const box = await control.boundingBox();
    if (box) positions[name] = { x: Math.round(box.x), width: Math.round(box.width) };
  }
  return positions;
}

test(
  "nothing in the bar moves when the app takes the shell's place and the Login button comes in",
  { tag: '@phone' },
  async ({ page }) => {
    const entry = await holdEntryScript(page);
    const shell = await watchShellReplacement(page);
    await page.goto('/', { waitUntil: 'commit' });
    await entry.requested;
    await expect(mainNavigation(page).getByRole('link', { name: 'Meme Arena' })).toBeVisible();
    const painted = await barPositions(page);

    entry.release();
    await shell.replaced;
    await expect(mainNavigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
    const started = await barPositions(page);

    // Every control the shell painted is where it was; Login came into room kept for it.
    expect(Object.keys(painted)).toEqual(expect.arrayContaining(['Meme Arena', 'language']));
    for (const [name, position] of Object.entries(painted)) expect(started[name], name).toEqual(position);
  },
);
