// The app in five languages (docs/i18n.md): the switcher changes the page at once and the choice stays; the first
// visit follows the browser's languages; numbers, dates and countdowns follow the language; the server's refusals
// read in it, from their code.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pointsText } from '@/features/results/messages';
import { CATALOG_AREAS, type CatalogArea } from '@/i18n/areas';
import { activateLocale, browserLocale, loadCatalogAreas, startLocale, t } from '@/i18n/i18n';
import { formatDashboardScore, formatPlayerScore } from '@/lib/display/format';
import { formatDeadline, formatTimeLeft } from '@/lib/domain/deadlines';
import { errorMessage } from '@/lib/errors/notify';
import { setupPocketBaseMock } from './support/organizer';
import { renderAppShell } from './support/render-app-shell';

setupPocketBaseMock();

// These tests read the texts of every screen: each language switch loads them all.
beforeAll(() => loadCatalogAreas(Object.keys(CATALOG_AREAS) as CatalogArea[]));

afterEach(async () => {
  vi.unstubAllGlobals();
  // Unmounted first: the switch back to English would otherwise re-render the page outside act.
  cleanup();
  await activateLocale('en');
});

const refusal = (status: number, message: string, data: Record<string, unknown>) =>
  new ClientResponseError({ url: 'http://pocketbase.invalid/api/x', status, response: { status, message, data } });

describe('the language switcher', () => {
  it('changes the page at once, without a reload, and keeps the choice', async () => {
    renderAppShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Host a meme contest in minutes' });
    const marker = Symbol('same page');
    (window as unknown as Record<symbol, boolean>)[marker] = true;

    // The catalog arrives after the pick; the test waits for it inside act, where React expects the update. The pick
    // is a plain change event: user-event's own async wrapper would turn React's act environment off inside this act,
    // and a catalog arriving in that moment then re-renders the page with React warning about it.
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } });
      await activateLocale('fr');
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organise un concours de mèmes en quelques minutes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Règles' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect((window as unknown as Record<symbol, boolean>)[marker]).toBe(true);
    // The next visit starts in French.
    expect(startLocale()).toBe('fr');
  });
});

describe('the first visit', () => {
  it.each([
    [['fr-CA', 'en'], 'fr'],
    [['pt-PT'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['de-AT', 'fr'], 'de'],
    [['es-419'], 'es'],
    [['ja', 'ko'], 'en'],
  ])('follows the browser languages %j → %s', (languages, expected) => {
    vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
    expect(browserLocale()).toBe(expected);
    expect(startLocale()).toBe(expected);
  });

  it('prefers the language the person picked before', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de'], language: 'de' });
    localStorage.setItem('meme-arena:language', 'es');
    expect(startLocale()).toBe('es');
  });
});

describe('formatting', () => {
  it('reads averages, points and countdowns in the language', async () => {
    expect(formatPlayerScore(8.5)).toBe('8.5');
    expect(pointsText(t, '8.5')).toBe('8.5 points');
    await activateLocale('fr');
    expect(formatPlayerScore(8.5)).toBe('8,5');
    expect(formatPlayerScore(8)).toBe('8');
    expect(formatDashboardScore(7.25)).toBe('7,25');
    expect(pointsText(t, '1')).toBe('1 point');
    expect(pointsText(t, '8.5')).toBe('8,5 points');
    expect(formatTimeLeft(t, (2 * 60 + 5) * 60_000)).toBe('2 h 05 min');
    expect(formatTimeLeft(t, (26 * 60 + 5) * 60_000)).toBe('1 j 2 h');
    await activateLocale('de');
    expect(formatPlayerScore(8.5)).toBe('8,5');
    expect(formatTimeLeft(t, (2 * 60 + 5) * 60_000)).toBe('2 Std. 05 Min.');
  });

  it('writes dates in the language', async () => {
    const friday = new Date(2026, 10, 27, 20, 0);
    expect(formatDeadline(friday)).toMatch(/Fri/);
    await activateLocale('fr');
    expect(formatDeadline(friday)).toMatch(/ven\. 27 nov\./);
    await activateLocale('es');
    expect(formatDeadline(friday)).toMatch(/vie, 27 nov/);
  });
});

describe("the server's refusals", () => {
  it('read in the language, from their code and parameters', async () => {
    const ownVote = refusal(400, 'You cannot vote on your own memes.', { messageCode: 'voteOwnMeme' });
    const name = refusal(400, 'Contest name must be between 3 and 100 characters.', {
      messageCode: 'contestName',
      messageParams: { min: 3, max: 100 },
    });
    expect(errorMessage(ownVote)).toBe('You cannot vote on your own memes.');
    await activateLocale('fr');
    expect(errorMessage(ownVote)).toBe('Tu ne peux pas voter pour tes propres mèmes.');
    expect(errorMessage(name)).toBe('Le nom du concours doit faire entre 3 et 100 caractères.');
    await activateLocale('pt-BR');
    expect(errorMessage(name)).toBe('O nome do concurso deve ter entre 3 e 100 caracteres.');
  });

  it("show the server's English for a code this app does not know, and the page's own text for PocketBase's", async () => {
    await activateLocale('fr');
    const newer = refusal(400, 'A rule from a newer server.', { messageCode: 'somethingNew' });
    expect(errorMessage(newer, 'Impossible.')).toBe('A rule from a newer server.');
    const builtIn = refusal(400, 'Failed to create record.', { language: { code: 'validation_invalid_value' } });
    expect(errorMessage(builtIn, 'Impossible de créer le concours.')).toBe('Impossible de créer le concours.');
    expect(errorMessage(refusal(429, 'Too Many Requests.', {}))).toBe(
      'Trop de requêtes. Patiente un instant et réessaie.',
    );
  });
});
