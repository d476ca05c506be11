// A contest's language (`contests.language`, the locales of contract/locales.json): only those values are
// stored, whatever a client sends on create or update; empty or absent means English; the organizer may change it in
// any phase, and nobody else may. Which texts follow it: tests/api/discord-webhooks.test.ts (announcements) and
// tests/api/public-results.test.ts (link previews).
import { describe, expect, it } from 'vitest';
import locales from '@contract/locales.json';
import { contestInResults } from './support/results-contest';
import {
  addPlayer,
  createContest,
  createOrganizer,
  refused,
  serverUrl,
  signInPlayer,
  type ContestRecord,
  type Organizer,
} from './support/roles';

type WithLanguage = ContestRecord & { language: string };

/**
 * What an attacker might send instead of a locale: near misses, other types, and far too much. (Of a list, PocketBase
 * keeps the last value, so a list ending in an unknown one is refused and one ending in a locale stores that locale.)
 */
const INVALID = ['xx', 'EN', 'fr-FR', 'pt-br', 'pt', ' fr', 'fr ', 42, true, ['fr', 'xx'], 'x'.repeat(10_000)];

const contests = (organizer: Organizer) => organizer.client.collection('contests');
const create = (organizer: Organizer, body: Record<string, unknown>) =>
  contests(organizer).create<WithLanguage>({
    name: 'Language cup',
    status: 'participation',
    max_memes_per_player: 1,
    user: organizer.user.id,
    ...body,
  });

describe("a contest's language", () => {
  it('is one of the locales or nothing, on create and on update; anything else is refused and changes nothing', async () => {
    const organizer = await createOrganizer('language');
    for (const value of INVALID) {
      const error = await refused(create(organizer, { language: value }), 400);
      expect(error.response.data, JSON.stringify(value).slice(0, 40)).toHaveProperty('language');
    }
    expect(await contests(organizer).getFullList()).toHaveLength(0);

    const contest = await create(organizer, { language: 'fr' });
    expect(contest.language).toBe('fr');
    for (const value of INVALID) {
      const error = await refused(contests(organizer).update(contest.id, { language: value }), 400);
      expect(error.response.data, JSON.stringify(value).slice(0, 40)).toHaveProperty('language');
    }
    expect((await contests(organizer).getOne<WithLanguage>(contest.id)).language).toBe('fr');

    for (const locale of locales.locales) {
      const changed = await contests(organizer).update<WithLanguage>(contest.id, { language: locale });
      expect(changed.language).toBe(locale);
    }
  });

  it('is empty when none is sent or an empty one is (the server reads it as English)', async () => {
    const organizer = await createOrganizer('language');
    expect((await create(organizer, {})).language).toBe('');
    expect((await create(organizer, { language: '' })).language).toBe('');
    // What PocketBase reads as no value (null, an object) is stored as none too.
    const contest = await create(organizer, { language: null });
    expect(contest.language).toBe('');
    await contests(organizer).update(contest.id, { language: 'de' });
    expect((await contests(organizer).update<WithLanguage>(contest.id, { language: { de: true } })).language).toBe('');
    await contests(organizer).update(contest.id, { language: 'de' });
    expect((await contests(organizer).update<WithLanguage>(contest.id, { language: '' })).language).toBe('');
  });

  it('may be changed by its organizer in any phase, results included, and by nobody else', async () => {
    const organizer = await createOrganizer('language');
    const early = await createContest(organizer, { max_memes_per_player: 1 });
    expect((await contests(organizer).update<WithLanguage>(early.id, { language: 'es' })).language).toBe('es');

    const { organizer: owner, contest, alice } = await contestInResults(serverUrl(), { name: 'Finished cup' });
    expect((await contests(owner).update<WithLanguage>(contest.id, { language: 'pt-BR' })).language).toBe('pt-BR');

    const stranger = await createOrganizer('language');
    expect((await refused(contests(stranger).update(contest.id, { language: 'de' }))).status).toBe(404);
    expect((await refused(alice.client.collection('contests').update(contest.id, { language: 'de' }))).status).toBe(
      404,
    );
    const player = await signInPlayer(await addPlayer(organizer, early.id, 'Polyglot'));
    expect((await refused(player.client.collection('contests').update(early.id, { language: 'de' }))).status).toBe(404);
    expect((await contests(owner).getOne<WithLanguage>(contest.id)).language).toBe('pt-BR');
    expect((await contests(organizer).getOne<WithLanguage>(early.id)).language).toBe('es');
  });
});
