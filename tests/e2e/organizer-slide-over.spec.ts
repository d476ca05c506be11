// The dashboard on a 390px phone: the contest list is a slide-over toggled by 'Show contests' / 'Hide contests'
// that closes once the organizer picks a contest.
import {
  createContest,
  createOrganizer,
  expect,
  restoreOrganizerSession,
  test,
  expectNoAxeViolations,
} from './support';

test(
  'the contest list is a slide-over on a narrow screen and closes after navigating',
  // On the phone project only (390×844, touch): a narrow screen is what it is about.
  { tag: '@phone-only' },
  async ({ page }) => {
    const organizer = await createOrganizer();
    await createContest(organizer, { name: 'Pocket contest', players: ['gina'] });
    await restoreOrganizerSession(page, organizer);
    await page.goto('/dashboard');

    const sidebar = page.getByRole('navigation', { name: 'Your contests' });
    const toggle = page.getByRole('button', { name: 'Show contests' });
    await expect(toggle).toBeVisible();
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide contests' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', { name: 'Hide contests' }).click();
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Show contests' }).click();
    await sidebar.getByRole('link', { name: /Pocket contest/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/[a-z0-9]{15}$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show contests' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pocket contest' })).toBeVisible();

    // Escape closes it too, and the panel fits the screen without sideways scrolling.
    await page.getByRole('button', { name: 'Show contests' }).click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await expectNoAxeViolations(page);
  },
);
