// The release as a community runs it: unpacked, started with start.sh, the app and the API on one origin, reached
// directly and through the reverse proxy (each project of playwright.release.config.ts). A person signs in through the
// Discord popup, creates a contest, opens a player link and uploads a meme; and plain HTTP requests check that the app
// is served compressed, cached and with its security headers.
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures', name);

/** Every console error and failed request of the page, so a CSP refusal cannot pass unnoticed. */
function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  return problems;
}

test('sign in, create a contest, open a player link and upload, on the released server', async ({
  page,
  browser,
  releaseUrl,
}) => {
  const problems = watchForProblems(page);
  await page.goto(`${releaseUrl}/login`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Username').fill(`release_host_${Date.now().toString(36)}`);
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((address) => address.pathname === '/dashboard');

  await page.getByRole('button', { name: 'New' }).click();
  await page.getByLabel('Contest name').fill('Release cup');
  await page.getByPlaceholder('Player 1').fill('alice');
  await page.getByRole('button', { name: 'Create contest' }).click();
  await expect(page.getByText('Contest created successfully!')).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const players = page.getByRole('region', { name: /Players/ });
  await players.getByRole('button', { name: 'Copy link for alice' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(`${releaseUrl}/player/`)).toBe(true);

  const phone = await browser.newContext({ ...test.info().project.use, viewport: { width: 390, height: 844 } });
  const playerPage = await phone.newPage();
  const playerProblems = watchForProblems(playerPage);
  await playerPage.goto(link);
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Release cup' })).toBeVisible();
  await playerPage.locator('input[type="file"]').setInputFiles(fixture('meme.png'));
  await playerPage.getByRole('button', { name: 'Upload now' }).click();
  await expect(playerPage.getByText('Your memes have been uploaded!')).toBeVisible();
  const own = playerPage.getByRole('region', { name: 'Your memes' }).getByRole('img').first();
  await expect.poll(() => own.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Live on the organizer's panel, through the realtime connection the CSP allows.
  await expect(page.getByRole('region', { name: 'Memes' }).getByRole('img', { name: 'Meme by alice' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(playerProblems).toEqual([]);
  await phone.close();
});

test('the app is served compressed, cached and with its security headers', async ({ releaseUrl }) => {
  const page = await fetch(`${releaseUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-encoding')).toBe('br');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('vary')).toBe('Accept-Encoding');
  const html = await page.text();
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("'unsafe-inline' 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('referrer-policy')).toBe('no-referrer');

  // The entry script (index.html imports it once the page shell has painted): gzip for a client without brotli,
  // cached for a year; the same bytes as the plain file.
  const entry = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*<script>[^<]*import\("\1"\)/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  const gzipped = await fetch(`${releaseUrl}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers.get('content-encoding')).toBe('gzip');
  expect(gzipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(gzipped.headers.get('content-type')).toContain('text/javascript');
  const plain = await fetch(`${releaseUrl}${entry}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await gzipped.text()).toBe(await plain.text());

  // An app route answers index.html; a missing file 404 (how an open tab learns of a redeploy); an unknown API
  // address stays the API's 404; nothing outside the folder.
  const route = await fetch(`${releaseUrl}/dashboard/anything`);
  expect(route.status).toBe(200);
  expect(await route.text()).toContain('<div id="root">');
  expect((await fetch(`${releaseUrl}/assets/gone-abc123.js`)).status).toBe(404);
  const api = await fetch(`${releaseUrl}/api/nothing-here`);
  expect(api.status).toBe(404);
  expect(api.headers.get('content-type')).toContain('application/json');
  expect((await fetch(`${releaseUrl}/%2e%2e/pb_data/data.db`)).status).toBe(404);
  expect((await fetch(`${releaseUrl}/index.html.br`)).status).toBe(404);

  const health = await fetch(`${releaseUrl}/api/health`);
  expect(health.status).toBe(200);
});
