// Sharing the results in one tap, on a phone (390x844) and a desktop (1280x800): the organizer's "Share the results"
// asks once that the page becomes public, then turns sharing on, copies the public link (and hands it to a phone's
// share sheet), and a visitor with no session opens it. Once shared, the tap copies at once. A failed request says
// so and changes nothing.
import type { Page } from '@playwright/test';
import type { ReceivedWebhookMessage } from '../../scripts/discord-sandbox.mjs';
import { createContestInPhase, expect, restoreOrganizerSession, runDeliveryJob, test } from './support';

const CONFIRMATION =
  'Anyone with the link will see the podium, every meme ranked and the players’ names. You can turn it off again in Settings.';

/** A phone's share sheet that keeps what it was handed. */
async function catchShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push({ title: data.title, text: data.text, url: data.url });
        return Promise.resolve();
      },
    });
  });
}

const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

test(
  'one tap makes the results public, copies the link, and a visitor opens it',
  { tag: '@phone' },
  async ({ page, context, browser }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const { contest, organizer } = await createContestInPhase({ phase: 'results', name: 'Tap Cup' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    if (isPhone) await catchShareSheet(page);
    await restoreOrganizerSession(page, organizer);
    await page.goto(`/dashboard/${contest.id}`);
    const link = new URL(`/results/${contest.id}`, page.url()).href;

    // Not public yet: a visitor is told so.
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: 'These results are not shared' })).toBeVisible();

    const header = page.getByRole('main').locator('header');
    await header.getByRole('button', { name: 'Share the results' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Make the results public?' });
    await expect(dialog).toHaveAccessibleDescription(CONFIRMATION);
    await dialog.getByRole('button', { name: 'Make public and copy the link' }).click();

    await expect(page.getByText('The results are public and the link is copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    if (isPhone) {
      expect(await sharedData(page)).toEqual([{ title: 'Tap Cup', text: 'The results of Tap Cup are in!', url: link }]);
    }

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Tap Cup' })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Podium' })).toBeVisible();
    await visitor.close();

    // Shared already: the tap copies (and shares) at once, with no question.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await header.getByRole('button', { name: 'Share the results' }).click();
    await expect(page.getByText('Public results link copied to clipboard.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    if (isPhone) expect(await sharedData(page)).toHaveLength(2);
  },
);

test('with a webhook the link goes to the channel, and the organizer is told; a failed request changes nothing', async ({
  page,
  context,
  stack,
}) => {
  const { contest, organizer } = await createContestInPhase({ phase: 'results', name: 'Webhook Cup' });
  // A webhook of this run's own: the sandbox keeps every test's messages.
  const webhookId = String(
    1_300_000_000_000_000_000n + BigInt(Date.now()) * 1000n + BigInt(test.info().repeatEachIndex),
  );
  await organizer.client.send(`/api/contests/${contest.id}/discord-webhook`, {
    method: 'PUT',
    body: { url: `https://discord.com/api/webhooks/${webhookId}/${'e2e-token_'.repeat(7)}` },
  });
  const postedLinks = async () => {
    await runDeliveryJob();
    const all = (await (await fetch(`${stack.sandboxUrl}/webhooks`)).json()) as ReceivedWebhookMessage[];
    return all.filter((message) => message.webhookId === webhookId).map((message) => message.body.embeds?.[0]?.url);
  };
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  const header = page.getByRole('main').locator('header');

  // The server fails once (a 503): nothing is shared, the organizer is told, and tries again.
  let failures = 1;
  await page.route(`**/api/collections/contests/records/${contest.id}`, async (route) => {
    if (route.request().method() === 'PATCH' && failures-- > 0) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    } else await route.continue();
  });
  await header.getByRole('button', { name: 'Share the results' }).click();
  await page.getByRole('button', { name: 'Make public and copy the link' }).click();
  await expect(
    page.getByText('The results could not be made public: check your connection and try again. Nothing changed.'),
  ).toBeVisible();
  const stored = await organizer.client.collection('contests').getOne(contest.id);
  expect(stored['results_shared']).toBe(false);

  await header.getByRole('button', { name: 'Share the results' }).click();
  await page.getByRole('button', { name: 'Make public and copy the link' }).click();
  await expect(
    page.getByText('The results are public, the link is copied and posted to your Discord channel.'),
  ).toBeVisible();
  expect((await organizer.client.collection('contests').getOne(contest.id))['results_shared']).toBe(true);
  // The server's post of the public link, which the toast announced.
  const link = new URL(`/results/${contest.id}`, page.url()).href;
  await expect.poll(postedLinks, { timeout: 20_000 }).toContain(link);
});
