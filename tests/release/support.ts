// The release tests drive one released server through two origins (tests/release/global-setup.ts): the `release`
// project through its own port, the `behind-proxy` project through the reverse proxy's https origin, as a community
// serves it. `releaseUrl` is the project's origin.
import { test as base } from '@playwright/test';

export interface ReleaseOptions {
  /** The origin the project drives: the release's own port, or Caddy in front of it. */
  origin: 'direct' | 'proxy';
}

// Worker-scoped: one origin per project, usable in beforeAll too.
export const test = base.extend<object, ReleaseOptions & { releaseUrl: string }>({
  origin: ['direct', { option: true, scope: 'worker' }],
  releaseUrl: [
    async ({ origin }, provide) => {
      const name = origin === 'proxy' ? 'RELEASE_PROXY_URL' : 'RELEASE_URL';
      const value = process.env[name];
      if (!value) throw new Error(`${name} is not set: run \`npm run test:release\`.`);
      await provide(value);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
