// Each screen's texts are in the areas its route loads (src/i18n/areas.ts, src/app/route-list.tsx): with only the
// start area and those loaded, as in the browser, a screen asks for no text the page does not have (it would show
// the text's key).
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { areaOfKey, START_AREA } from '@/i18n/areas';
import { loadCatalogAreas } from '@/i18n/i18n';
import { header, players, setupContestPanel } from './support/contest-panel';
import { contestPanelHandlers, contestRecord, listHandler, PB_URL, signInOrganizerForTest } from './support/organizer';
import {
  alice,
  otherMeme,
  playerLinkPath,
  recordingResultsHandler,
  recordingVoteBoardHandler,
  sessionHandlers,
} from './support/player-page';
import { renderAppShell } from './support/render-app-shell';

const { server } = setupContestPanel();

const missing: string[] = [];
i18n.on('missing', ({ id }) => missing.push(id));

beforeEach(async () => {
  missing.length = 0;
  // The page as it starts: English with the start area only (the test setup loads every text).
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: {} });
  await loadCatalogAreas([START_AREA]);
});

describe('the texts each screen loads', () => {
  it.each([
    ['/', 'Host a meme contest in minutes'],
    ['/login', 'Enter the Meme Arena'],
    ['/about', 'About Meme Arena'],
    ['/rules', 'Contest rules'],
    ['/no-such-page', 'Page Not Found'],
    ['/dashboard', 'Welcome back!'],
  ])('%s asks for no text outside its areas', async (path, heading) => {
    renderAppShell(path);
    await screen.findByRole('heading', { level: 1, name: new RegExp(heading) });
    expect(missing).toEqual([]);
  });

  it("an organizer's contest panel asks for no text outside its areas", async () => {
    const contest = contestRecord({ status: 'vote' });
    server.use(...contestPanelHandlers({ contest, players }));
    signInOrganizerForTest();
    renderAppShell(`/dashboard/${contest.id}`);
    await header();
    await screen.findByText('alice');
    expect(missing).toEqual([]);
  });

  // The player page loads the texts of its phase's view with the view (src/app/player-phase-views.ts). The app keeps
  // one query cache for its lifetime: each test is another player in another contest.
  it("a player's page in participation asks for no text outside its areas", async () => {
    server.use(...sessionHandlers(), listHandler('memes', []));
    renderAppShell(playerLinkPath());
    await screen.findByRole('region', { name: 'Your memes' });
    expect(missing).toEqual([]);
  });

  it("a player's page in the vote asks for no text outside its areas", async () => {
    const memes = [otherMeme('meme00000000001', 'bob0000000000001')];
    const contest = contestRecord({ id: 'contest00000002', status: 'vote' });
    const player = alice({ id: 'alice0000000002', contest: contest.id });
    server.use(...sessionHandlers({ player, contest }), recordingVoteBoardHandler(memes).handler);
    renderAppShell(playerLinkPath(player.id));
    await screen.findByRole('button', { name: 'Score 7' });
    expect(missing).toEqual([]);
  });

  // In a season's contest, so that the season line's texts are checked too (the view's texts load once per run).
  it("a player's page in results asks for no text outside its areas", async () => {
    const bob = { id: 'bob0000000000001', username: 'bob' };
    const meme = otherMeme('meme00000000001', bob.id, { average_score: 8, expand: { player: bob } });
    const contest = contestRecord({ id: 'contest00000003', status: 'results', season: 'season000000001' });
    const player = alice({ id: 'alice0000000003', contest: contest.id });
    server.use(
      ...sessionHandlers({ player, contest }),
      recordingResultsHandler([meme], [{ ...bob, average_score: 8 }]).handler,
      http.get(`${PB_URL}/api/contests/:contest/card`, () =>
        HttpResponse.json({
          player: player.id,
          best_meme: '',
          votes: 0,
          spread: null,
          awards: [],
          season: { id: 'season000000001', name: 'Autumn league', rank: 2, players: 3, points: 7, shared: true },
        }),
      ),
    );
    renderAppShell(playerLinkPath(player.id));
    await screen.findByRole('region', { name: 'Player rankings' });
    await screen.findByRole('link', { name: 'See the season' });
    expect(missing).toEqual([]);
  });

  it('the join page asks for no text outside its areas', async () => {
    const contest = { id: 'contest00000004', name: 'Open memes', description: '', max_memes_per_player: 3 };
    server.use(http.get(`${PB_URL}/api/join/${contest.id}/:secret`, () => HttpResponse.json(contest)));
    renderAppShell(`/join/${contest.id}/thesecret`);
    await screen.findByRole('textbox', { name: 'Your username' });
    expect(missing).toEqual([]);
  });

  it('the public results page asks for no text outside its areas', async () => {
    const bob = { id: 'bob0000000000001', username: 'bob' };
    const contest = contestRecord({ id: 'contest00000005', status: 'results' });
    const meme = otherMeme('meme00000000001', bob.id, { average_score: 8, expand: { player: bob } });
    server.use(
      http.get(`${PB_URL}/api/contests/:contest/results`, () =>
        HttpResponse.json({
          contest: { id: contest.id, name: 'Shared memes', description: '' },
          memes: [meme],
          players: [{ ...bob, average_score: 8 }],
        }),
      ),
    );
    renderAppShell(`/results/${contest.id}`);
    await screen.findByRole('region', { name: 'Player rankings' });
    expect(missing).toEqual([]);
  });

  // A season's answer, as the public season page and the organizer's season screen read it.
  const seasonAnswer = (shared: boolean) => ({
    season: { id: 'season000000001', name: 'Autumn league', ends: '2026-12-31 12:00:00.000Z', shared },
    standings: [{ rank: 1, username: 'bob', points: 10, contests: 1, best_average: '8' }],
    podiums: [
      {
        contest_name: 'Week 1',
        held: '2026-11-20 18:00:00.000Z',
        players: 3,
        votes: 6,
        places: [{ place: 1, username: '', score: 8, image: '/api/files/pbc_podium/kept1/a.png' }],
      },
    ],
    ...(shared ? {} : { contests: [{ id: 'contest00000007', name: 'Week 2', status: 'participation' }] }),
  });

  it('the public season page asks for no text outside its areas', async () => {
    server.use(http.get(`${PB_URL}/api/seasons/:season`, () => HttpResponse.json(seasonAnswer(true))));
    renderAppShell('/seasons/season000000001');
    await screen.findByRole('region', { name: 'Hall of fame' });
    expect(missing).toEqual([]);
  });

  it("an organizer's season screen asks for no text outside its areas", async () => {
    server.use(
      listHandler('contests', []),
      http.get(`${PB_URL}/api/seasons/:season`, () => HttpResponse.json(seasonAnswer(false))),
    );
    signInOrganizerForTest();
    renderAppShell('/dashboard/seasons/season000000001');
    await screen.findByRole('region', { name: 'Contests in this season' });
    expect(missing).toEqual([]);
  });

  it('every English key is in an area', async () => {
    const english = (await import('@/i18n/catalogs/en.json')).default;
    expect(Object.keys(english).filter((key) => !areaOfKey(key))).toEqual([]);
  });
});
