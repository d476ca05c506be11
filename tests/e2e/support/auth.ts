// Browser-side sign-in helpers: the organizer signs in exactly as a person does, through the login page and the
// Discord sandbox's popup; a player opens their personal link.
import { expect, type BrowserContextOptions, type Page } from '@playwright/test';
import type { Organizer, PlayerHandle } from './api';

/**
 * Signs in as the Discord sandbox user `username` through /login → 'Continue with Discord' → the sandbox popup →
 * 'Authorize', and waits for /dashboard. With `createOrganizer(username)` first, this lands on that account;
 * otherwise the first sign-in creates a new organizer.
 */
export async function signInAsOrganizer(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Continue with Discord' });
  await expect(button).toBeEnabled();
  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign in to Discord (local sandbox)' })).toBeVisible();
  await popup.getByLabel('Username').fill(username);
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Opens the player's personal link (`/player/{id}?token=…`) in the page. */
export async function openPlayerLink(page: Page, player: PlayerHandle): Promise<void> {
  await page.goto(player.link);
}

/** The SDK's auth store key of the organizer client (src/lib/session/pocketbase.ts: HOST_AUTH_STORE_KEY). */
const HOST_AUTH_STORE_KEY = 'pb_users_auth';

/**
 * Puts the organizer's session into the page's storage before its scripts run, as if they had signed in earlier in
 * this browser: a quick alternative to `signInAsOrganizer` when sign-in is not what the test is about. Call it before
 * the first `page.goto`. The session is stored once per tab, so a later logout is not undone by a reload.
 */
export async function restoreOrganizerSession(page: Page, organizer: Organizer): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      const marker = 'e2e:organizer-session-restored';
      if (sessionStorage.getItem(marker)) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem(marker, '1');
    },
    { key: HOST_AUTH_STORE_KEY, value: JSON.stringify({ token: organizer.token, record: organizer.user }) },
  );
}

/**
 * A browser context's storage with the organizer signed in on the app at `appUrl`, for `browser.newContext({
 * storageState })`: the same session as `restoreOrganizerSession`, for a context that opens many pages.
 */
export function organizerStorageState(
  organizer: Organizer,
  appUrl: string,
): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  const value = JSON.stringify({ token: organizer.token, record: organizer.user });
  return {
    cookies: [],
    origins: [{ origin: new URL(appUrl).origin, localStorage: [{ name: HOST_AUTH_STORE_KEY, value }] }],
  };
}
