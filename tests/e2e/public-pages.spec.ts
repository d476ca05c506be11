// The public site on a phone (390x844) and on a desktop: every public route and the 404 render with the navigation
// bar, the dark background, no sideways scrolling, and an axe-core scan without violations.
import type { Page, TestInfo } from '@playwright/test';
import { createOrganizer, expect, restoreOrganizerSession, test, uniqueName, expectNoAxeViolations } from './support';

const publicPages = [
  { path: '/', heading: 'Host a meme contest in minutes' },
  { path: '/home', heading: 'Host a meme contest in minutes' },
  { path: '/about', heading: 'About Meme Arena' },
  { path: '/rules', heading: 'Contest rules' },
  { path: '/this-page-does-not-exist', heading: 'Page Not Found' },
  { path: '/dashboard/some/deeper/unknown/path', heading: 'Page Not Found' },
] as const;

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

for (const { path, heading } of publicPages) {
  test(`${path} renders with the navigation bar and passes axe`, { tag: '@phone' }, async ({ page }, testInfo) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Meme Arena' })).toHaveAttribute('href', '/');
    // The bar's Login is quiet: a page's own next step is its one primary (brand-coloured) button.
    const login = nav.getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    expect(await login.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgb(124, 58, 237)');
    if (isPhone(testInfo)) {
      await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    } else {
      await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
      await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Rules' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Community (opens in a new tab)' })).toBeVisible();
    }

    const backgrounds = await page.evaluate(() =>
      [document.documentElement, document.body, document.getElementById('root')!].map(
        (element) => getComputedStyle(element).backgroundColor,
      ),
    );
    expect(backgrounds).toEqual(['rgb(16, 17, 22)', 'rgb(16, 17, 22)', 'rgb(16, 17, 22)']);

    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('the landing page explains how it works and leads a visitor to sign in', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');

  const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole('heading')).toHaveText([
    'Create & Invite',
    'Upload Memes',
    'Anonymous Voting',
    'Crown Winners',
  ]);

  await page.getByRole('link', { name: 'Create your first contest' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in organizer sees the avatar and a dashboard call to action', { tag: '@phone' }, async ({ page }) => {
  // A real session: the app renews a stored session with the server and signs out when it is refused.
  await restoreOrganizerSession(page, await createOrganizer(uniqueName('memequeen')));
  await page.goto('/');

  const account = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Your dashboard/ });
  await expect(account).toHaveAttribute('href', '/dashboard');
  await expect(account).toHaveText('m');
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the mobile menu opens, passes axe, navigates and closes', { tag: '@phone' }, async ({ page }, testInfo) => {
  // The toggle exists on narrow screens only: the desktop project checks a narrow window.
  if (!isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The app has replaced index.html's shell, whose identical Menu button has no handler yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Host a meme contest in minutes' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Community (opens in a new tab)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contest rules' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
});

// Desktop project only (no @phone tag): on a phone the links live in the menu, tested above.
test('the desktop bar navigates between the public pages', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Meme Arena' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contest rules' })).toBeVisible();

  await nav.getByRole('link', { name: 'Meme Arena' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Host a meme contest in minutes' })).toBeVisible();
});

test('the FAQ answers open one by one and pass axe when open', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/about');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(6);
  await expect(faq.getByRole('button', { expanded: false })).toHaveCount(6);

  for (const question of await questions.all()) await question.click();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'How much does it cost?' })).toContainText('free');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('the 404 page leads back home', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Host a meme contest in minutes' })).toBeVisible();
});
