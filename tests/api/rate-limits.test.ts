// Abuse limits, tried as one hammering client would (an address of its own, tests/api/support/client-address.ts):
// each action meets a 429 within the first requests past its rule, while another client at the same time, and a
// whole room voting at once from addresses of their own, is never limited. The rules live in
// pb_migrations/1795400000_meme_arena_schema.js (RATE_LIMITS); docs/features/rate-limits.md says how they were sized.
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { clientAt, freshClientAddress } from './support/client-address';
import { createScenario, forcePhase, uploadMeme, type MemeRecord, type Player } from './support/roles';

/** Sends `count` requests one after another; returns the 1-based number of the first answered 429, or 0. */
async function firstTooManyRequests(count: number, send: (index: number) => Promise<unknown>): Promise<number> {
  for (let index = 0; index < count; index += 1) {
    try {
      await send(index);
    } catch (error) {
      if (!(error instanceof ClientResponseError)) throw error;
      if (error.status === 429) {
        expect(error.message).toBe('Too Many Requests.');
        return index + 1;
      }
    }
  }
  return 0;
}

/** The same player, signed in from an address of their own. */
function playerAt(player: Player, address = freshClientAddress()): PocketBase {
  const client = clientAt(address);
  client.authStore.save(player.token, player.record);
  return client;
}

async function uploadFrom(client: PocketBase, player: Player) {
  const form = new FormData();
  form.append('contest', player.record.contest);
  form.append('player', player.record.id);
  form.append('media', new File([new Uint8Array(8)], 'not-really.png', { type: 'image/png' }));
  return client.collection('memes').create<MemeRecord>(form);
}

describe('rate limits for one hammering client', () => {
  it('stops Discord sign-in attempts after 20 a minute, and not another client', async () => {
    const hammering = clientAt(freshClientAddress());
    const signIn = (client: PocketBase) =>
      client.collection('users').authWithOAuth2Code('discord', 'made-up-code', 'verifier', 'http://127.0.0.1/redirect');
    expect(await firstTooManyRequests(30, () => signIn(hammering))).toBe(21);
    expect(await firstTooManyRequests(1, () => signIn(clientAt(freshClientAddress())))).toBe(0);
  });

  it('stops asking for the sign-in methods after 60 a minute', async () => {
    const client = clientAt(freshClientAddress());
    expect(await firstTooManyRequests(70, () => client.collection('users').listAuthMethods())).toBe(61);
  });

  it("stops signing in with a player's link after 120 a minute, and not the other players", async () => {
    const { players } = await createScenario({ players: 2 });
    const [alice, bob] = players as [Player, Player];
    const hammering = playerAt(alice);
    expect(await firstTooManyRequests(130, () => hammering.collection('players').authRefresh())).toBe(121);
    await expect(playerAt(bob).collection('players').authRefresh()).resolves.toMatchObject({
      record: { id: bob.record.id },
    });
  });

  it('stops uploads after 60 a minute, whether accepted or refused', async () => {
    const { players } = await createScenario({ players: 1 });
    const player = players[0]!;
    const client = playerAt(player);
    expect(await firstTooManyRequests(70, () => uploadFrom(client, player))).toBe(61);
  });

  it('stops meme removals after 60 a minute', async () => {
    const { players } = await createScenario({ players: 1 });
    const player = players[0]!;
    const client = playerAt(player);
    expect(await firstTooManyRequests(70, () => client.collection('memes').delete('nonexistent00001'))).toBe(61);
  });

  it('stops adding players after 100 a minute', async () => {
    const { organizerA, contestA } = await createScenario({ players: 1 });
    const client = clientAt(freshClientAddress());
    client.authStore.save(organizerA.client.authStore.token, organizerA.client.authStore.record);
    const add = (index: number) => client.collection('players').create({ username: `p${index}`, contest: contestA.id });
    expect(await firstTooManyRequests(110, add)).toBe(101);
  });

  it('stops votes after 600 in 10 seconds, while another player votes as usual', async () => {
    const { contestA, players } = await createScenario({ players: 3 });
    const [alice, bob, carol] = players as [Player, Player, Player];
    const bobMeme = await uploadMeme(bob);
    const carolMeme = await uploadMeme(carol);
    await forcePhase(contestA.id, 'vote');
    const vote = (client: PocketBase, meme: MemeRecord, score: number) =>
      client.send(`/api/memes/${meme.id}/vote`, { method: 'PUT', body: { score } });

    /**
     * 10 requests in flight at a time, as fast as the server answers, until the first 429. Answers come back out of
     * order, so what is counted is how many votes were accepted, not the number of the first refused one.
     */
    async function hammer() {
      const hammering = playerAt(alice);
      let limited = false;
      let sent = 0;
      let accepted = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (!limited && sent < 700) {
            sent += 1;
            try {
              await vote(hammering, bobMeme, (sent % 10) + 1);
              accepted += 1;
            } catch (error) {
              if (error instanceof ClientResponseError && error.status === 429) limited = true;
              else throw error;
            }
          }
        }),
      );
      return { limited, accepted, seconds: (performance.now() - started) / 1000 };
    }

    // PocketBase counts in windows of whole seconds from a client's first request, so a window is at least 9 s
    // long. A machine too busy to send the votes within that did not try the rule: it tries again as a new client.
    let outcome = await hammer();
    for (let attempt = 2; outcome.seconds >= 9 && attempt <= 3; attempt += 1) outcome = await hammer();
    expect(outcome.seconds, 'the votes took longer than one window, three times').toBeLessThan(9);
    expect(outcome.limited).toBe(true);
    expect(outcome.accepted).toBeGreaterThanOrEqual(600);
    expect(outcome.accepted).toBeLessThanOrEqual(610);
    await expect(vote(playerAt(bob), carolMeme, 7)).resolves.toMatchObject({ score: 7 });
  });
});

describe('a room voting at once', () => {
  it('is never limited when each player is a client of their own', async () => {
    const { contestA, players } = await createScenario({ players: 12, maxMemes: 2 });
    const memes = (
      await Promise.all(players.flatMap((player) => [uploadMeme(player), uploadMeme(player, 'meme.jpg')]))
    ).flat();
    await forcePhase(contestA.id, 'vote');
    const statuses = await Promise.all(
      players.map(async (player) => {
        const client = playerAt(player);
        const answers: number[] = [];
        for (const meme of memes.filter((candidate) => candidate.player !== player.record.id)) {
          for (const score of [3, 8]) {
            try {
              await client.send(`/api/memes/${meme.id}/vote`, { method: 'PUT', body: { score } });
              answers.push(200);
            } catch (error) {
              answers.push((error as ClientResponseError).status);
            }
          }
        }
        return answers;
      }),
    );
    const all = statuses.flat();
    expect(all).toHaveLength(12 * 22 * 2);
    expect(all.filter((status) => status !== 200)).toEqual([]);
  });
});
