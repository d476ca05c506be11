// Set-up shared by the tests of the organizer's contest panel (organizer-contest-panel, organizer-players-column,
// organizer-memes-and-settings): three players with memes, msw, the clipboard, and the in-app confirmations (the
// browser's own window.confirm must never be used).
import { fireEvent, screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { ContestRecord } from '@/lib/data/records';
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
  const nativeConfirm = vi.fn<(message?: string) => boolean>();
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    nativeConfirm.mockReset().mockReturnValue(true);
    vi.spyOn(window, 'confirm').mockImplementation(nativeConfirm);
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    expect(nativeConfirm, "the browser's own confirmation").not.toHaveBeenCalled();
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

  return { server, writeText, openContest };
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

/**
 * Answers the in-app confirmation once it asks exactly `message`: its confirming button (the one that is not
 * Cancel) or Cancel. The dialog is gone afterwards.
 */
export async function answerConfirmation(message: string, answer: 'confirm' | 'cancel') {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(message);
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  const confirm = within(dialog)
    .getAllByRole('button')
    .find((button) => button !== cancel)!;
  fireEvent.click(answer === 'confirm' ? confirm : cancel);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}
