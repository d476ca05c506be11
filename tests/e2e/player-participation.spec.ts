// A player opens their personal link on a phone and uploads real PNG, JPG and GIF files, against the real stack.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { createContest, createOrganizer, expect, fixturePath, test, uniqueName } from './support';
import { delayEntryScript } from './support/slow-network';

/** A fixture as a file payload, so it can be picked together with made-up files. */
const fixtureFile = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(fixturePath(name)) });

// The hidden file input that the visible button opens (it is not exposed to assistive technology).
const picker = (page: Page) => page.locator('input[type="file"]');
const notices = (page: Page) => page.getByRole('alert');
const queue = (page: Page) => page.getByRole('region', { name: 'Ready to upload' });
const ownMemes = (page: Page) => page.getByRole('region', { name: 'Your memes' }).getByRole('listitem');

async function expectImagesLoaded(page: Page, count: number) {
  const images = page.getByRole('region', { name: 'Your memes' }).getByRole('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
}

test(
  'a player uploads PNG, JPG and GIF memes, sees every refusal, and removes one',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    // A whole journey with real uploads: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const organizer = await createOrganizer();
    const username = uniqueName('alice');
    const { contest, players } = await createContest(organizer, {
      name: 'Phone meme cup',
      description: 'Upload your three best memes',
      maxMemesPerPlayer: 3,
      players: [username],
    });
    const [player] = players;

    await page.goto(player!.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Phone meme cup' })).toBeVisible();
    await expect(page.getByText(`Playing as ${username}`)).toBeVisible();
    await expect(page.getByText('Upload your three best memes')).toBeVisible();
    await expect(page.getByText('Participation', { exact: true })).toBeVisible();
    // One control to pick memes for assistive technology too: the visible button, not also the hidden input.
    await expect(page.getByRole('button', { name: 'Choose memes' })).toHaveCount(1);
    const progress = page.getByRole('region', { name: 'Your progress' });
    await expect(progress).toContainText('Memes uploaded0/3');
    await expect(page.getByText('Accepted formats: PNG, JPG, GIF. Max size per file: 3 MB.')).toBeVisible();
    // Nothing is dropped on a phone's touch screen: there the picker says to tap.
    await expect(page.getByText(isMobile ? 'Tap to add your memes' : 'Drop your memes here')).toBeVisible();
    await expect(page.getByText(isMobile ? 'Drop your memes here' : 'Tap to add your memes')).toHaveCount(0);

    // Refused in the browser: a text file, and a file over 3 MB.
    await picker(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a meme') });
    await expect(notices(page)).toHaveText('Only PNG, JPG, GIF files are allowed.');
    await picker(page).setInputFiles(fixturePath('oversize.png'));
    await expect(notices(page)).toHaveText('Files over 3 MB were skipped.');
    await expect(queue(page)).toHaveCount(0);

    // A .png that is not an image: the browser reads its header as the server does, and never queues it (it would
    // show a blank preview, and the server refuses it: tests/api/memes.test.ts). Nothing is stored.
    await picker(page).setInputFiles(fixturePath('not-an-image.png'));
    await expect(notices(page)).toHaveText('Only PNG, JPG, GIF files are allowed.');
    await expect(queue(page)).toHaveCount(0);
    await expect(progress).toContainText('Memes uploaded0/3');

    // One file over the limit: the first three are queued.
    await picker(page).setInputFiles([
      fixtureFile('meme.png', 'image/png'),
      fixtureFile('meme.jpg', 'image/jpeg'),
      fixtureFile('meme.gif', 'image/gif'),
      { ...fixtureFile('meme.png', 'image/png'), name: 'one-too-many.png' },
    ]);
    await expect(notices(page)).toHaveText('You can only add 3 more meme(s) right now.');
    await expect(queue(page).getByRole('listitem')).toHaveCount(3);
    await expect(queue(page)).not.toContainText('one-too-many.png');
    await expect(queue(page)).toContainText(/meme\.png.*KB/);

    await page.getByRole('button', { name: 'Upload now' }).click();
    await expect(page.getByText('Your memes have been uploaded!')).toBeVisible();
    await expect(queue(page)).toHaveCount(0);
    await expect(progress).toContainText('Memes uploaded3/3');
    await expect(ownMemes(page)).toHaveCount(3);
    for (const name of ['meme.png', 'meme.jpg', 'meme.gif'])
      await expect(ownMemes(page).filter({ hasText: name })).toHaveCount(1);
    await expectImagesLoaded(page, 3);

    // At the limit there is nothing to pick or send: the page says the player is done.
    await expect(page.getByRole('heading', { name: 'All your memes are in!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose memes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload now' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove meme.jpg' }).click();
    await expect(page.getByText('Meme removed.')).toBeVisible();
    await expect(ownMemes(page)).toHaveCount(2);
    await expect(progress).toContainText('Memes uploaded2/3');
    // Removing one brings the picker back.
    await expect(page.getByRole('button', { name: 'Choose memes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All your memes are in!' })).toHaveCount(0);

    // The server agrees: two memes, both the player's.
    const stored = await organizer.client.collection('memes').getFullList({
      filter: organizer.client.filter('contest = {:contest}', { contest: contest.id }),
    });
    expect(stored.map((meme) => meme.player)).toEqual([player!.id, player!.id]);

    // After a reload the list comes back from the server.
    await page.reload();
    await expect(ownMemes(page)).toHaveCount(2);
    await expectImagesLoaded(page, 2);
  },
);

test('a player drags memes from their computer onto the page and uploads them', async ({ page }) => {
  const organizer = await createOrganizer();
  const username = uniqueName('dragger');
  const { players } = await createContest(organizer, { name: 'Drag cup', maxMemesPerPlayer: 3, players: [username] });
  await page.goto(players[0]!.link);
  const area = page.getByText('Drop your memes here');
  await expect(area).toBeVisible();

  // What the operating system hands a page on a drop: a DataTransfer carrying files.
  const files = await page.evaluateHandle(
    ([png, gif]) => {
      const transfer = new DataTransfer();
      const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes(png!)], 'dropped.png', { type: 'image/png' }));
      transfer.items.add(new File([bytes(gif!)], 'dropped.gif', { type: 'image/gif' }));
      return transfer;
    },
    [
      readFileSync(fixturePath('meme.png')).toString('base64'),
      readFileSync(fixturePath('meme.gif')).toString('base64'),
    ],
  );
  await area.dispatchEvent('dragenter', { dataTransfer: files });
  await expect(page.getByText('Drop to add them')).toBeVisible();
  await page.getByText('Drop to add them').dispatchEvent('drop', { dataTransfer: files });

  await expect(queue(page).getByText('dropped.png')).toBeVisible();
  await expect(queue(page).getByText('dropped.gif')).toBeVisible();
  await page.getByRole('button', { name: /^Upload/ }).click();
  for (const name of ['dropped.png', 'dropped.gif'])
    await expect(ownMemes(page).filter({ hasText: name })).toHaveCount(1);
  await expectImagesLoaded(page, 2);
});

test("a link opened in participation has its view's code and texts on the way before the app's code arrives, asked once", async ({
  page,
}) => {
  const organizer = await createOrganizer();
  const { players } = await createContest(organizer, { name: 'Early view', players: [uniqueName('ann')] });
  // The participation view's chunk and its English texts, which the player page loads with the phase.
  const files = { view: /\/assets\/participation-[^/]+\.js$/, texts: /\/assets\/en-participation-[^/]+\.js$/ };
  const which = (request: Request) =>
    (Object.keys(files) as (keyof typeof files)[]).find((name) => files[name].test(new URL(request.url()).pathname));
  // index.html adds the texts' preload last.
  const entry = await delayEntryScript(page, (request) => which(request) === 'texts');
  const sent: { name: string; at: number }[] = [];
  page.on('request', (request) => {
    const name = which(request);
    if (name) sent.push({ name, at: Date.now() });
  });

  await page.goto(players[0]!.link);
  await expect(page.getByRole('region', { name: 'Your memes' })).toBeVisible();
  await expect(page.getByText('Choose memes')).toBeVisible();
  for (const name of Object.keys(files)) {
    const times = sent.filter((request) => request.name === name).map((request) => request.at);
    expect(times, name).toHaveLength(1);
    expect(times[0]!, name).toBeLessThan(entry.servedAt());
  }
});
