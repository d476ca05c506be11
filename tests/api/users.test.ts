// users (organizers): only self, no password sign-in, created only through OAuth2; the sign-in methods the
// server advertises without Discord credentials.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createScenario, ids, refused, superuser, unique, type UserRecord } from './support/roles';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';

let scenario: Scenario;

beforeAll(async () => {
  scenario = await createScenario({ players: 1 });
});

describe('users access matrix', () => {
  it.each(ROLES)('list as %s returns at most oneself', async (role) => {
    const listed = await clientOf(scenario, role).collection('users').getFullList<UserRecord>();
    const expected: Record<Role, string[]> = {
      anonymous: [],
      'organizer A': [scenario.organizerA.user.id],
      'organizer B': [scenario.organizerB.user.id],
      player: [],
      outsider: [],
    };
    expect(ids(listed)).toEqual(expected[role]);
  });

  it.each(ROLES)('view and update of organizer A as %s', async (role) => {
    const users = clientOf(scenario, role).collection('users');
    if (role === 'organizer A') {
      expect((await users.getOne<UserRecord>(scenario.organizerA.user.id)).username).toBe(
        scenario.organizerA.user.username,
      );
      expect((await users.update<UserRecord>(scenario.organizerA.user.id, { name: 'Alice Renamed' })).name).toBe(
        'Alice Renamed',
      );
    } else {
      await refused(users.getOne(scenario.organizerA.user.id), 404);
      await refused(users.update(scenario.organizerA.user.id, { name: `Hijacked by ${role}` }), 404);
    }
  });

  it.each(ROLES)('create as %s is refused outside the OAuth2 sign-in', async (role) => {
    const password = 'p'.repeat(16);
    await refused(
      clientOf(scenario, role).collection('users').create({ username: 'sneaky', password, passwordConfirm: password }),
      400,
    );
  });

  it.each(ROLES)('delete of organizer A as %s is refused', async (role) => {
    await refused(clientOf(scenario, role).collection('users').delete(scenario.organizerA.user.id), 403);
    expect((await (await superuser()).collection('users').getOne(scenario.organizerA.user.id)).id).toBe(
      scenario.organizerA.user.id,
    );
  });
});

describe('sign-in methods', () => {
  it('organizers: no password, no OTP, and no Discord provider without credentials', async () => {
    const methods = await anonymous().collection('users').listAuthMethods();
    expect(methods.password.enabled).toBe(false);
    expect(methods.otp.enabled).toBe(false);
    expect(methods.oauth2.providers).toEqual([]);
  });

  it('organizers cannot sign in with a password, even one that is set', async () => {
    const admin = await superuser();
    const email = `${unique('pw')}@example.com`;
    const password = 'known-password-123';
    await admin.collection('users').create({ email, password, passwordConfirm: password, username: 'pw-user' });
    await refused(anonymous().collection('users').authWithPassword(email, password), 403);
  });

  it('players: only the link token; no password, OTP or OAuth2', async () => {
    const methods = await anonymous().collection('players').listAuthMethods();
    expect(methods.password.enabled).toBe(false);
    expect(methods.otp.enabled).toBe(false);
    expect(methods.oauth2.enabled).toBe(false);
    await refused(anonymous().collection('players').requestOTP('player_1@example.com'), 403);
  });
});
