// Refusals in the person's language: every refusal of the hooks carries, beside its English message, the code of
// that message (its key in contract/rules.json's messages) and its parameters (docs/architecture.md#server-messages),
// and every code exists in every language's catalog with no parameter the server does not send (docs/i18n.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import localeList from '@contract/locales.json';
import contractRules from '@contract/rules.js';
import {
  anonymous,
  castVote,
  contestWithPlayers,
  createContest,
  createOrganizer,
  forcePhase,
  refused,
  uploadMeme,
  type Player,
} from './support/roles';

const root = resolve(import.meta.dirname, '../..');
const codes = Object.keys(contractRules.MESSAGES) as (keyof typeof contractRules.MESSAGES)[];

function catalog(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(root, 'src/i18n/catalogs', `${locale}.json`), 'utf8')) as Record<string, string>;
}

/** The names of a message's ICU arguments ('{min}', '{n, plural, …}'), nested plural forms included. */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)].map((match) => match[1]!).sort();
}

/** Every hook source file, to find which messages the server can refuse with. */
function hookSources(dir = join(root, 'pb_hooks')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? hookSources(join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('server message codes', () => {
  it.each(localeList.locales)(
    'every code is in the %s catalog, with only the parameters the server sends',
    (locale) => {
      const texts = catalog(locale);
      for (const code of codes) {
        const text = texts[`server.${code}`];
        expect(text, `server.${code} in ${locale}`).toBeTypeOf('string');
        const sent = Object.keys(contractRules.MESSAGE_PARAMS[code]);
        for (const name of argumentNames(text!))
          expect(sent, `{${name}} of server.${code} in ${locale}`).toContain(name);
      }
    },
  );

  it("the English catalog says each code as the server's own English message", () => {
    const english = catalog(localeList.default);
    for (const code of codes) expect(english[`server.${code}`]).toBe(contractRules.MESSAGES[code]);
  });

  it('the hooks refuse with no message that has no code', () => {
    const used = new Set<string>();
    for (const file of hookSources()) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/MESSAGES\.(\w+)/g)) used.add(match[1]!);
      // A refusal's text is always one of rules.json's messages, never a literal written in the hook (an empty 404
      // of the static files says nothing; the proxy settings' refusals stop the start, for the operator to read).
      if (file.endsWith('trusted_proxy_settings.js')) continue;
      expect(source, file).not.toMatch(
        /\b(?:refuse|BadRequestError|ForbiddenError|NotFoundError|TooManyRequestsError|UnauthorizedError|ApiError)\(\s*['"`][^'"`]/,
      );
    }
    expect(used.size).toBeGreaterThan(20);
    for (const code of used) expect(codes, `MESSAGES.${code}`).toContain(code);
  });
});

describe('a refusal carries its code and parameters', () => {
  it('with a field error kept as it was', async () => {
    const organizer = await createOrganizer('codes');
    const error = await refused(createContest(organizer, { name: 'ab' }), 400);
    expect(error.message).toBe('Contest name must be between 3 and 100 characters.');
    expect(error.response.data).toEqual({
      name: { code: 'validation_invalid_value', message: 'Contest name must be between 3 and 100 characters.' },
      messageCode: 'contestName',
      messageParams: { min: 3, max: 100 },
    });
  });

  it("without parameters: a vote on one's own meme, sent through the API", async () => {
    const { players } = await contestWithPlayers(['Code Ann', 'Code Ben']);
    const [ann, ben] = players as [Player, Player];
    const [annMeme] = await Promise.all([uploadMeme(ann, 'meme.png'), uploadMeme(ben, 'meme.png')]);
    await forcePhase(ann.record.contest, 'vote');
    const error = await refused(castVote(ann, annMeme.id, 5), 400);
    expect(error.message).toBe('You cannot vote on your own memes.');
    expect(error.response.data).toEqual({ messageCode: 'voteOwnMeme' });
  });

  it('on a 404: results that are not shared', async () => {
    const error = await refused(anonymous().send('/api/contests/nosuchcontest00/results', {}), 404);
    expect(error.response.data).toEqual({ messageCode: 'resultsNotShared' });
  });
});
