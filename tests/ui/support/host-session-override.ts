// Lets a UI test hold the organizer's session back, to show its loading state: the real provider answers every hook
// call, with `ready` replaced while `sessionOverride.ready` is set. A test file installs it with
//   vi.mock('@/lib/session/host-session', async (original) =>
//     (await import('./support/host-session-override')).withSessionOverride(original));
// (vi.mock is hoisted above the file's imports, so the factory imports this module itself.)
import { afterEach } from 'vitest';
import type * as HostSession from '@/lib/session/host-session';

export const sessionOverride = { ready: undefined as boolean | undefined };

afterEach(() => {
  sessionOverride.ready = undefined;
});

export async function withSessionOverride(importOriginal: () => Promise<typeof HostSession>) {
  const actual = await importOriginal();
  return {
    ...actual,
    useHostSession: () => {
      const session = actual.useHostSession();
      return sessionOverride.ready === undefined ? session : { ...session, ready: sessionOverride.ready };
    },
  };
}
