// Backups: scheduled backups come from the environment a release's start.sh sets (daily, 7 kept;
// 'off' turns them off); and a backup made through the API, restored into a server with a fresh data folder, brings
// back every contest, player, meme file and vote.
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { startIsolatedPocketBase } from './support/pocketbase-server';
import { castVote, contestWithPlayers, setPhase, uploadMeme, type MemeRecord } from './support/roles';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function isolated(label: string, env: Record<string, string> = {}) {
  const started = await startIsolatedPocketBase(label, env);
  cleanups.push(() => started.dispose());
  return started;
}

async function admin(server: { url: string; superuser: { email: string; password: string } }) {
  const client = new PocketBase(server.url);
  client.autoCancellation(false);
  await client.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
  return client;
}

describe('scheduled backups', () => {
  it('follow BACKUP_CRON and BACKUP_KEEP, and are off with BACKUP_CRON=off', async () => {
    // Two servers of their own, started side by side.
    const [on, off] = await Promise.all([
      isolated('backups-on', { BACKUP_CRON: '0 3 * * *', BACKUP_KEEP: '7' }),
      isolated('backups-off', { BACKUP_CRON: 'off' }),
    ]);
    expect((await (await admin(on.server)).settings.getAll()).backups).toMatchObject({
      cron: '0 3 * * *',
      cronMaxKeep: 7,
    });
    expect((await (await admin(off.server)).settings.getAll()).backups.cron).toBe('');
  });
});

describe('a backup restored into a fresh data folder', () => {
  it('brings back every contest, player, meme file and vote', { timeout: 120_000 }, async () => {
    // The source, and the target with its fresh data folder, started side by side.
    const [source, target] = await Promise.all([isolated('backup-source'), isolated('backup-target')]);
    const url = source.server.url;
    const { organizer, contest, players } = await contestWithPlayers(['alice', 'bob', 'carol'], {
      name: 'Backed-up cup',
      organizer: 'backup',
      url,
    });
    const memes: MemeRecord[] = [];
    for (const [i, player] of players.entries())
      memes.push(await uploadMeme(player, (['meme.png', 'meme.jpg', 'meme.gif'] as const)[i]));
    await setPhase(organizer, contest.id, 'vote');
    for (const player of players) {
      for (const meme of memes) if (meme.player !== player.record.id) await castVote(player, meme.id, 7);
    }
    const sourceAdmin = await admin(source.server);
    const expected = {
      contests: await sourceAdmin.collection('contests').getFullList({ sort: 'id' }),
      players: await sourceAdmin.collection('players').getFullList({ sort: 'id' }),
      memes: await sourceAdmin.collection('memes').getFullList({ sort: 'id' }),
      votes: await sourceAdmin.collection('votes').getFullList({ sort: 'id' }),
    };
    expect(expected.votes).toHaveLength(6);

    await sourceAdmin.backups.create('nightly.zip');
    const token = await sourceAdmin.files.getToken();
    const archive = await fetch(`${url}/api/backups/nightly.zip?token=${token}`);
    expect(archive.status).toBe(200);
    const bytes = new Uint8Array(await archive.arrayBuffer());

    // The other server, a fresh data folder: upload the backup, restore it (PocketBase restarts itself on it).
    const targetAdmin = await admin(target.server);
    expect(await targetAdmin.collection('contests').getFullList()).toHaveLength(0);
    await targetAdmin.backups.upload({ file: new File([bytes], 'nightly.zip', { type: 'application/zip' }) });
    await targetAdmin.backups.restore('nightly.zip');
    const restored = await waitForRestored(target.server, expected.contests.length);

    for (const collection of ['contests', 'players', 'memes', 'votes'] as const) {
      const records = await restored.collection(collection).getFullList({ sort: 'id' });
      expect(
        records.map((record) => record.id),
        collection,
      ).toEqual(expected[collection].map((record) => record.id));
    }
    const votes = await restored.collection('votes').getFullList({ sort: 'id' });
    expect(votes.map((vote) => vote['score'])).toEqual(expected.votes.map((vote) => vote['score']));
    // Every meme's file is back, byte for byte.
    for (const meme of memes) {
      const [before, after] = await Promise.all(
        [url, target.server.url].map(
          async (base) =>
            new Uint8Array(
              await (await fetch(`${base}/api/files/${meme.collectionId}/${meme.id}/${meme.media}`)).arrayBuffer(),
            ),
        ),
      );
      expect(after!.length).toBeGreaterThan(0);
      expect(Buffer.from(after!).equals(Buffer.from(before!))).toBe(true);
    }
  });
});

/** Waits for the restarted server to answer with the restored data; returns a superuser client of it. */
async function waitForRestored(
  server: { url: string; superuser: { email: string; password: string } },
  contests: number,
) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const client = await admin(server);
      if ((await client.collection('contests').getFullList()).length === contests) return client;
    } catch {
      // restarting
    }
    if (Date.now() > deadline) throw new Error('the restored server did not come back with the data');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
