// A screen's cost in PocketBase requests does not depend on the size of the contest: the organizer's contest panel
// and the player page, in each phase, send as many API calls for 60 players as for 5 (no request per row).
// Both contests belong to one organizer and are filled through the API; every player uploads memes and, in the
// vote phase, scores every meme that is not their own, as on a contest night.
//
// A room of 300 (issue: rooms of 300), outside CI for its 3 minutes of set-up:
//   REQUEST_COUNTS_PLAYERS=300 REQUEST_COUNTS_MEMES=3 npx playwright test tests/e2e/request-counts.spec.ts
// There each player scores a share of VOTE_SHARE memes (every meme gets votes) and the measured player all of them.
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import type { MemeRecord } from '../../src/lib/records';
import {
  addPlayer,
  advancePhase,
  createContest,
  createOrganizer,
  e2eStack,
  expect,
  fixturePath,
  MEME_FIXTURES,
  organizerStorageState,
  sendVote,
  signInPlayer,
  test,
  type ContestHandle,
  type Organizer,
  type PlayerHandle,
} from './support';
import { countPocketBaseRequests, type RequestCounts } from './support/request-counter';

const SIZES = { small: 5, large: Number(process.env.REQUEST_COUNTS_PLAYERS ?? 60) } as const;
type Size = keyof typeof SIZES;
const MEMES_PER_PLAYER = Number(process.env.REQUEST_COUNTS_MEMES ?? 2);
/** Past this many memes to score, each player scores a share of this size rather than every meme. */
const VOTE_SHARE = 120;
/** Requests in flight at once while filling the contests: enough to be quick, few enough for a small machine. */
const SEED_CONCURRENCY = 8;
const VIEWPORT = { width: 1280, height: 800 };

interface SeededContest extends ContestHandle {
  size: Size;
  playerClients: PocketBase[];
  memes: MemeRecord[];
  /** The last player in the dashboard's order (by username), whose row and page the test opens. */
  lastPlayer: PlayerHandle;
}

/** Runs `work` on every item with at most `limit` running at once; results keep the items' order. */
async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const MIME_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif' };
const fixtureFiles = MEME_FIXTURES.map((name) => {
  const path = fixturePath(name);
  return {
    name: basename(path),
    bytes: readFileSync(path),
    type: MIME_TYPES[extname(path)] ?? 'application/octet-stream',
  };
});

async function seedContest(organizer: Organizer, size: Size): Promise<SeededContest> {
  const count = SIZES[size];
  const handle = await createContest(organizer, { name: `Request count ${size}`, maxMemesPerPlayer: MEMES_PER_PLAYER });
  const usernames = Array.from({ length: count }, (_, i) => `${size}_player_${String(i + 1).padStart(2, '0')}`);
  const players = await inParallel(usernames, SEED_CONCURRENCY, (username) =>
    addPlayer(organizer, handle.contest.id, username),
  );
  const playerClients = await inParallel(players, SEED_CONCURRENCY, (player) => signInPlayer(player));
  const uploads = players.flatMap((player, p) => Array.from({ length: MEMES_PER_PLAYER }, (_, m) => ({ p, m })));
  const memes = await inParallel(uploads, SEED_CONCURRENCY, ({ p, m }) => {
    const fixture = fixtureFiles[(p + m) % fixtureFiles.length]!;
    const player = players[p]!;
    return playerClients[p]!.collection('memes').create<MemeRecord>({
      contest: player.contestId,
      player: player.id,
      media: new File([fixture.bytes], fixture.name, { type: fixture.type }),
    });
  });
  return { ...handle, players, size, playerClients, memes, lastPlayer: players[players.length - 1]! };
}

/**
 * Every player scores every meme that is not their own (the contest must be in the vote phase); in a room with more
 * than VOTE_SHARE memes to score, each scores the VOTE_SHARE that follow their own (so every meme gets votes), and
 * the measured player scores all of theirs.
 */
async function voteAsOnAContestNight(seeded: SeededContest): Promise<number> {
  const { memes } = seeded;
  const shareOf = (p: number) =>
    votableCount(seeded) <= VOTE_SHARE || seeded.players[p] === seeded.lastPlayer
      ? memes.filter((meme) => meme.player !== seeded.players[p]!.id)
      : Array.from({ length: VOTE_SHARE }, (_, k) => memes[(MEMES_PER_PLAYER * (p + 1) + k) % memes.length]!);
  const ballots = seeded.players.flatMap((_, p) =>
    shareOf(p).map((meme, m) => ({ p, meme, score: 1 + ((p + m) % 10) })),
  );
  await inParallel(ballots, SEED_CONCURRENCY, ({ p, meme, score }) =>
    sendVote(seeded.playerClients[p]!, meme.id, score),
  );
  return ballots.length;
}

const memeCount = (seeded: SeededContest) => seeded.players.length * MEMES_PER_PLAYER;
/** What each player scores: every meme but their own. */
const votableCount = (seeded: SeededContest) => memeCount(seeded) - MEMES_PER_PLAYER;

/**
 * A screen load's requests, and how long it took (figures, not checks): until the first screen showed its data
 * (`firstMs`), and until every row and figure was on screen (`shownMs`).
 */
type Measured = RequestCounts & { firstMs: number; shownMs: number };

/**
 * The screen checks wait longer than the usual 10 s: they time a load, which on a machine busy with other work may
 * take longer, and a slow load is a figure to print, not a failure.
 */
const expectOnScreen = expect.configure({ timeout: 60_000 });

/** What a screen shows first, in the viewport, and all of it: the two moments `measure` times. */
interface ScreenChecks {
  firstScreen: (page: Page) => Promise<void>;
  everyRow: (page: Page) => Promise<void>;
}

/**
 * Opens `url` in a new browser context (nothing cached, nothing shared with the other measurements), waits until
 * the screen shows its first screen, then all of its data, and PocketBase has been quiet for a second, and returns
 * what the page asked for. (During the vote the panel reloads its vote counts every 5 s, VOTE_COUNTS_POLL_MS: a
 * load is measured well within that.)
 */
async function measure(
  browser: Browser,
  url: string,
  checks: ScreenChecks,
  storageState?: BrowserContextOptions['storageState'],
): Promise<Measured> {
  const context = await browser.newContext({ baseURL: e2eStack().appUrl, viewport: VIEWPORT, storageState });
  try {
    const page = await context.newPage();
    const counter = countPocketBaseRequests(page, e2eStack().pocketbaseUrl);
    const started = Date.now();
    // 'commit': the clock does not wait for the page's load event, which lazy images and scripts may delay.
    await page.goto(url, { waitUntil: 'commit' });
    await checks.firstScreen(page);
    const firstMs = Date.now() - started;
    await checks.everyRow(page);
    const shownMs = Date.now() - started;
    await counter.settle(1_000);
    counter.stop();
    return { ...counter.counts(), firstMs, shownMs };
  } finally {
    await context.close();
  }
}

/**
 * The contest panel's first screen at 1280×800: the players' count and the first player's row with its figures,
 * the memes' count and the first meme card, with its votes once voting started.
 */
async function dashboardShowsFirstScreen(page: Page, seeded: SeededContest) {
  const status = seeded.contest.status;
  const players = page.getByRole('region', { name: /Players/ });
  await expectOnScreen(
    players.getByRole('heading', { name: `Players ${seeded.players.length} in total` }),
  ).toBeVisible();
  const firstRow = players.getByRole('listitem').first();
  await expectOnScreen(firstRow).toContainText(`${MEMES_PER_PLAYER}/${MEMES_PER_PLAYER} memes`);
  const memes = page.getByRole('region', { name: 'Memes', exact: true });
  await expectOnScreen(memes.getByText('Uploaded', { exact: true }).locator('..')).toHaveText(
    `Uploaded${memeCount(seeded)}`,
  );
  const firstMeme = memes.getByRole('listitem').first();
  await expectOnScreen(firstMeme.getByRole('img')).toBeVisible();
  if (status !== 'participation') {
    await expectOnScreen(firstRow).toContainText(/\d+\/\d+ votes/);
    await expectOnScreen(firstMeme).toContainText(/\d+ votes?/);
  }
}

/** The contest panel with every player, meme and vote of the contest on screen. */
async function dashboardShowsContest(page: Page, seeded: SeededContest) {
  const status = seeded.contest.status;
  const players = page.getByRole('region', { name: /Players/ });
  await expectOnScreen(
    players.getByRole('heading', { name: `Players ${seeded.players.length} in total` }),
  ).toBeVisible();
  await expectOnScreen(players.getByRole('listitem')).toHaveCount(seeded.players.length);
  const lastRow = players.getByRole('listitem').filter({ hasText: seeded.lastPlayer.username });
  await expectOnScreen(lastRow).toContainText(`${MEMES_PER_PLAYER}/${MEMES_PER_PLAYER} memes`);
  const memes = page.getByRole('region', { name: 'Memes', exact: true });
  await expectOnScreen(memes.getByText('Uploaded', { exact: true }).locator('..')).toHaveText(
    `Uploaded${memeCount(seeded)}`,
  );
  await expectOnScreen(memes.getByRole('listitem')).toHaveCount(memeCount(seeded));
  if (status !== 'participation') {
    await expectOnScreen(lastRow).toContainText(`${votableCount(seeded)}/${votableCount(seeded)} votes`);
    await expectOnScreen(memes.getByText('Without votes', { exact: true }).locator('..')).toHaveText('Without votes0');
  }
  if (status === 'results') await expectOnScreen(lastRow).toContainText('Average score');
}

/** The player page of the contest's last player, in the contest's current phase, with its data on screen. */
async function playerPageShowsPhase(page: Page, seeded: SeededContest) {
  switch (seeded.contest.status) {
    case 'participation':
      await expectOnScreen(page.getByRole('region', { name: 'Your progress' })).toContainText(
        `Memes uploaded${MEMES_PER_PLAYER}/${MEMES_PER_PLAYER}`,
      );
      await expectOnScreen(page.getByRole('region', { name: 'Your memes' }).getByRole('listitem')).toHaveCount(
        MEMES_PER_PLAYER,
      );
      break;
    case 'vote': {
      const total = votableCount(seeded);
      // The player scored every meme: the done state, over the strip that leads back to each.
      await expectOnScreen(page.getByRole('heading', { name: 'You scored every meme!' })).toBeVisible();
      await expectOnScreen(page.getByRole('region', { name: 'Your voting progress' })).toContainText(
        `Memes scored${total}/${total}`,
      );
      // The strip has a button for the memes in view only (a few either side), however many there are.
      const strip = page.getByRole('navigation', { name: 'All memes to score' });
      await expectOnScreen(strip.getByRole('button', { name: /^Meme 1, / })).toBeVisible();
      expect(await strip.getByRole('button').count()).toBeLessThanOrEqual(Math.min(total, 40));
      break;
    }
    case 'results':
      await expectOnScreen(page.getByRole('heading', { name: 'Player rankings' })).toBeVisible();
      await expectOnScreen(page.getByRole('region', { name: 'Player rankings' }).getByRole('listitem')).toHaveCount(
        seeded.players.length,
      );
      await expectOnScreen(page.getByRole('region', { name: 'All memes ranked' }).getByRole('listitem')).toHaveCount(
        memeCount(seeded),
      );
      break;
  }
}

/** Subscription topics without record ids or filters, e.g. 'contests/:id', 'memes/*'. */
const topicShapes = (topics: string[]) =>
  topics.map((topic) => topic.split('?')[0]!.replace(/\/[a-z0-9]{15}$/, '/:id')).sort();

interface Row {
  screen: string;
  small: Measured;
  large: Measured;
  /** Memes in the large contest: what one download per meme would add up to. */
  memes: number;
}
/** Realtime cost as printed: connections + subscription POSTs, and the topics subscribed. */
const realtimeFigure = (counts: RequestCounts) =>
  `${counts.realtimeConnections}+${counts.realtimeSubscribePosts} (${counts.realtimeTopics.length} topics)`;

function report(row: Row) {
  const { small, large } = row;
  const figures =
    `API ${small.api} vs ${large.api}, files ${small.files} vs ${large.files}, ` +
    `realtime ${realtimeFigure(small)} vs ${realtimeFigure(large)}, other ${small.other} vs ${large.other}`;
  test
    .info()
    .annotations.push(
      { type: `requests: ${row.screen} (${SIZES.small} vs ${SIZES.large} players)`, description: figures },
      { type: `calls: ${row.screen}, ${SIZES.small} players`, description: small.apiCalls.join(', ') },
      { type: `calls: ${row.screen}, ${SIZES.large} players`, description: large.apiCalls.join(', ') },
    );
}

function expectConstant({ screen, small, large, memes }: Row) {
  const calls =
    `\n${SIZES.small} players: ${small.apiCalls.join(', ')}` + `\n${SIZES.large} players: ${large.apiCalls.join(', ')}`;
  expect.soft(large.api, `${screen}: API calls with ${SIZES.large} players vs ${SIZES.small}${calls}`).toBe(small.api);
  expect.soft(large.other, `${screen}: other PocketBase requests`).toBe(small.other);
  expect.soft(large.realtimeConnections, `${screen}: realtime connections`).toBe(small.realtimeConnections);
  expect
    .soft(topicShapes(large.realtimeTopics), `${screen}: realtime topics`)
    .toEqual(topicShapes(small.realtimeTopics));
  // Thumbnails load as they come into view (lazy images), so even file downloads stay below one per meme.
  expect.soft(large.files, `${screen}: file downloads with ${SIZES.large} players`).toBeLessThan(memes);
  // The screens really loaded something: a count of 0 would compare equal and prove nothing.
  expect.soft(small.api, `${screen}: API calls`).toBeGreaterThan(0);
}

function printTable(table: Row[]) {
  const { small: s, large: l } = SIZES;
  const header = [
    'screen',
    `API ${s}p`,
    `API ${l}p`,
    `files ${s}p`,
    `files ${l}p`,
    `realtime ${s}p`,
    `realtime ${l}p`,
    `first ${s}p`,
    `first ${l}p`,
    `every row ${s}p`,
    `every row ${l}p`,
  ];
  const rows = table.map(({ screen, small, large }) => [
    screen,
    String(small.api),
    String(large.api),
    String(small.files),
    String(large.files),
    realtimeFigure(small),
    realtimeFigure(large),
    `${small.firstMs} ms`,
    `${large.firstMs} ms`,
    `${small.shownMs} ms`,
    `${large.shownMs} ms`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ');
  console.log(
    [
      `PocketBase requests per screen load, ${s} vs ${l} players ` +
        `(${MEMES_PER_PLAYER} memes each; ${
          SIZES.large * MEMES_PER_PLAYER - MEMES_PER_PLAYER <= VOTE_SHARE
            ? 'every player scores every other meme'
            : `each player scores ${VOTE_SHARE} memes, the measured one all`
        }):`,
      line(header),
      widths.map((width) => '-'.repeat(width)).join('-|-'),
      ...rows.map(line),
      'realtime = connections + subscription POSTs; files = thumbnails loaded in a 1280×800 viewport (lazy images); ' +
        'first = from navigation until the first screen shows its data; every row = until every row and figure ' +
        'is on screen (this machine, not a phone).',
    ].join('\n'),
  );
}

test(`the contest panel and the player page cost as many requests with ${SIZES.large} players as with ${SIZES.small}, in every phase`, async ({
  browser,
}) => {
  // Filling a 60-player contest (120 uploads, then about 7,000 votes) and 12 page loads on a small machine.
  test.setTimeout(180_000 * Math.max(1, SIZES.large / 60));
  const organizer = await createOrganizer();
  const [small, large] = await test.step('fill both contests through the API', () =>
    Promise.all([seedContest(organizer, 'small'), seedContest(organizer, 'large')]));
  const contests = [small, large];
  const table: Row[] = [];

  // Signed in already, as after an earlier visit: sign-in is not what is counted (tests/e2e/sign-in.spec.ts).
  const organizerState = organizerStorageState(organizer, e2eStack().appUrl);

  const compareScreens = async (phase: string) => {
    const bySize = async (open: (seeded: SeededContest) => Promise<Measured>) => ({
      small: await open(small),
      large: await open(large),
    });
    const dashboard = await bySize((seeded) =>
      measure(
        browser,
        `/dashboard/${seeded.contest.id}`,
        {
          firstScreen: (page) => dashboardShowsFirstScreen(page, seeded),
          everyRow: (page) => dashboardShowsContest(page, seeded),
        },
        organizerState,
      ),
    );
    const player = await bySize((seeded) =>
      measure(browser, seeded.lastPlayer.link, {
        // The player page's header names the player; its phase view then shows all of its data.
        firstScreen: (page) => expectOnScreen(page.getByText(seeded.lastPlayer.username).first()).toBeVisible(),
        everyRow: (page) => playerPageShowsPhase(page, seeded),
      }),
    );
    for (const row of [
      { screen: `contest panel, ${phase}`, ...dashboard, memes: memeCount(large) },
      { screen: `player page, ${phase}`, ...player, memes: memeCount(large) },
    ]) {
      table.push(row);
      report(row);
      expectConstant(row);
    }
  };

  // Soft assertions: every phase is measured and printed even when an earlier screen already differs.
  try {
    await test.step('participation', () => compareScreens('participation'));

    await test.step('vote, after every player has scored every other meme', async () => {
      for (const seeded of contests) seeded.contest = await advancePhase(organizer, seeded.contest.id);
      const ballots = await Promise.all(contests.map(voteAsOnAContestNight));
      test.info().annotations.push({ type: 'votes', description: `${ballots[0]} vs ${ballots[1]}` });
      await compareScreens('vote');
    });

    await test.step('results', async () => {
      for (const seeded of contests) seeded.contest = await advancePhase(organizer, seeded.contest.id);
      await compareScreens('results');
    });
  } finally {
    if (table.length > 0) printTable(table);
  }
});
