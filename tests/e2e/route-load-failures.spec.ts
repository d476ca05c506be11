// A screen's module that fails to load: on a dropped connection the app shows its own error inside the layout; after
// a redeploy (the old build's modules are gone from the server) the page reloads into the new build by itself.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

// The login screen's module, as Vite names it in the production build: assets/login-<hash>.js.
const LOGIN_MODULE = /\/assets\/login-[\w-]+\.js$/;

/** Opens the landing page and counts the page loads from then on (the first included), reloads too. */
async function openCountingPageLoads(page: Page): Promise<{ count: () => number }> {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.resourceType() === 'document') documents += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { count: () => documents };
}

test('a screen module dropped on the network shows the app error panel, and navigation still works', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(LOGIN_MODULE, (route) => route.abort('internetdisconnected'));

  const navigation = page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "This page couldn't load" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Unable to load this page right now.')).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  await expect(navigation).toBeVisible();

  await navigation.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("This page couldn't load");
});

test('after a redeploy replaced the screen modules, the page reloads into the new build once', async ({ page }) => {
  const pageLoads = await openCountingPageLoads(page);
  // The old build's login module is gone (404), as after a deployment with new hashed names; the reloaded page
  // gets the new build, whose modules are there.
  await page.route(LOGIN_MODULE, (route) =>
    pageLoads.count() <= 1 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the Meme Arena' })).toBeVisible();
  expect(pageLoads.count()).toBe(2);
  await expect(page.getByRole('heading', { name: "This page couldn't load" })).toHaveCount(0);
});

test('a build that stays broken after its one reload shows the error panel instead of reloading again', async ({
  page,
}) => {
  const pageLoads = await openCountingPageLoads(page);
  await page.route(LOGIN_MODULE, (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "This page couldn't load" })).toBeVisible();
  expect(pageLoads.count()).toBe(2);
});
