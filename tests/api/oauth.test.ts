// Organizer sign-in through PocketBase's discord provider, pointed at a local stand-in of Discord by
// DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and DISCORD_OAUTH_BASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordStub, STUB_CLIENT } from './support/discord-stub';
import { startIsolatedPocketBase } from './support/pocketbase-server';
import { createContest, newClient, type Organizer, type UserRecord } from './support/roles';

const usersByCode = {
  'code-alice': {
    id: '80351110224678912',
    username: 'alice.memes',
    global_name: 'Alice of Memes',
    avatar: null,
    discriminator: '0',
    email: 'alice@example.com',
    verified: true,
  },
  'code-plain': { id: '80351110224678913', username: 'plainname', global_name: null, avatar: null, discriminator: '0' },
};

let stub: Awaited<ReturnType<typeof startDiscordStub>>;
let pocketbase: Awaited<ReturnType<typeof startIsolatedPocketBase>>;

beforeAll(async () => {
  stub = await startDiscordStub(usersByCode);
  pocketbase = await startIsolatedPocketBase('oauth', {
    DISCORD_CLIENT_ID: STUB_CLIENT.id,
    DISCORD_CLIENT_SECRET: STUB_CLIENT.secret,
    DISCORD_OAUTH_BASE_URL: `${stub.url}/`,
  });
});

afterAll(async () => {
  await pocketbase?.dispose();
  await stub?.close();
});

function signIn(code: keyof typeof usersByCode) {
  const client = newClient(pocketbase.server.url);
  return client
    .collection('users')
    .authWithOAuth2Code<UserRecord>('discord', code, 'verifier-'.padEnd(43, 'x'), 'http://127.0.0.1:5173/oauth', {})
    .then((auth) => ({ client, auth }));
}

describe('Discord sign-in', () => {
  it('advertises the discord provider, pointed at the configured base URL', async () => {
    const methods = await newClient(pocketbase.server.url).collection('users').listAuthMethods();
    expect(methods.password.enabled).toBe(false);
    expect(methods.oauth2.enabled).toBe(true);
    expect(methods.oauth2.providers.map((provider) => provider.name)).toEqual(['discord']);
    const authUrl = new URL(methods.oauth2.providers[0]!.authURL);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${stub.url}/oauth2/authorize`);
    expect(authUrl.searchParams.get('client_id')).toBe(STUB_CLIENT.id);
  });

  it('creates the organizer on first sign-in with the Discord username, display name and no avatar', async () => {
    const { client, auth } = await signIn('code-alice');
    expect(auth.meta?.['isNew']).toBe(true);
    expect(auth.record.username).toBe('alice.memes');
    expect(auth.record.name).toBe('Alice of Memes');
    expect(auth.record.avatar).toBe('');
    expect(auth.record.verified).toBe(true);

    // The session works: the organizer sees themselves and can create a contest.
    expect((await client.collection('users').getOne<UserRecord>(auth.record.id)).username).toBe('alice.memes');
    const organizer: Organizer = { client, user: auth.record };
    expect((await createContest(organizer)).user).toBe(auth.record.id);

    // Signing in again finds the same account.
    const again = await signIn('code-alice');
    expect(again.auth.record.id).toBe(auth.record.id);
    expect(again.auth.meta?.['isNew']).toBe(false);
  });

  it('falls back to the username as name when Discord has no display name or e-mail', async () => {
    const { auth } = await signIn('code-plain');
    expect(auth.record.username).toBe('plainname');
    expect(auth.record.name).toBe('plainname');
  });

  it('refuses a code Discord does not know', async () => {
    const client = newClient(pocketbase.server.url);
    await expect(
      client
        .collection('users')
        .authWithOAuth2Code('discord', 'code-unknown', 'verifier', 'http://127.0.0.1:5173/oauth'),
    ).rejects.toMatchObject({ status: 400 });
  });
});
