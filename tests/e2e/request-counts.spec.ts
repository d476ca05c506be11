// A screen's cost in PocketBase requests does not depend on the size of the contest: the organizer's contest panel
// and the player page, in each phase, send as many API calls for 60 players as for 5 (no request per row).
// Both contests belong to one organizer and are filled through the API; every player uploads memes and, in the
// vote phase, scores every meme that is not their own, as on a contest night.
//
// A room of 300, outside CI for its minutes of set-up (it prints where each load's time went):
//   REQUEST_COUNTS_PLAYERS=300 REQUEST_COUNTS_MEMES=3 npx playwright test tests/e2e/request-counts.spec.ts
// There each player scores a share of VOTE_SHARE memes (every meme gets votes) and the measured player all of them.
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { FIRST_SCREEN_MEMES, FIRST_SCREEN_PLAYERS } from '../../src/features/results/first-screen-rows';
import type { MemeRecord } from '../../src/lib/data/records';
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
import {
  readScreenClock,
  startScreenClock,
  timeTap,
  type ScreenMoments,
  type ScreenTimes,
} from './support/screen-clock';

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
  // Numbers padded to the same width, so that the last player created is also the last by username.
  const digits = Math.max(2, String(count).length);
  const usernames = Array.from({ length: count }, (_, i) => `${size}_player_${String(i + 1).padStart(digits, '0')}`);
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
 * A screen load's requests, and when the page showed what (figures, not checks), read by a clock inside the page
 * (support/screen-clock.ts) from the start of the navigation: `firstScreenPainted`, the first screen in the DOM and
 * painted, and `everyRowPainted`, every row and figure of the screen.
 */
type Measured = RequestCounts & { times: ScreenTimes; taps?: TapTime[] };

/** A tap timed after the load (not counted in its requests): what it showed, and ms from the click to the paint. */
interface TapTime {
  what: string;
  ms: number;
}

/**
 * The screen checks wait longer than the usual 10 s: they follow a timed load, which on a machine busy with other
 * work may take longer, and a slow load is a figure to print, not a failure.
 */
const expectOnScreen = expect.configure({ timeout: 60_000 });

/**
 * A screen's two timed moments, as DOM conditions the page's clock checks after every change (`moments`), and the
 * same as assertions on what a person sees, run once the clock has read both (`firstScreen`, `everyRow`).
 */
interface ScreenChecks {
  moments: ScreenMoments;
  firstScreen: (page: Page) => Promise<void>;
  everyRow: (page: Page) => Promise<void>;
  /** Taps timed once the load is counted, e.g. the panel's "Show all". */
  taps?: (page: Page) => Promise<TapTime[]>;
}

/**
 * Opens `url` in a new browser context (nothing cached, nothing shared with the other measurements), reads when its
 * first screen and every row were painted, checks both on screen, waits until PocketBase has been quiet for a
 * second, and returns what the page asked for. (During the vote the panel reloads its vote counts every 5 s,
 * VOTE_COUNTS_POLL_MS: a load is measured well within that.)
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
    await startScreenClock(page, checks.moments);
    // 'commit': the test does not wait for the page's load event, which lazy images and scripts may delay.
    await page.goto(url, { waitUntil: 'commit' });
    const times = await readScreenClock(page, checks.moments, e2eStack().pocketbaseUrl);
    await checks.firstScreen(page);
    await checks.everyRow(page);
    await counter.settle(1_000);
    counter.stop();
    const taps = await checks.taps?.(page);
    return { ...counter.counts(), times, taps };
  } finally {
    await context.close();
  }
}

/** Players' and memes' columns of the contest panel, by their headings (the players' heading holds its count). */
const PLAYERS = 'Players';
const MEMES = 'Memes';

/**
 * The rows of the panel's rankings in results without a tap (the first screen's, as the player's results view draws
 * first); the others are behind "Show all", timed apart (`panelShowAllTaps`).
 */
const panelRankingRows = (seeded: SeededContest) => ({
  memes: Math.min(memeCount(seeded), FIRST_SCREEN_MEMES),
  players: Math.min(seeded.players.length, FIRST_SCREEN_PLAYERS),
});

/**
 * The contest panel's first screen at 1280×800: the players' count and the first player's row with its figures,
 * the memes' count and the first meme card with its thumbnail, with their votes once voting started. Every row:
 * all players and memes with the last player's figures, the memes without votes, and in results both rankings'
 * rows shown without a tap, with "Show all" where there are more.
 */
function dashboardMoments(seeded: SeededContest): ScreenMoments {
  const voting = seeded.contest.status !== 'participation';
  const memes = `${MEMES_PER_PLAYER}/${MEMES_PER_PLAYER} memes`;
  const votes = `${votableCount(seeded)}/${votableCount(seeded)} votes`;
  return {
    firstScreen: [
      { region: PLAYERS, selector: 'h2', text: `(${seeded.players.length})` },
      { region: PLAYERS, selector: 'li', which: 'first', text: memes },
      { region: MEMES, selector: 'dd', which: 'first', exact: String(memeCount(seeded)) },
      { region: MEMES, selector: 'li img', which: 'first' },
      ...(voting
        ? [
            { region: PLAYERS, selector: 'li', which: 'first', pattern: String.raw`\d+/\d+ votes` } as const,
            { region: MEMES, selector: 'li', which: 'first', pattern: String.raw`\d+ votes?` } as const,
          ]
        : []),
    ],
    everyRow: [
      { region: PLAYERS, selector: 'li', count: seeded.players.length },
      { region: PLAYERS, selector: 'li', which: 'last', text: seeded.lastPlayer.username },
      { region: PLAYERS, selector: 'li', which: 'last', text: memes },
      { region: MEMES, selector: 'li', count: memeCount(seeded) },
      ...(voting
        ? [
            { region: PLAYERS, selector: 'li', which: 'last', text: votes } as const,
            { region: MEMES, selector: 'dd', which: 'last', exact: '0' } as const,
          ]
        : []),
      ...(seeded.contest.status === 'results'
        ? [
            { region: PLAYERS, selector: 'li', which: 'last', text: 'Points' } as const,
            { region: 'All memes ranked', selector: 'li', count: panelRankingRows(seeded).memes } as const,
            { region: 'Player rankings', selector: 'li', count: panelRankingRows(seeded).players } as const,
            ...(memeCount(seeded) > FIRST_SCREEN_MEMES
              ? [{ region: 'All memes ranked', selector: 'button[aria-expanded]', text: 'Show all' } as const]
              : []),
            ...(seeded.players.length > FIRST_SCREEN_PLAYERS
              ? [{ region: 'Player rankings', selector: 'button[aria-expanded]', text: 'Show all' } as const]
              : []),
          ]
        : []),
    ],
  };
}

/**
 * In results, how long the panel's "Show all" takes to draw every row of each ranking: from the tap until the
 * rows are in the DOM and painted.
 */
async function panelShowAllTaps(page: Page, seeded: SeededContest): Promise<TapTime[]> {
  if (seeded.contest.status !== 'results') return [];
  const taps: TapTime[] = [];
  for (const [region, count, noun] of [
    ['All memes ranked', memeCount(seeded), 'memes'],
    ['Player rankings', seeded.players.length, 'players'],
  ] as const) {
    const button = page
      .getByRole('region', { name: region })
      .getByRole('button', { name: `Show all ${count} ${noun}` });
    if ((await button.count()) === 0) continue;
    const ms = await timeTap(page, button, [{ region, selector: 'li', count }]);
    // Open, the same button reads "Show fewer".
    await expectOnScreen(
      page.getByRole('region', { name: region }).getByRole('button', { name: 'Show fewer' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expectOnScreen(page.getByRole('region', { name: region }).getByRole('listitem')).toHaveCount(count);
    taps.push({ what: `${count} ${noun}`, ms });
  }
  return taps;
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
  if (status === 'results') {
    await expectOnScreen(lastRow).toContainText('Points');
    const rows = panelRankingRows(seeded);
    const memesRanked = page.getByRole('region', { name: 'All memes ranked' });
    const playersRanked = page.getByRole('region', { name: 'Player rankings' });
    await expectOnScreen(memesRanked.getByRole('listitem')).toHaveCount(rows.memes);
    await expectOnScreen(playersRanked.getByRole('listitem')).toHaveCount(rows.players);
    await expectOnScreen(memesRanked.getByRole('button', { name: /^Show all/ })).toHaveCount(
      memeCount(seeded) > rows.memes ? 1 : 0,
    );
    await expectOnScreen(playersRanked.getByRole('button', { name: /^Show all/ })).toHaveCount(
      seeded.players.length > rows.players ? 1 : 0,
    );
  }
}

/**
 * The player page of the contest's last player: first its header naming the player, then its phase view with all
 * of its data.
 */
function playerPageMoments(seeded: SeededContest): ScreenMoments {
  const total = votableCount(seeded);
  const everyRow: Record<string, ScreenMoments['everyRow']> = {
    participation: [
      { region: 'Your progress', text: `Memes uploaded${MEMES_PER_PLAYER}/${MEMES_PER_PLAYER}` },
      { region: 'Your memes', selector: 'li', count: MEMES_PER_PLAYER },
    ],
    vote: [
      { selector: 'h1, h2', exact: 'You scored every meme!' },
      { region: 'Your voting progress', text: `Memes scored${total}/${total}` },
      { selector: 'nav[aria-label="All memes to score"] button' },
    ],
    results: [
      { region: 'Player rankings', selector: 'li', count: seeded.players.length },
      { region: 'All memes ranked', selector: 'li', count: memeCount(seeded) },
    ],
  };
  return {
    firstScreen: [{ text: seeded.lastPlayer.username }],
    everyRow: everyRow[seeded.contest.status] ?? [],
  };
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

/** Prints a table: a header row, then the rows, the first column left-aligned and the others right-aligned. */
function tableText(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)];
}

const ms = (value: number) => `${value} ms`;

/** The timed taps of each screen, e.g. the results panel's "Show all", from the click until the rows are painted. */
function tapLines(table: Row[]): string[] {
  const lines = table.flatMap(({ screen, small, large }) =>
    (
      [
        [SIZES.small, small],
        [SIZES.large, large],
      ] as const
    ).flatMap(([players, { taps }]) =>
      (taps ?? []).map((tap) => `${screen}, ${players} players: "Show all" ${tap.what}: ${ms(tap.ms)}`),
    ),
  );
  return lines.length > 0
    ? ['', 'Taps, from the click until every row it shows is in the DOM and painted:', ...lines]
    : [];
}

function printTable(table: Row[]) {
  const { small: s, large: l } = SIZES;
  const requests = tableText(
    [
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
    ],
    table.map(({ screen, small, large }) => [
      screen,
      String(small.api),
      String(large.api),
      String(small.files),
      String(large.files),
      realtimeFigure(small),
      realtimeFigure(large),
      ms(small.times.firstScreenPainted),
      ms(large.times.firstScreenPainted),
      ms(small.times.everyRowPainted),
      ms(large.times.everyRowPainted),
    ]),
  );
  // Where the time of each load went, in ms since the navigation started (both sizes).
  const breakdown = tableText(
    [
      'screen',
      'players',
      'HTML',
      'scripts',
      '1st API call',
      'data',
      'first in DOM',
      'first painted',
      'all in DOM',
      'all painted',
      'long tasks',
      'longest',
    ],
    table.flatMap(({ screen, small, large }) =>
      (
        [
          [s, small],
          [l, large],
        ] as const
      ).map(([players, { times }]) => [
        screen,
        String(players),
        ms(times.html),
        ms(times.scriptsLoaded),
        ms(times.firstApiCall),
        ms(times.dataAnswered),
        ms(times.firstScreenInDom),
        ms(times.firstScreenPainted),
        ms(times.everyRowInDom),
        ms(times.everyRowPainted),
        ms(times.longTasksMs),
        ms(times.longestTaskMs),
      ]),
    ),
  );
  console.log(
    [
      `PocketBase requests per screen load, ${s} vs ${l} players ` +
        `(${MEMES_PER_PLAYER} memes each; ${
          SIZES.large * MEMES_PER_PLAYER - MEMES_PER_PLAYER <= VOTE_SHARE
            ? 'every player scores every other meme'
            : `each player scores ${VOTE_SHARE} memes, the measured one all`
        }):`,
      ...requests,
      'API = distinct calls (a poll repeating one while a slow load is under way is the clock, not the room); ' +
        'realtime = connections + subscription POSTs; files = thumbnails loaded in a 1280×800 viewport (lazy images); ' +
        'first = from the start of the navigation until the first screen (what a 1280×800 window shows first: ' +
        'counts, first rows and their figures) is in the DOM and painted; every row = until every row and figure ' +
        'of the screen is in the DOM and painted (this machine, not a phone): every row the screen shows without ' +
        "a tap (in results, the panel's rankings show their first " +
        `${FIRST_SCREEN_MEMES} memes and ${FIRST_SCREEN_PLAYERS} players, the rest behind "Show all", timed below); ` +
        'rows far off screen are ' +
        'content-visibility: auto, laid out when scrolled near. Both are read in the page: a MutationObserver ' +
        'checks the DOM after each change, and the frame after is the paint.',
      '',
      'Where the time went (ms since the navigation started):',
      ...breakdown,
      'HTML = document received; scripts = the last script loaded before the first screen; 1st API call = the page ' +
        'sent its first PocketBase request; data = the last answer sent before the first screen arrived; long ' +
        'tasks = main-thread time in tasks over 50 ms until every row was painted, and the longest one.',
      ...tapLines(table),
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
          moments: dashboardMoments(seeded),
          firstScreen: (page) => dashboardShowsFirstScreen(page, seeded),
          everyRow: (page) => dashboardShowsContest(page, seeded),
          taps: (page) => panelShowAllTaps(page, seeded),
        },
        organizerState,
      ),
    );
    const player = await bySize((seeded) =>
      measure(browser, seeded.lastPlayer.link, {
        moments: playerPageMoments(seeded),
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
