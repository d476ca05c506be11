// A player's optional Discord identity and the contest address (docs/features/player-discord-identity.md): joining
// with Discord, getting back in, linking from the player page, and the address's description and join. Tried as an
// attacker would: another contest's identity, a forged OAuth2 state, forged, expired and wrong-collection tokens, a
// removed player, a deleted contest, one Discord account racing to become two players, another player's session,
// and every read and realtime event that could show the binding.
import { randomInt } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContestAddressAnswer, JoinedPlayerAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';
import { createOrganizerAccount, openJoinLink } from '../../scripts/lib/contest-setup.mjs';
import { clientAt, freshClientAddress } from './support/client-address';
import { subscribe } from './support/realtime';
import {
  anonymous,
  createScenario,
  forcePhase,
  newClient,
  openPlayerLink,
  refused,
  refusedWith,
  serverUrl,
  signInPlayer,
  superuser,
  unique,
  type PlayerRecord,
} from './support/roles';
import type { Scenario } from './support/scenario';

const MESSAGES = {
  notPlaying: "This Discord account doesn't play in this contest. Ask the organizer for your personal link.",
  missing: 'This account has no Discord sign-in. Continue with Discord again.',
  taken: 'This Discord account already plays in this contest as another player.',
  otherAccount: 'This player is already linked to another Discord account.',
  playerLink: 'Your player session has ended. Open your personal link again.',
  contestNotFound: 'The contest was not found.',
  closed: 'This join link does not work anymore. Ask the organizer for the current one.',
  phase: 'This contest is no longer taking new players.',
  usernameUnique: 'Player usernames must be unique within a contest.',
};

interface DiscordAccount {
  /** A client signed in as the users record a Discord sign-in made (its external auth names the Discord account). */
  client: PocketBase;
  discordId: string;
  name: string;
}

/** A Discord account as PocketBase's Discord sign-in leaves it: a users record with a discord external auth. */
async function discordAccount(name = unique('discord')): Promise<DiscordAccount> {
  const discordId = String(100_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)) * 1_000n + BigInt(randomInt(999)));
  const { client } = await createOrganizerAccount(await superuser(), serverUrl(), {
    username: unique('discord-user'),
    name,
    externalDiscordId: discordId,
  });
  return { client, discordId, name };
}

const send = <T>(client: PocketBase, route: string, contest: string, body: Record<string, unknown> = {}) =>
  client.send<T>(routeAddress(route, { contest }), { method: 'POST', body });
const joinWithDiscord = (account: DiscordAccount, contest: string, body: Record<string, unknown> = {}) =>
  send<JoinedPlayerAnswer>(account.client, API_ROUTES.discordJoin, contest, body);
const recover = (account: DiscordAccount, contest: string) =>
  send<JoinedPlayerAnswer>(account.client, API_ROUTES.discordRecover, contest);
const link = (account: DiscordAccount, contest: string, playerToken: string, extra: Record<string, unknown> = {}) =>
  send<{ discord_linked: boolean }>(account.client, API_ROUTES.discordLink, contest, {
    player_token: playerToken,
    ...extra,
  });
const describeAddress = (contest: string, client = anonymous()) =>
  client.send<ContestAddressAnswer>(routeAddress(API_ROUTES.joinByAddress, { contest }), { method: 'GET' });
const joinByAddress = (contest: string, username: string, client = anonymous()) =>
  client.send<JoinedPlayerAnswer>(routeAddress(API_ROUTES.joinByAddress, { contest }), {
    method: 'POST',
    body: { username },
  });

/** Every player of the contest as the database holds them, binding included (a superuser's read). */
async function storedPlayers(contestId: string) {
  return (await superuser())
    .collection('players')
    .getFullList<PlayerRecord & { discord_id: string }>({ filter: `contest = "${contestId}"` });
}

let scenario: Scenario;

beforeEach(async () => {
  scenario = await createScenario({ players: 1 });
  await openJoinLink(scenario.organizerA.client, scenario.contestA.id);
});

const contestA = () => scenario.contestA.id;

describe('joining with Discord', () => {
  it('joins with the Discord name, binds the player, and signs in with the answered token', async () => {
    const account = await discordAccount();
    const joined = await joinWithDiscord(account, contestA());
    expect(joined.player.username).toBe(account.name);
    expect(joined.player.contest).toBe(contestA());
    const client = await openPlayerLink(joined.token);
    expect(client.authStore.record?.id).toBe(joined.player.id);
    expect(client.authStore.record?.['discord_linked']).toBe(true);
    const stored = (await storedPlayers(contestA())).find((player) => player.id === joined.player.id);
    expect(stored?.discord_id).toBe(account.discordId);
  });

  it('gives the same player back when the Discord account joins again', async () => {
    const account = await discordAccount();
    const first = await joinWithDiscord(account, contestA());
    const again = await joinWithDiscord(account, contestA(), { username: unique('another name') });
    expect(again.player.id).toBe(first.player.id);
    expect((await storedPlayers(contestA())).filter((player) => player.discord_id === account.discordId)).toHaveLength(
      1,
    );
  });

  it('makes one player of one Discord account under parallel requests', async () => {
    const account = await discordAccount();
    const answers = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        joinWithDiscord(account, contestA(), index % 2 ? { username: unique('racer') } : {}),
      ),
    );
    const ids = new Set(answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.player.id] : [])));
    expect(ids.size).toBe(1);
    expect((await storedPlayers(contestA())).filter((player) => player.discord_id === account.discordId)).toHaveLength(
      1,
    );
  });

  it('on a name clash refuses with the username rule, then joins with another name, still bound', async () => {
    const account = await discordAccount('Player 1');
    await refusedWith(joinWithDiscord(account, contestA()), MESSAGES.usernameUnique);
    const joined = await joinWithDiscord(account, contestA(), { username: 'Player One Again' });
    expect(joined.player.username).toBe('Player One Again');
    expect((await recover(account, contestA())).player.id).toBe(joined.player.id);
  });

  it('lets one Discord account play in many contests, one player in each', async () => {
    const account = await discordAccount();
    await openJoinLink(scenario.organizerB.client, scenario.contestB.id);
    const inA = await joinWithDiscord(account, contestA());
    const inB = await joinWithDiscord(account, scenario.contestB.id);
    expect(inB.player.id).not.toBe(inA.player.id);
    expect((await recover(account, contestA())).player.id).toBe(inA.player.id);
    expect((await recover(account, scenario.contestB.id)).player.id).toBe(inB.player.id);
  });

  it('is refused once joining is closed or participation is over', async () => {
    const account = await discordAccount();
    await scenario.organizerA.client.send(`/api/contests/${contestA()}/join-link`, { method: 'DELETE' });
    await refusedWith(joinWithDiscord(account, contestA()), MESSAGES.closed, 404);
    await openJoinLink(scenario.organizerA.client, contestA());
    await forcePhase(contestA(), 'vote');
    await refusedWith(joinWithDiscord(account, contestA()), MESSAGES.phase);
  });
});

describe('getting back in with Discord', () => {
  it('answers the same player, whose token signs a new device in as them', async () => {
    const account = await discordAccount();
    const joined = await joinWithDiscord(account, contestA());
    await forcePhase(contestA(), 'vote');
    const back = await recover(account, contestA());
    expect(back.player.id).toBe(joined.player.id);
    const device = await openPlayerLink(back.token);
    expect(device.authStore.record?.id).toBe(joined.player.id);
  });

  it("refuses another contest's identity", async () => {
    const account = await discordAccount();
    await joinWithDiscord(account, contestA());
    await refusedWith(recover(account, scenario.contestB.id), MESSAGES.notPlaying, 404);
    // And another Discord account gets nothing of contest A.
    await refusedWith(recover(await discordAccount(), contestA()), MESSAGES.notPlaying, 404);
  });

  it('refuses a player removed by moderation', async () => {
    const account = await discordAccount();
    const joined = await joinWithDiscord(account, contestA());
    await scenario.organizerA.client.collection('players').delete(joined.player.id);
    await refusedWith(recover(account, contestA()), MESSAGES.notPlaying, 404);
  });

  it('refuses a deleted contest, as the address does', async () => {
    const account = await discordAccount();
    await joinWithDiscord(account, contestA());
    await scenario.organizerA.client.collection('contests').delete(contestA());
    await refusedWith(recover(account, contestA()), MESSAGES.contestNotFound, 404);
    await refusedWith(joinWithDiscord(account, contestA()), MESSAGES.contestNotFound, 404);
    await refusedWith(describeAddress(contestA()), MESSAGES.contestNotFound, 404);
    await refusedWith(describeAddress('nosuchcontest00'), MESSAGES.contestNotFound, 404);
  });

  it('refuses forged, expired and wrong-collection tokens, and accounts without Discord', async () => {
    const account = await discordAccount();
    await joinWithDiscord(account, contestA());
    const withToken = (token: string) => {
      const client = newClient(serverUrl());
      client.authStore.save(token, null);
      return client;
    };
    const routes = [API_ROUTES.discordRecover, API_ROUTES.discordJoin, API_ROUTES.discordLink];
    const [header, payload] = account.client.authStore.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const expired = await (await superuser()).collection('users').impersonate(account.client.authStore.record!.id, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (const route of routes) {
      await refused(send(withToken(forged), route, contestA()), 401);
      await refused(send(withToken(expired.authStore.token), route, contestA()), 401);
      // A player's session, and a superuser's, are not a Discord account.
      await refused(send(withToken(scenario.players[0]!.token), route, contestA()), 403);
      await refused(send(await superuser(), route, contestA()), 403);
      await refused(send(anonymous(), route, contestA()), 401);
    }
    // An account made another way (no Discord sign-in) proves no Discord account.
    await refusedWith(recover({ ...account, client: scenario.organizerB.client }, contestA()), MESSAGES.missing, 403);
  });

  it("completes nothing through PocketBase's OAuth2 redirect with a forged state", async () => {
    const admin = await superuser();
    const usersBefore = (await admin.collection('users').getList(1, 1)).totalItems;
    // A popup waiting for its code: PocketBase hands the code only to the realtime client whose id is the state.
    const listener = await subscribe(anonymous(), ['@oauth2']);
    const response = await fetch(`${serverUrl()}/api/oauth2-redirect?state=forged-state&code=forged-code`, {
      redirect: 'manual',
    });
    // PocketBase sends the browser to its failure page and delivers the code to no one.
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.headers.get('location') ?? '').toContain('oauth2-redirect-failure');
    // A valid request that comes after it, to be sure the redirect's effects, if any, were delivered first.
    await describeAddress(contestA());
    listener.close();
    expect(listener.messages).toEqual([]);
    expect((await admin.collection('users').getList(1, 1)).totalItems).toBe(usersBefore);
  });
});

describe('flooding', () => {
  it('meets 429 after 20 Discord requests a minute from one address; another address still gets back in', async () => {
    const account = await discordAccount();
    const joined = await joinWithDiscord(account, contestA());
    const flooding = clientAt(freshClientAddress());
    flooding.authStore.save(account.client.authStore.token, null);
    const statuses: number[] = [];
    for (let index = 0; index < 22; index += 1) {
      try {
        await send(flooding, API_ROUTES.discordRecover, contestA());
        statuses.push(200);
      } catch (error) {
        statuses.push((error as { status: number }).status);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const elsewhere = clientAt(freshClientAddress());
    elsewhere.authStore.save(account.client.authStore.token, null);
    expect((await send<JoinedPlayerAnswer>(elsewhere, API_ROUTES.discordRecover, contestA())).player.id).toBe(
      joined.player.id,
    );
  });
});

describe('linking Discord from the player page', () => {
  it('binds the player of the session, whatever else the body says, and the link then gets them back in', async () => {
    const account = await discordAccount();
    const player = scenario.players[0]!;
    const other = await signInPlayer(
      await scenario.organizerA.client.collection('players').create<PlayerRecord>({
        contest: contestA(),
        username: unique('other'),
      }),
    );
    expect(await link(account, contestA(), player.token, { player: other.record.id, id: other.record.id })).toEqual({
      discord_linked: true,
    });
    expect((await recover(account, contestA())).player.id).toBe(player.record.id);
    const stored = await storedPlayers(contestA());
    expect(stored.find((row) => row.id === other.record.id)?.discord_id).toBe('');
    // Linking again with the same account changes nothing.
    expect((await link(account, contestA(), player.token)).discord_linked).toBe(true);
  });

  it("refuses another contest's player session, a forged one, and none", async () => {
    const account = await discordAccount();
    await refusedWith(link(account, contestA(), scenario.outsider.token), MESSAGES.playerLink, 401);
    await refusedWith(link(account, contestA(), `${scenario.players[0]!.token}x`), MESSAGES.playerLink, 401);
    await refusedWith(link(account, contestA(), ''), MESSAGES.playerLink, 401);
    // An organizer's session is not a player's.
    await refusedWith(link(account, contestA(), scenario.organizerA.client.authStore.token), MESSAGES.playerLink, 401);
  });

  it('refuses a Discord account that already plays as another player, and a player linked to another account', async () => {
    const account = await discordAccount();
    await joinWithDiscord(account, contestA());
    const player = scenario.players[0]!;
    await refusedWith(link(account, contestA(), player.token), MESSAGES.taken);
    const second = await discordAccount();
    await link(second, contestA(), player.token);
    await refusedWith(link(await discordAccount(), contestA(), player.token), MESSAGES.otherAccount);
  });
});

describe('the binding stays on the server', () => {
  it('is in no read, filter or realtime event, for the organizer or any player', async () => {
    const account = await discordAccount();
    const player = scenario.players[0]!;
    const organizerEvents = await subscribe(scenario.organizerA.client, ['players/*']);
    const playerEvents = await subscribe(player.client, [`players/${player.record.id}`]);
    await link(account, contestA(), player.token);
    const joined = await joinWithDiscord(await discordAccount(), contestA());
    await expect.poll(() => organizerEvents.messages.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => playerEvents.messages.length).toBeGreaterThanOrEqual(1);
    organizerEvents.close();
    playerEvents.close();
    const seen = [
      ...organizerEvents.messages.map((message) => message.record),
      ...playerEvents.messages.map((message) => message.record),
      ...(await scenario.organizerA.client.collection('players').getFullList({ filter: `contest = "${contestA()}"` })),
      await player.client.collection('players').getOne(player.record.id),
      (await player.client.collection('players').authRefresh()).record,
    ];
    for (const record of seen) {
      expect(record).not.toHaveProperty('discord_id');
      expect(JSON.stringify(record)).not.toContain(account.discordId);
    }
    // In results the players read each other: still no binding.
    await forcePhase(contestA(), 'results');
    const others = await (await openPlayerLink(joined.token)).collection('players').getFullList();
    expect(others.length).toBeGreaterThan(1);
    for (const record of others) {
      expect(record).not.toHaveProperty('discord_id');
      // Not even whether another player used Discord.
      if (record.id !== joined.player.id) expect(record).not.toHaveProperty('discord_linked');
    }
    // Nor by a filter or a sort on it, which would single out who linked.
    const resultsPlayer = await openPlayerLink(joined.token);
    await refused(resultsPlayer.collection('players').getList(1, 10, { filter: 'discord_linked = true' }), 400);
    await refused(resultsPlayer.collection('players').getList(1, 10, { sort: '-discord_linked' }), 400);
    // A filter on the hidden field is refused, so no one can probe for an account.
    for (const client of [scenario.organizerA.client, player.client]) {
      await refused(
        client.collection('players').getList(1, 10, { filter: `discord_id = "${account.discordId}"` }),
        400,
      );
    }
  });

  it('cannot be set by an organizer adding a player', async () => {
    const account = await discordAccount();
    const created = await scenario.organizerA.client.collection('players').create<PlayerRecord>({
      contest: contestA(),
      username: unique('planted'),
      discord_id: account.discordId,
      discord_linked: true,
    });
    expect(created['discord_linked']).toBe(false);
    await refusedWith(recover(account, contestA()), MESSAGES.notPlaying, 404);
  });
});

describe('the contest address', () => {
  it('describes the contest to anyone, with whether joining is open, and no secret', async () => {
    const open = await describeAddress(contestA());
    expect(open).toEqual({
      id: contestA(),
      name: scenario.contestA.name,
      description: scenario.contestA.description,
      status: 'participation',
      joining_open: true,
      max_memes_per_player: scenario.contestA.max_memes_per_player,
      language: '',
    });
    await scenario.organizerA.client.send(`/api/contests/${contestA()}/join-link`, { method: 'DELETE' });
    expect((await describeAddress(contestA())).joining_open).toBe(false);
  });

  it('joins while the join link is open, and not once it is closed or the phase is over', async () => {
    const joined = await joinByAddress(contestA(), unique('by address'));
    expect((await openPlayerLink(joined.token)).authStore.record?.id).toBe(joined.player.id);
    await scenario.organizerA.client.send(`/api/contests/${contestA()}/join-link`, { method: 'DELETE' });
    await refusedWith(joinByAddress(contestA(), unique('late')), MESSAGES.closed, 404);
    await openJoinLink(scenario.organizerA.client, contestA());
    await forcePhase(contestA(), 'vote');
    await refusedWith(joinByAddress(contestA(), unique('later')), MESSAGES.phase);
    expect((await describeAddress(contestA())).joining_open).toBe(false);
  });
});
