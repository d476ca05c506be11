// UI tests must never reach a real server: not the dev stack's PocketBase on 127.0.0.1:8090, not anything else.
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { hostClient } from '@/lib/session/pocketbase';
import { takeUnhandledRequests } from '../setup/ui-setup';

describe('UI test isolation', () => {
  it('points the SDK at a reserved host name that never resolves', () => {
    expect(new URL(env.pocketbaseUrl).hostname).toMatch(/\.invalid$/);
  });

  it('fails a request that no msw handler answers, and reports it against the test', async () => {
    await expect(hostClient.health.check({ requestKey: null })).rejects.toMatchObject({
      originalError: expect.objectContaining({ message: expect.stringContaining('Unhandled request in a UI test') }),
    });
    expect(takeUnhandledRequests()).toEqual([`fetch ${env.pocketbaseUrl}/api/health`]);
  });
});
