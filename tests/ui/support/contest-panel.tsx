// Set-up shared by the tests of the organizer's contest panel (organizer-contest-panel, organizer-players-column,
// organizer-memes-and-settings): three players with memes, msw, and the browser's confirm and clipboard.
import { screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ContestRecord } from '@/lib/records';
import {
  contestPanelHandlers,
  memeRecord,
  playerRecord,
  renderOrganizerApp,
  setupPocketBaseMock,
  signInOrganizerForTest,
} from './organizer';

export const alice = playerRecord({ id: 'playeralice0001', username: 'alice', average_score: 7.25 });
export const bob = playerRecord({ id: 'playerbob000001', username: 'bob', average_score: 4 });
export const carol = playerRecord({ id: 'playercarol0001', username: 'carol', average_score: 0 });
export const players = [alice, bob, carol];
export const aliceMeme = memeRecord({ id: 'memealice000001', player: alice.id, average_score: 8.5 });
export const bobMeme = memeRecord({ id: 'memebob00000001', player: bob.id, average_score: 6 });
export const orphanMeme = memeRecord({ id: 'memeorphan00001', player: '', average_score: 3 });

/** msw and the browser stand-ins for one test file; call it once at the file's top level. */
export function setupContestPanel() {
  const server = setupPocketBaseMock();
  const confirmSpy = vi.fn<(message?: string) => boolean>();
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    confirmSpy.mockReset().mockReturnValue(true);
    vi.spyOn(window, 'confirm').mockImplementation(confirmSpy);
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Opens the contest's panel; `overrides` answer before the default handlers. */
  function openContest(
    contest: ContestRecord,
    data: Omit<Parameters<typeof contestPanelHandlers>[0], 'contest'> = {},
    ...overrides: HttpHandler[]
  ) {
    server.use(...overrides, ...contestPanelHandlers({ contest, ...data }));
    signInOrganizerForTest();
    return renderOrganizerApp(`/dashboard/${contest.id}`);
  }

  return { server, confirmSpy, writeText, openContest };
}

/** The panel's header: heading, created date, phase badge and the advance button. */
export async function header() {
  return (await screen.findByRole('heading', { level: 1 })).closest('header')!;
}

export function playerRow(username: string) {
  const list = screen.getByRole('region', { name: /Players/ });
  return within(list).getByText(username, { selector: 'p' }).closest('li')!;
}

/** Waits until the players column lists `username`. */
export async function findPlayer(username: string) {
  const list = await screen.findByRole('region', { name: /Players/ });
  return within(list).findByText(username, { selector: 'p' });
}
