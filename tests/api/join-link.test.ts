// The contest's join link: the organizer opens, replaces and closes it; anyone holding it becomes a
// player while joining is open and the contest is in participation. Tried as an attacker would: another contest's
// secret, a replaced or closed one, another organizer, a player, anonymous, a secret set through the records API,
// joining after participation, a full contest, a flood from one address, two members racing for one name.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { joinContest, openJoinLink } from '../../scripts/lib/contest-setup.mjs';
import { clientAt, freshClientAddress } from './support/client-address';
import { subscribe } from './support/realtime';
import {
  anonymous,
  createScenario,
  forcePhase,
  openPlayerLink,
  refused,
  refusedWith,
  setPhase,
  superuser,
  uploadMeme,
  type ContestRecord,
  type PlayerRecord,
} from './support/roles';
import type { Scenario } from './support/scenario';

const MESSAGES = {
  closed: 'This join link does not work anymore. Ask the organizer for the current one.',
  phase: 'This contest is no longer taking new players.',
  full: 'This contest is full: it has 300 players already.',
  linkPhase: 'Joining can only be opened during the participation phase.',
  usernameLength: 'Player usernames must be between 3 and 100 characters.',
  usernameUnique: 'Player usernames must be unique within a contest.',
};

interface JoinableContest {
  id: string;
  name: string;
  description: string;
  max_memes_per_player: number;
  language: string;
}

let scenario: Scenario;
let secret: string;

beforeEach(async () => {
  scenario = await createScenario({ players: 2 });
  secret = await openJoinLink(scenario.organizerA.client, scenario.contestA.id);
});

const contestId = () => scenario.contestA.id;
const describeLink = (id: string, linkSecret: string, client = anonymous()) =>
  client.send<JoinableContest>(`/api/join/${id}/${linkSecret}`, { method: 'GET' });
const join = (username: string, linkSecret = secret, id = contestId(), client = anonymous()) =>
  joinContest(client, id, linkSecret, username);
const joinLink = (client: Scenario['organizerA']['client'], method: 'POST' | 'DELETE', id = contestId()) =>
  client.send(`/api/contests/${id}/join-link`, { method });
async function playerNames(id = contestId()) {
  const players = await (
    await superuser()
  )
    .collection('players')
    .getFullList<PlayerRecord>({ filter: `contest = "${id}"` });
  return players.map((player) => player.username).sort();
}

describe('joining through the link', () => {
  it('shows the contest, makes the member a player whose token is their session, and the organizer sees them live', async () => {
    const feed = await subscribe(scenario.organizerA.client, ['players']);
    try {
      expect(await describeLink(contestId(), secret)).toEqual({
        id: contestId(),
        name: scenario.contestA.name,
        description: scenario.contestA.description,
        max_memes_per_player: 2,
        // The contest's language, which the join page speaks: '' (made before languages) reads as English.
        language: '',
      });

      const joined = await join('  Newcomer  ');
      expect(joined.player).toEqual({ id: expect.any(String), username: 'Newcomer', contest: contestId() });
      // The token is the player's link and session: it signs in as that player, who can upload.
      const client = await openPlayerLink(joined.token);
      expect(client.authStore.record?.id).toBe(joined.player.id);
      const player = { client, record: client.authStore.record as PlayerRecord, token: joined.token };
      await uploadMeme(player, 'meme.png');

      // The organizer reads the new player, with the same link token, and got the create event.
      const listed = await scenario.organizerA.client.collection('players').getOne<PlayerRecord>(joined.player.id);
      expect(listed.auth_token).toBe(joined.token);
      await vi.waitFor(() =>
        expect(feed.messages.some((m) => m.action === 'create' && m.record['id'] === joined.player.id)).toBe(true),
      );
    } finally {
      feed.close();
    }
  });

  it("keeps the secret to the contest's organizer", async () => {
    const owned = await scenario.organizerA.client.collection('contests').getOne<ContestRecord>(contestId());
    expect(owned.join_secret).toBe(secret);
    const seenByPlayer = await scenario.players[0]!.client.collection('contests').getOne<ContestRecord>(contestId());
    expect(seenByPlayer).not.toHaveProperty('join_secret');
    const joined = await join('Curious');
    const joinedClient = await openPlayerLink(joined.token);
    const refreshed = await joinedClient.collection('players').authRefresh({ expand: 'contest' });
    expect(refreshed.record.expand?.['contest']).not.toHaveProperty('join_secret');
    // A filter cannot guess it letter by letter either.
    const probe = scenario.players[0]!.client.collection('contests').getList(1, 1, {
      filter: `join_secret ~ "${secret.slice(0, 1)}%"`,
    });
    await refused(probe, 400);
  });

  it('refuses usernames as adding a player does, and two members racing for one name get it once', async () => {
    await refusedWith(join('ab'), MESSAGES.usernameLength);
    await refusedWith(join('x'.repeat(101)), MESSAGES.usernameLength);
    await refusedWith(
      anonymous().send(`/api/join/${contestId()}/${secret}`, { method: 'POST', body: { username: ['Array', 'Name'] } }),
      MESSAGES.usernameLength,
    );
    await refusedWith(join('player_1'), MESSAGES.usernameUnique); // "Player 1" exists
    const racers = await Promise.allSettled(Array.from({ length: 10 }, () => join('Same Name')));
    expect(racers.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await playerNames()).filter((name) => name === 'Same Name')).toHaveLength(1);
  });
});

describe('the link stops working', () => {
  it('when replaced: the old secret at once, the new one works', async () => {
    const replaced = await openJoinLink(scenario.organizerA.client, contestId());
    expect(replaced).not.toBe(secret);
    await refusedWith(describeLink(contestId(), secret), MESSAGES.closed, 404);
    await refusedWith(join('Late'), MESSAGES.closed, 404);
    await join('On Time', replaced);
  });

  it('when closed, and it never opens for a mistyped secret, another contest’s secret or a missing contest', async () => {
    const otherSecret = await openJoinLink(scenario.organizerB.client, scenario.contestB.id);
    await refusedWith(join('Mixed', otherSecret), MESSAGES.closed, 404);
    await refusedWith(join('Mixed', secret, scenario.contestB.id), MESSAGES.closed, 404);
    // One character off: the last one changed, to a different character whatever the secret ends with.
    const mistyped = `${secret.slice(0, -1)}${secret.endsWith('x') ? 'y' : 'x'}`;
    expect(mistyped).not.toBe(secret);
    await refusedWith(join('Typo', mistyped), MESSAGES.closed, 404);
    await refusedWith(join('Nobody', secret, 'missingcontest1'), MESSAGES.closed, 404);

    await joinLink(scenario.organizerA.client, 'DELETE');
    const owned = await scenario.organizerA.client.collection('contests').getOne<ContestRecord>(contestId());
    expect(owned.join_secret).toBe('');
    await refusedWith(describeLink(contestId(), secret), MESSAGES.closed, 404);
    await refusedWith(join('Closed Out'), MESSAGES.closed, 404);
    expect(await playerNames()).toEqual(['Player 1', 'Player 2']);
  });

  it('after participation, and joining cannot be opened then', async () => {
    await uploadMeme(scenario.players[0]!, 'meme.png');
    await setPhase(scenario.organizerA, contestId(), 'vote');
    await refusedWith(describeLink(contestId(), secret), MESSAGES.phase);
    await refusedWith(join('Too Late'), MESSAGES.phase);
    await refusedWith(joinLink(scenario.organizerA.client, 'POST'), MESSAGES.linkPhase);
    expect(await playerNames()).toEqual(['Player 1', 'Player 2']);
  });

  it('when the contest has 300 players', async () => {
    const admin = await superuser();
    await Promise.all(
      Array.from({ length: 298 }, (_, index) =>
        admin.collection('players').create({
          contest: contestId(),
          username: `Filler ${index}`,
          password: 'filler-password',
          passwordConfirm: 'filler-password',
        }),
      ),
    );
    await refusedWith(describeLink(contestId(), secret), MESSAGES.full);
    await refusedWith(join('One Too Many'), MESSAGES.full);
    expect(await playerNames()).toHaveLength(300);
  });
});

describe('who holds the key', () => {
  it('only the contest’s organizer opens, replaces or closes the link', async () => {
    const { organizerB, players, outsider } = scenario;
    await refused(joinLink(organizerB.client, 'POST'), 404);
    await refused(joinLink(organizerB.client, 'DELETE'), 404);
    for (const client of [players[0]!.client, outsider.client]) {
      await refused(joinLink(client, 'POST'), 403);
      await refused(joinLink(client, 'DELETE'), 403);
    }
    await refused(joinLink(anonymous(), 'POST'), 401);
    await refused(joinLink(anonymous(), 'DELETE'), 401);
    // The link still opens with the secret the organizer got.
    await describeLink(contestId(), secret);
  });

  it('nobody sets the secret through the records API, not even the organizer', async () => {
    const { organizerA } = scenario;
    // PocketBase drops a hidden field from a client's body: the request saves the rest, never the chosen secret.
    await organizerA.client.collection('contests').update(contestId(), { join_secret: 'chosen-by-me' });
    const created = await organizerA.client.collection('contests').create<ContestRecord>({
      name: 'Contest with a secret',
      status: 'participation',
      max_memes_per_player: 1,
      user: organizerA.user.id,
      join_secret: 'chosen-by-me',
    });
    expect(created.join_secret).toBe('');
    await refusedWith(join('Chooser', 'chosen-by-me'), MESSAGES.closed, 404);
    await refusedWith(join('Chooser', 'chosen-by-me', created.id), MESSAGES.closed, 404);
    const owned = await organizerA.client.collection('contests').getOne<ContestRecord>(contestId());
    expect(owned.join_secret).toBe(secret);
  });

  it('a join flood from one address meets 429 after 20 a minute; another address still joins', async () => {
    await forcePhase(contestId(), 'participation');
    const flooding = clientAt(freshClientAddress());
    let accepted = 0;
    let limited = 0;
    for (let index = 0; index < 22; index += 1) {
      try {
        await join(`Flood ${index}`, secret, contestId(), flooding);
        accepted += 1;
      } catch (error) {
        expect((error as { status: number }).status).toBe(429);
        limited += 1;
      }
    }
    expect({ accepted, limited }).toEqual({ accepted: 20, limited: 2 });
    await join('Someone Else', secret, contestId(), clientAt(freshClientAddress()));
  });
});
