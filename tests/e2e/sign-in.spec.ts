// Organizer sign-in through the real OAuth2 flow: the login page opens PocketBase's Discord provider in a popup,
// which here is the local Discord sandbox; the code comes back over realtime and the organizer lands on /dashboard.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { SANDBOX_DEFAULTS, sandboxDiscordId } from '../../scripts/discord-sandbox.mjs';
import { startPocketBase } from '../../scripts/lib/pocketbase-server.mjs';
import type { UserRecord } from '../../src/lib/data/records';
import {
  createContest,
  createOrganizer,
  expect,
  signInAsOrganizer,
  superuserClient,
  test,
  uniqueName,
} from './support';

const LOGIN_FAILED =
  'Unable to sign in. Registrations may be closed, or there was a connection issue. If you already have an account, please try again.';

test('a first-time organizer signs in through the Discord popup and lands on the dashboard', async ({ page }) => {
  const username = uniqueName('newcomer');
  await signInAsOrganizer(page, username);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Select a contest on the left to view its details')).toBeVisible();

  // The server created the account from the Discord profile and linked it to that Discord identity.
  const admin = await superuserClient();
  const user = await admin
    .collection('users')
    .getFirstListItem<UserRecord>(admin.filter('username = {:username}', { username }));
  expect(user.name).toBe(username);
  const link = await admin
    .collection('_externalAuths')
    .getFirstListItem(admin.filter('recordRef = {:id} && provider = "discord"', { id: user.id }));
  expect(link.providerId).toBe(sandboxDiscordId(username));
});

test('signing in as an existing organizer opens their own account and contests', async ({ page }) => {
  const organizer = await createOrganizer();
  await createContest(organizer, { name: 'Cats versus dogs' });
  const other = await createOrganizer();
  await createContest(other, { name: 'Someone else’s contest' });

  await signInAsOrganizer(page, organizer.username);

  await expect(page.getByText('2 contests remaining')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Your contests' }).getByRole('link', { name: /Cats versus dogs/ }),
  ).toBeVisible();
  await expect(page.getByText('Someone else’s contest')).toHaveCount(0);
});

test('the session survives a reload and ends with Log out', async ({ page }) => {
  await signInAsOrganizer(page, uniqueName('returning'));
  await page.reload();
  await expect(page.getByText('3 contests remaining')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Discord' })).toBeEnabled();
});

test('cancelling in the Discord popup shows the sign-in failure message', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with Discord' })).toBeEnabled();
});

test('without Discord credentials the server offers no Discord sign-in', async ({ stack }) => {
  // The stack's PocketBase has the sandbox configured…
  const configured = await new PocketBase(stack.pocketbaseUrl).collection('users').listAuthMethods();
  const discord = configured.oauth2.providers.find((provider) => provider.name === 'discord');
  expect(discord?.authURL.startsWith(`${stack.sandboxUrl}/`)).toBe(true);

  // …a PocketBase started without DISCORD_* has no Discord provider at all.
  const dataDir = mkdtempSync(join(tmpdir(), 'meme-arena-no-discord-'));
  const bare = await startPocketBase({
    dataDir,
    env: { DISCORD_CLIENT_ID: '', DISCORD_CLIENT_SECRET: '', DISCORD_OAUTH_BASE_URL: '' },
  });
  try {
    const methods = await new PocketBase(bare.url).collection('users').listAuthMethods();
    expect(methods.oauth2.providers.map((provider) => provider.name)).not.toContain('discord');
  } finally {
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe('the Discord sandbox behaves like an OAuth2 server', () => {
  const redirectUri = 'http://127.0.0.1:1/api/oauth2-redirect';
  const verifier = 'a-code-verifier-that-is-long-enough-for-pkce-0123456789';
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  async function authorize(sandboxUrl: string, username: string) {
    const response = await fetch(`${sandboxUrl}/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        client_id: SANDBOX_DEFAULTS.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        state: 'state-123',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        username,
        decision: 'authorize',
      }),
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('state-123');
    return location.searchParams.get('code') ?? '';
  }

  function exchange(sandboxUrl: string, fields: Record<string, string>) {
    return fetch(`${sandboxUrl}/api/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: SANDBOX_DEFAULTS.clientId,
        client_secret: SANDBOX_DEFAULTS.clientSecret,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        ...fields,
      }),
    });
  }

  test('codes need the client secret, the redirect URI and the PKCE verifier, and work once', async ({ stack }) => {
    const code = await authorize(stack.sandboxUrl, 'pkce_checker');
    expect((await exchange(stack.sandboxUrl, { code, client_secret: 'wrong' })).status).toBe(401);
    expect((await exchange(stack.sandboxUrl, { code, code_verifier: 'wrong-verifier' })).status).toBe(400);

    const secondCode = await authorize(stack.sandboxUrl, 'pkce_checker');
    expect(
      (await exchange(stack.sandboxUrl, { code: secondCode, redirect_uri: 'http://127.0.0.1:2/elsewhere' })).status,
    ).toBe(400);

    const thirdCode = await authorize(stack.sandboxUrl, 'pkce_checker');
    const granted = await exchange(stack.sandboxUrl, { code: thirdCode });
    expect(granted.status).toBe(200);
    const { access_token: accessToken } = (await granted.json()) as { access_token: string };
    expect((await exchange(stack.sandboxUrl, { code: thirdCode })).status).toBe(400);

    const me = await fetch(`${stack.sandboxUrl}/api/users/@me`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(await me.json()).toEqual({
      id: sandboxDiscordId('pkce_checker'),
      username: 'pkce_checker',
      global_name: 'pkce_checker',
      avatar: null,
      discriminator: '0',
      email: 'pkce_checker@sandbox.local',
      verified: true,
    });
    const anonymous = await fetch(`${stack.sandboxUrl}/api/users/@me`, { headers: { Authorization: 'Bearer nope' } });
    expect(anonymous.status).toBe(401);
  });
});
