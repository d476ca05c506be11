// Organizer sign-in through PocketBase's discord provider, pointed at a local stand-in of Discord by
// DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and DISCORD_OAUTH_BASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordSandbox, type DiscordSandbox } from '../../scripts/discord-sandbox.mjs';
import { signInThroughDiscordSandbox } from '../../scripts/lib/contest-setup.mjs';
import { startIsolatedPocketBase } from './support/pocketbase-server';
import { createContest, newClient, type Organizer, type UserRecord } from './support/roles';

// The local Discord stand-in of `npm run dev` and the e2e tests, with one user without a display name or e-mail.
let sandbox: DiscordSandbox;
let pocketbase: Awaited<ReturnType<typeof startIsolatedPocketBase>>;

beforeAll(async () => {
  sandbox = await startDiscordSandbox({
    port: 0,
    profiles: { 'alice.memes': { global_name: 'Alice of Memes' }, plainname: { global_name: null, email: undefined } },
  });
  pocketbase = await startIsolatedPocketBase('oauth', {
    DISCORD_CLIENT_ID: sandbox.clientId,
    DISCORD_CLIENT_SECRET: sandbox.clientSecret,
    DISCORD_OAUTH_BASE_URL: `${sandbox.url}/`,
  });
});

afterAll(async () => {
  await pocketbase?.dispose();
  await sandbox?.close();
});

async function signIn(username: string) {
  const { client, user, meta } = await signInThroughDiscordSandbox<UserRecord>(pocketbase.server.url, username);
  return { client, auth: { record: user, meta } };
}

describe('Discord sign-in', () => {
  it('advertises the discord provider, pointed at the configured base URL', async () => {
    const methods = await newClient(pocketbase.server.url).collection('users').listAuthMethods();
    expect(methods.password.enabled).toBe(false);
    expect(methods.oauth2.enabled).toBe(true);
    expect(methods.oauth2.providers.map((provider) => provider.name)).toEqual(['discord']);
    const authUrl = new URL(methods.oauth2.providers[0]!.authURL);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${sandbox.url}/oauth2/authorize`);
    expect(authUrl.searchParams.get('client_id')).toBe(sandbox.clientId);
  });

  it('creates the organizer on first sign-in with the Discord username, display name and no avatar', async () => {
    const { client, auth } = await signIn('alice.memes');
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
    const again = await signIn('alice.memes');
    expect(again.auth.record.id).toBe(auth.record.id);
    expect(again.auth.meta?.['isNew']).toBe(false);
  });

  it('falls back to the username as name when Discord has no display name or e-mail', async () => {
    const { auth } = await signIn('plainname');
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
