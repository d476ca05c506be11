// Voting with one thumb, on a phone (390×844, the @phone project) and a desktop (1280×800): everything needed to
// score is on the screen as the page opens, one tap scores a meme and brings the next, the done state says what
// comes next, the meme shows whole, and a failed save stays on its meme with its retry.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { solidPng } from '../../scripts/lib/test-images.mjs';
import {
  advancePhase,
  createContest,
  createContestInPhase,
  createOrganizer,
  expect,
  signInPlayer,
  test,
  uniqueName,
  uploadMeme,
} from './support';

const cardImage = (page: Page) => page.getByRole('img', { name: /^Meme \d+ of \d+$/ });
const scoreButton = (page: Page, score: number) => page.getByRole('button', { name: `Score ${score}`, exact: true });
const progress = (page: Page) => page.getByRole('region', { name: 'Your voting progress' });
const doneHeading = (page: Page) => page.getByRole('heading', { name: 'You scored every meme!' });

/** The meme id inside a PocketBase file URL: /api/files/{collection}/{memeId}/{file}. */
async function shownMemeId(page: Page): Promise<string> {
  const src = await cardImage(page).getAttribute('src');
  const id = src?.match(/\/api\/files\/[^/]+\/([^/]+)\//)?.[1];
  if (!id) throw new Error(`Not a file URL: ${src}`);
  return id;
}

/** The player's votes as the server holds them: the memes of their board they have scored (score above 0). */
async function storedVotes(client: PocketBase, contestId: string): Promise<{ meme: string; score: number }[]> {
  const board = await client.send<{ id: string; score: number }[]>(`/api/contests/${contestId}/vote-board`, {});
  return board.filter((row) => row.score > 0).map((row) => ({ meme: row.id, score: row.score }));
}

/** Fails unless the whole of `locator` is inside the viewport, as the page is (no scrolling). */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${locator} is shown`).not.toBeNull();
  expect(box!.y, `${locator} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x, `${locator} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${locator} ends on the screen`).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width, `${locator} ends on the screen`).toBeLessThanOrEqual(viewport.width);
  return box!;
}

/** Her own PNGs of `width`×`height` for each of `players`' uploads, made on the fly (solid grey, distinct files). */
async function writePngs(sizes: readonly (readonly [number, number])[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vote-shapes-'));
  return Promise.all(
    sizes.map(async ([width, height], index) => {
      const path = join(dir, `shape-${width}x${height}-${index}.png`);
      writeFileSync(path, await solidPng(width, height, 40 + index * 30));
      return path;
    }),
  );
}

test(
  'on opening, the meme and all ten scores are on the screen, without scrolling',
  { tag: '@phone' },
  async ({ page }) => {
    // A contest as people run them: a description of a couple of lines, a voting deadline, a player's long name.
    const { organizer, contest, players } = await createContestInPhase({
      phase: 'vote',
      name: 'Friday Meme Showdown',
      description:
        'Best office meme wins the golden stapler. Keep it kind, keep it funny, and no reposts from last week!',
      players: [uniqueName('shrek_fan_forever'), uniqueName('bob'), uniqueName('carol')],
    });
    await organizer.client
      .collection('contests')
      .update(contest.id, { vote_ends: new Date(Date.now() + 2 * 3_600_000).toISOString() });
    await page.goto(players[0]!.link);
    await expect(page.getByRole('timer')).toContainText('Voting closes in');
    await expect(cardImage(page)).toBeVisible();

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (let score = 1; score <= 10; score += 1) {
      const box = await expectOnScreen(page, scoreButton(page, score));
      expect(Math.min(box.width, box.height), `Score ${score} is a thumb-sized target`).toBeGreaterThanOrEqual(44);
    }
    const meme = await expectOnScreen(page, page.getByRole('button', { name: 'Open this meme full size' }));
    // The meme gets the room the rest leaves: a good part of the screen, not a thumbnail.
    expect(meme.height).toBeGreaterThanOrEqual(page.viewportSize()!.height * 0.4);
    await expectOnScreen(page, page.getByText(/^Meme 1 of \d+$/));
    await expectOnScreen(page, page.getByRole('button', { name: 'Previous meme' }));
    await expectOnScreen(page, page.getByRole('button', { name: 'Next meme' }));
  },
);

test(
  'one tap per meme: each tap stores one vote and brings the next meme, then the done state',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(60_000);
    const { players, memes } = await createContestInPhase({
      phase: 'vote',
      players: ['alice', 'bob', 'carol', 'dave', 'erin'].map((name) => uniqueName(name)),
    });
    const alice = players[0]!;
    const others = memes.filter((meme) => meme.player !== alice.id);
    expect(others).toHaveLength(4);

    await page.goto(alice.link);
    const tapped = new Map<string, number>();
    const scores = [8, 3, 10, 6];
    for (const [index, score] of scores.entries()) {
      // Only taps on the scores: the board moves on by itself.
      await expect(page.getByText(`Meme ${index + 1} of 4`, { exact: true })).toBeVisible();
      await expect(progress(page)).toContainText(`Memes scored${index}/4`);
      const memeId = await shownMemeId(page);
      expect(tapped.has(memeId), 'a new meme each time').toBe(false);
      tapped.set(memeId, score);
      await scoreButton(page, score).click();
    }

    // Every meme scored: the done state says so, and what happens next.
    await expect(doneHeading(page)).toBeVisible();
    await expect(progress(page)).toContainText('Memes scored4/4');
    await expect(page.getByText('The results show up on this page as soon as the organizer opens them.')).toBeVisible();
    // The player's scores at a glance: how many memes got each score, and their top picks, best first.
    for (const [score, count] of [
      [10, 1],
      [8, 1],
      [6, 1],
      [3, 1],
      [1, 0],
    ] as const) {
      await expect(page.getByText(`Score ${score}: ${count} ${count === 1 ? 'meme' : 'memes'}`)).toBeAttached();
    }
    const topPicks = page.getByRole('button', { name: /: your score \d+\. Change it$/ });
    await expect(topPicks).toHaveCount(3);
    await expect(topPicks.first()).toHaveAccessibleName(/your score 10\./);

    // The server holds exactly one vote per meme, with the score tapped on it.
    const client = await signInPlayer(alice);
    const votes = await storedVotes(client, alice.contestId);
    expect(votes).toHaveLength(4);
    expect(Object.fromEntries(votes.map((vote) => [vote.meme, vote.score]))).toEqual(Object.fromEntries(tapped));
    expect([...tapped.keys()].sort()).toEqual(others.map((meme) => meme.id).sort());
  },
);

test(
  'the done state names the voting deadline, opens on a reload, and leads back to change a score',
  { tag: '@phone' },
  async ({ page }) => {
    const { organizer, contest, players, memes } = await createContestInPhase({ phase: 'vote' });
    const alice = players[0]!;
    const others = memes.filter((meme) => meme.player !== alice.id);
    const client = await signInPlayer(alice);
    for (const meme of others) await client.send(`/api/memes/${meme.id}/vote`, { method: 'PUT', body: { score: 5 } });
    const voteEnds = new Date(Date.now() + 3 * 3_600_000);
    await organizer.client.collection('contests').update(contest.id, { vote_ends: voteEnds.toISOString() });

    await page.goto(alice.link);
    await expect(doneHeading(page)).toBeVisible();
    await expect(page.getByText(/^Voting closes .+\. The results show up on this page then/)).toBeVisible();
    await expect(page.getByText(`Score 5: ${others.length} memes`)).toBeAttached();

    // Back to a meme from the strip, a new score, and the done state again.
    await page.getByRole('button', { name: 'Meme 1, scored 5' }).click();
    await expect(page.getByText('Meme 1 of 2', { exact: true })).toBeVisible();
    await expect(scoreButton(page, 5)).toHaveAttribute('aria-pressed', 'true');
    await scoreButton(page, 9).click();
    await expect(page.getByText('Vote updated!')).toBeVisible();
    await expect(doneHeading(page)).toBeVisible();
    await expect(page.getByText('Score 9: 1 meme')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Meme 1, scored 9' })).toBeVisible();
  },
);

test("the meme is shown whole: its rendered shape is the upload's", { tag: '@phone' }, async ({ page }) => {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    players: [uniqueName('alice'), uniqueName('bob'), uniqueName('carol')],
  });
  // A landscape and a portrait meme, neither square.
  const shapes = [
    [600, 400],
    [300, 600],
  ] as const;
  const files = await writePngs(shapes);
  const uploaded = new Map<string, number>();
  for (const [index, file] of files.entries()) {
    const meme = await uploadMeme(players[index + 1]!, file);
    uploaded.set(meme.id, shapes[index]![0] / shapes[index]![1]);
  }
  await uploadMeme(players[0]!, files[0]!);
  await advancePhase(organizer, contest.id);

  await page.goto(players[0]!.link);
  for (let position = 1; position <= 2; position += 1) {
    await expect(page.getByText(`Meme ${position} of 2`, { exact: true })).toBeVisible();
    const image = cardImage(page);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
    const shown = await image.evaluate((img: HTMLImageElement) => {
      // The part of the box the picture is painted in: all of it, unless the picture is contained whole.
      const box = img.getBoundingClientRect();
      const natural = img.naturalWidth / img.naturalHeight;
      let width = box.width;
      let height = box.height;
      if (getComputedStyle(img).objectFit === 'contain') {
        if (width / height > natural) width = height * natural;
        else height = width / natural;
      }
      return { painted: width / height, natural, top: box.top, bottom: box.bottom };
    });
    const upload = uploaded.get(await shownMemeId(page))!;
    expect(shown.natural, 'the image sent is the whole meme').toBeCloseTo(upload, 2);
    expect(shown.painted, 'the meme is painted in its own shape').toBeCloseTo(upload, 2);
    await page.getByRole('button', { name: 'Next meme' }).click();
  }
});

test(
  'a failed save stays on its meme, with its retry in view, and the retry saves and moves on',
  { tag: '@phone' },
  async ({ page }) => {
    const { players } = await createContestInPhase({ phase: 'vote' });
    const alice = players[0]!;
    await page.clock.install();
    let refuse = true;
    await page.route('**/api/memes/*/vote', (route) =>
      refuse
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ status: 503, message: 'Service Unavailable.', data: {} }),
          })
        : route.continue(),
    );
    await page.goto(alice.link);
    await expect(page.getByText('Meme 1 of 2', { exact: true })).toBeVisible();
    const firstMeme = await shownMemeId(page);

    await scoreButton(page, 7).click();
    const notSaved = page.getByRole('alert').filter({ hasText: 'Your score of 7 was not saved.' });
    await expect(notSaved).toBeVisible();
    await expect(page.getByText('Unable to save your vote right now.')).toBeVisible();
    // Long past the beat after a score: still this meme, its retry on the screen as the page is.
    await page.clock.runFor(5_000);
    await expect(page.getByText('Meme 1 of 2', { exact: true })).toBeVisible();
    expect(await shownMemeId(page)).toBe(firstMeme);
    await expectOnScreen(page, notSaved.getByRole('button', { name: 'Try again' }));
    await expect(scoreButton(page, 7)).toHaveAttribute('aria-pressed', 'false');

    refuse = false;
    await notSaved.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Vote saved!')).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByText('Meme 2 of 2', { exact: true })).toBeVisible();
    await expect(notSaved).toHaveCount(0);
    const client = await signInPlayer(alice);
    expect(await storedVotes(client, alice.contestId)).toEqual([{ meme: firstMeme, score: 7 }]);
  },
);
