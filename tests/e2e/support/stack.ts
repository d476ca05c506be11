// The stack the end-to-end tests drive, started fresh for each run: PocketBase on a free port with a temporary data
// dir (the project's migrations and hooks), the local Discord OAuth2 sandbox wired into it (sign-in and webhooks), and the SPA built with
// VITE_POCKETBASE_URL pointing at that PocketBase, served by `vite preview`.
//
// A production build is the default: it takes seconds with Vite 8 and then serves every route instantly, which keeps
// tests steady on a small machine. E2E_APP_SERVER=dev uses the Vite dev server instead (no build step).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDiscordSandbox, type DiscordSandbox } from '../../../scripts/discord-sandbox.mjs';
import { freePort, startPocketBase, type RunningPocketBase } from '../../../scripts/lib/pocketbase-server.mjs';

export const projectRoot = resolve(import.meta.dirname, '../../..');
const viteBin = join(projectRoot, 'node_modules/vite/bin/vite.js');

/** What the tests get to know about the running stack (also exported as E2E_* environment variables). */
export interface E2eStack {
  /** The SPA, e.g. http://127.0.0.1:41234 (also Playwright's baseURL). */
  appUrl: string;
  /** PocketBase, e.g. http://127.0.0.1:41235. */
  pocketbaseUrl: string;
  /** The Discord OAuth2 sandbox PocketBase signs organizers in through. */
  sandboxUrl: string;
  superuser: { email: string; password: string };
}

const ENV = {
  appUrl: 'E2E_APP_URL',
  pocketbaseUrl: 'E2E_POCKETBASE_URL',
  sandboxUrl: 'E2E_SANDBOX_URL',
  superuserEmail: 'E2E_SUPERUSER_EMAIL',
  superuserPassword: 'E2E_SUPERUSER_PASSWORD',
} as const;

/** The running stack, read from the environment the global setup exported to the test workers. */
export function e2eStack(): E2eStack {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) {
      throw new Error(
        `${name} is not set: run the end-to-end tests with \`npm run test:e2e\` (playwright.config.ts starts the stack).`,
      );
    }
    return value;
  };
  return {
    appUrl: read(ENV.appUrl),
    pocketbaseUrl: read(ENV.pocketbaseUrl),
    sandboxUrl: read(ENV.sandboxUrl),
    superuser: { email: read(ENV.superuserEmail), password: read(ENV.superuserPassword) },
  };
}

function exportStack(stack: E2eStack) {
  process.env[ENV.appUrl] = stack.appUrl;
  process.env[ENV.pocketbaseUrl] = stack.pocketbaseUrl;
  process.env[ENV.sandboxUrl] = stack.sandboxUrl;
  process.env[ENV.superuserEmail] = stack.superuser.email;
  process.env[ENV.superuserPassword] = stack.superuser.password;
}

function runToCompletion(args: string[], env: NodeJS.ProcessEnv, what: string) {
  return new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${what} failed with exit code ${code}:\n${errors}`)),
    );
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
  return exited.finally(() => clearTimeout(force));
}

export interface StartedStack extends E2eStack {
  stop: () => Promise<void>;
}

/** Starts PocketBase, the sandbox and the app, exports the E2E_* variables, and returns a stop function. */
export async function startE2eStack(): Promise<StartedStack> {
  const workDir = mkdtempSync(join(tmpdir(), 'meme-arena-e2e-'));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(workDir, { recursive: true, force: true })];
  const children: ChildProcess[] = [];
  // Last resort if the runner dies without running the teardown: no server outlives it.
  const killOnExit = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', killOnExit);

  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    process.off('exit', killOnExit);
  };

  try {
    const sandbox: DiscordSandbox = await startDiscordSandbox({ port: 0 });
    cleanups.push(() => sandbox.close());

    const appPort = await freePort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    const pocketbase: RunningPocketBase = await startPocketBase({
      dataDir: join(workDir, 'pb_data'),
      env: {
        DISCORD_CLIENT_ID: sandbox.clientId,
        DISCORD_CLIENT_SECRET: sandbox.clientSecret,
        DISCORD_OAUTH_BASE_URL: sandbox.url,
        // Announcements go to the sandbox's webhook stand-in, and link to the app's pages.
        DISCORD_WEBHOOK_BASE_URL: sandbox.url,
        PUBLIC_URL: appUrl,
        // The delivery job makes one pass per run: the tests run it when they expect a post (runDeliveryJob).
        DISCORD_JOB_WATCH_SECONDS: '0',
      },
      stdio: process.env.E2E_DEBUG ? 'inherit' : 'ignore',
      // The whole suite, browser and set-up alike, runs from 127.0.0.1, much faster than people: the limits are
      // tested by tests/api/rate-limits.test.ts.
      rateLimitsExempt: ['127.0.0.1'],
    });
    children.push(pocketbase.process);
    cleanups.push(() => pocketbase.stop());

    const appEnv = { ...process.env, VITE_POCKETBASE_URL: pocketbase.url };
    const serverArgs = ['--host=127.0.0.1', `--port=${appPort}`, '--strictPort'];
    let app: ChildProcess;
    if (process.env.E2E_APP_SERVER === 'dev') {
      app = spawn(process.execPath, [viteBin, ...serverArgs], { cwd: projectRoot, env: appEnv, stdio: 'ignore' });
    } else {
      const outDir = join(workDir, 'app');
      await runToCompletion(
        [viteBin, 'build', `--outDir=${outDir}`, '--emptyOutDir', '--logLevel=warn'],
        appEnv,
        'vite build',
      );
      app = spawn(process.execPath, [viteBin, 'preview', `--outDir=${outDir}`, ...serverArgs], {
        cwd: projectRoot,
        env: appEnv,
        stdio: 'ignore',
      });
    }
    children.push(app);
    cleanups.push(() => stopChild(app));
    await waitForHttp(appUrl, app, 60_000);

    const stack: E2eStack = {
      appUrl,
      pocketbaseUrl: pocketbase.url,
      sandboxUrl: sandbox.url,
      superuser: pocketbase.superuser,
    };
    exportStack(stack);
    return { ...stack, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
