// Usernames that could pass for another player's, sent as an attacker would, through both ways a player is made:
// the organizer's addition (the records API, with the dashboard's payload) and the contest's join link. The server
// normalises names (NFC, trimmed), refuses invisible, control and text-direction characters, and compares names by
// how they look (contract/usernames.js). Nothing already saved changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { joinContest, openJoinLink } from '../../scripts/lib/contest-setup.mjs';
import {
  addPlayer,
  anonymous,
  createContest,
  createOrganizer,
  refusedWith,
  superuser,
  type Organizer,
  type PlayerRecord,
} from './support/roles';

const MESSAGES = {
  characters: 'Player usernames cannot contain invisible, control or text-direction characters.',
  unique: 'Player usernames must be unique within a contest.',
  lookalike: "This username looks like another player's in this contest. Pick one that looks different.",
};

const HIDDEN: Array<[string, string]> = [
  ['alice\u200b', 'a zero-width space after "alice"'],
  ['\u200balice', 'a zero-width space before "alice"'],
  ['al\u200dice', 'a zero-width joiner inside "alice"'],
  ['\u202eecila', 'a right-to-left override, which shows "alice"'],
  ['bo\u0000b', 'NUL'],
  ['bo\u001bb', 'ESC'],
  ['bo\nb', 'an inner newline'],
  ['bo\u0085b', 'NEL'],
  ['bob\u0085', 'a trailing NEL'],
  ['bo\u2028b', 'a line separator'],
  ['bo\u2066b\u2069', 'a direction isolate'],
];

const LOOKALIKES: Array<[string, string]> = [
  ['аlice', 'a Cyrillic а'],
  ['ALІCE', 'a Ukrainian І, in capitals'],
  ['ａｌｉｃｅ', 'fullwidth letters'],
  ['aIice', 'a capital I for the l'],
];

let organizer: Organizer;
let contestId: string;
let secret: string;

async function playerNames() {
  const players = await (
    await superuser()
  )
    .collection('players')
    .getFullList<PlayerRecord>({ filter: `contest = "${contestId}"`, sort: 'created' });
  return players.map((player) => player.username);
}

const joinAs = (username: string) => joinContest(anonymous(), contestId, secret, username);
const addAs = (username: string) => addPlayer(organizer, contestId, username);
const ways = [
  ['the organizer adds', addAs],
  ['a member joins as', joinAs],
] as const;

beforeAll(async () => {
  organizer = await createOrganizer('names');
  contestId = (await createContest(organizer)).id;
  secret = await openJoinLink(organizer.client, contestId);
  await addAs('alice');
  await joinAs('josé');
});

describe.each(ways)('%s', (_, create) => {
  it.each(HIDDEN)('%j is refused (%s)', async (username) => {
    await refusedWith(create(username), MESSAGES.characters);
  });

  it('"jose" + a combining accent is "josé", which exists', async () => {
    await refusedWith(create('jose\u0301'), MESSAGES.unique);
  });

  it.each(LOOKALIKES)('%j is refused beside "alice" (%s)', async (username) => {
    await refusedWith(create(username), MESSAGES.lookalike);
  });
});

describe('what is stored', () => {
  it('is the composed form, trimmed; emoji keep their joiners; nothing refused was saved', async () => {
    const composed = await addAs('  Zoe\u0301 ');
    expect(composed.username).toBe('Zoé');
    const joined = await joinAs('👩‍💻 Dev ❤️');
    expect(joined.player.username).toBe('👩‍💻 Dev ❤️');
    expect(await playerNames()).toEqual(['alice', 'josé', 'Zoé', '👩‍💻 Dev ❤️']);
  });
});
