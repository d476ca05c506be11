// Result cards, on a phone (390x844) and a desktop (1280x800): "Save image" makes a PNG of the podium and of a
// player's own card in the browser. A desktop downloads it; a phone that can share files hands it to the share sheet.
// The bytes must be a PNG of the card's size, drawn from the meme images served by PocketBase on another port (a
// tainted canvas would refuse to make one).
import type { Page } from '@playwright/test';
import { advancePhase, castVote, createContest, createOrganizer, expect, test, uploadMeme } from './support';

/**
 * Four players in results, each meme scored by the three others: Ann's 9, 9, 10 (crowd favourite), Ben's 2, 10, 6
 * (most divisive), Cleo's 7, 7, 7 (most consistent), Dan's 5, 6, 4.
 */
async function contestInResults() {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    name: 'Friday Meme Showdown',
    players: ['ann_the_bold', 'ben', 'cleo', 'dan'],
  });
  const memes = [];
  for (const [index, player] of players.entries()) {
    memes.push(await uploadMeme(player, ['meme.jpg', 'meme.png', 'meme.gif', 'meme.png'][index]!));
  }
  await advancePhase(organizer, contest.id);
  const scores = [
    [9, 9, 10],
    [2, 10, 6],
    [7, 7, 7],
    [5, 6, 4],
  ];
  for (const [index, meme] of memes.entries()) {
    const voters = players.filter((_, voter) => voter !== index);
    for (const [turn, voter] of voters.entries()) await castVote(voter, meme.id, scores[index]![turn]!);
  }
  await advancePhase(organizer, contest.id);
  return { organizer, contest, players };
}

/** A PNG's signature and its IHDR's width and height. */
function pngSize(bytes: Buffer) {
  return {
    signature: [...bytes.subarray(0, 8)],
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A phone that can share files: the share sheet's files are kept on the page, as bytes. */
async function shareSheetCatchingFiles(page: Page) {
  await page.addInitScript(() => {
    const shared: Array<{ name: string; type: string; dataUrl: string }> = [];
    (window as unknown as { sharedFiles: typeof shared }).sharedFiles = shared;
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data: ShareData) => Boolean(data.files?.length),
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        for (const file of data.files ?? []) {
          const dataUrl = await new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as string);
            reader.readAsDataURL(file);
          });
          shared.push({ name: file.name, type: file.type, dataUrl });
        }
      },
    });
  });
}

/** Taps a card's "Save image" and answers the PNG it made: the download on a desktop, the shared file on a phone. */
async function saveImage(page: Page, card: string, isPhone: boolean) {
  const button = page
    .getByRole('region', { name: 'Result cards' })
    .getByRole('button', { name: `Save image: ${card}` });
  if (isPhone) {
    const before = await page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles.length);
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles.length))
      .toBe(before + 1);
    const file = await page.evaluate(
      (index) =>
        (window as unknown as { sharedFiles: Array<{ name: string; type: string; dataUrl: string }> }).sharedFiles[
          index
        ]!,
      before,
    );
    expect(file.type).toBe('image/png');
    return { name: file.name, bytes: Buffer.from(file.dataUrl.split(',')[1]!, 'base64') };
  }
  const download = page.waitForEvent('download');
  await button.click();
  const saved = await download;
  const path = await saved.path();
  const { readFileSync } = await import('node:fs');
  return { name: saved.suggestedFilename(), bytes: readFileSync(path) };
}

test(
  '"Save image" makes a PNG of the podium and of the player’s own card',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const { players } = await contestInResults();
    const isPhone = testInfo.project.name === 'phone';
    if (isPhone) await shareSheetCatchingFiles(page);

    await page.goto(players[0]!.link);
    const cards = page.getByRole('region', { name: 'Result cards' });
    await expect(cards).toBeVisible();

    const own = await saveImage(page, 'Your card', isPhone);
    expect(own.name).toBe('friday-meme-showdown-ann-the-bold.png');
    expect(pngSize(own.bytes)).toEqual({ signature: PNG_SIGNATURE, width: 1080, height: 1350 });
    // The saved card is shown back, and the page says where it went.
    await expect(cards.getByRole('img', { name: 'Your card, as saved' })).toBeVisible();
    await expect(cards.getByRole('status')).toHaveText(
      isPhone ? 'Image shared.' : 'Image saved: find it in your downloads.',
    );

    const podium = await saveImage(page, 'The podium', isPhone);
    expect(podium.name).toBe('friday-meme-showdown-podium.png');
    expect(pngSize(podium.bytes)).toEqual({ signature: PNG_SIGNATURE, width: 1200, height: 1000 });
    await expect(cards.getByRole('img', { name: 'The podium, as saved' })).toBeVisible();
  },
);

test('a card that cannot be made says so, and the next tap makes it', async ({ page }) => {
  const { players } = await contestInResults();
  await page.goto(players[1]!.link);
  const cards = page.getByRole('region', { name: 'Result cards' });
  // The card's answer fails once with a server error.
  let failures = 1;
  await page.route('**/api/contests/*/card', async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 503, body: '{}' });
    else await route.continue();
  });
  await cards.getByRole('button', { name: 'Save image: Your card' }).click();
  await expect(cards.getByRole('alert')).toHaveText(
    'The image could not be made: check your connection and try again.',
  );

  const download = page.waitForEvent('download');
  await cards.getByRole('button', { name: 'Save image: Your card' }).click();
  expect((await download).suggestedFilename()).toBe('friday-meme-showdown-ben.png');
  await expect(cards.getByRole('alert')).toHaveCount(0);
});
