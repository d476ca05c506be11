#!/usr/bin/env node
// `npm run dev`: the whole local stack in one command.
//   1. PocketBase (the pinned binary, resolved or built on first use) on 127.0.0.1:8090 with data in .pb-data/dev,
//      this project's migrations and hooks, and a local superuser;
//   2. the Discord OAuth2 sandbox on 127.0.0.1:8787, wired into PocketBase's discord provider, unless real
//      Discord credentials are configured; contests' Discord announcements go to it too (GET /webhooks lists them);
//   3. the demo data, on the first run;
//   4. Vite on 127.0.0.1:5173 with VITE_POCKETBASE_URL pointing at that PocketBase.
// Ctrl-C stops all of it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { SANDBOX_DEFAULTS, startDiscordSandbox } from './discord-sandbox.mjs';
import { migrationsDir, projectRoot } from './lib/pocketbase-binary.mjs';
import { startPocketBase } from './lib/pocketbase-server.mjs';
import { seedDemo } from './seed.mjs';

const log = (line) => console.log(`[dev] ${line}`);

// Variables from .env and .env.local (the shell's own values win), so DISCORD_* can live there like VITE_*.
for (const file of ['.env', '.env.local']) {
  const path = join(projectRoot, file);
  if (!existsSync(path)) continue;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) process.env[key] ??= value;
}

const pbPort = Number(process.env.PB_PORT ?? 8090);
const appPort = Number(process.env.APP_PORT ?? 5173);
const sandboxPort = Number(process.env.DISCORD_SANDBOX_PORT ?? SANDBOX_DEFAULTS.port);
const dataDir = join(projectRoot, '.pb-data/dev');
const seededMarker = join(dataDir, '.demo-seeded');
const migrationsMarker = join(dataDir, '.migrations');

/**
 * The dev data was built by migrations that are no longer in pb_migrations/ (before the first release the schema is
 * one migration, rewritten in place): PocketBase could not apply the new one over it, so it is moved aside and the
 * stack starts fresh, with the demo data.
 */
function retireStaleDevData() {
  if (!existsSync(join(dataDir, 'data.db'))) return;
  const current = readdirSync(migrationsDir);
  const applied = existsSync(migrationsMarker)
    ? readFileSync(migrationsMarker, 'utf8').split('\n').filter(Boolean)
    : [];
  if (applied.length > 0 && applied.every((file) => current.includes(file))) return;
  const retired = `${dataDir}-before-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataDir, retired);
  log(`the dev data was made by an earlier schema: moved to ${retired}, starting fresh`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function requireFreePort(port, variable) {
  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} on 127.0.0.1 is in use. Stop what uses it, or choose another port with ${variable}=<port>.`,
    );
  }
}

const stops = [];
let stopping = false;
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

// Ctrl-C reaches the whole process group, so a child may exit a moment before this process handles the signal:
// only an exit still unexplained shortly after counts as a crash.
function onUnexpectedExit(name, code) {
  setTimeout(() => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped unexpectedly (exit code ${code}); stopping the stack.`);
    stopAll(1);
  }, 300);
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Vite exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function main() {
  await requireFreePort(pbPort, 'PB_PORT');
  await requireFreePort(appPort, 'APP_PORT');

  // Real Discord credentials in the environment win; the sandbox is used only when there are none.
  const realDiscord = Boolean(process.env.DISCORD_CLIENT_ID && process.env.DISCORD_CLIENT_SECRET);
  let discordEnv = {};
  let sandbox = null;
  if (!realDiscord) {
    await requireFreePort(sandboxPort, 'DISCORD_SANDBOX_PORT');
    sandbox = await startDiscordSandbox({ port: sandboxPort, log: (line) => log(`discord sandbox: ${line}`) });
    stops.push(() => sandbox.close());
    discordEnv = {
      DISCORD_CLIENT_ID: sandbox.clientId,
      DISCORD_CLIENT_SECRET: sandbox.clientSecret,
      DISCORD_OAUTH_BASE_URL: sandbox.url,
      // Contests' Discord announcements land in the sandbox too: GET ${sandbox.url}/webhooks lists them.
      DISCORD_WEBHOOK_BASE_URL: sandbox.url,
    };
  }

  retireStaleDevData();
  log(`starting PocketBase on 127.0.0.1:${pbPort} (data in .pb-data/dev)…`);
  // automigrate: schema changes made in the dashboard become new files in pb_migrations/, PocketBase's workflow.
  const pocketbase = await startPocketBase({
    dataDir,
    port: pbPort,
    env: { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${appPort}`, ...discordEnv },
    stdio: 'inherit',
    automigrate: true,
  });
  stops.push(() => pocketbase.stop());
  pocketbase.process.on('exit', (code) => onUnexpectedExit('PocketBase', code));
  writeFileSync(migrationsMarker, `${readdirSync(migrationsDir).join('\n')}\n`);

  const appUrl = `http://127.0.0.1:${appPort}`;
  let demo = null;
  try {
    if (!existsSync(seededMarker)) {
      log('seeding the demo contest (first run)…');
      demo = await seedDemo({ pocketbaseUrl: pocketbase.url, appUrl, superuser: pocketbase.superuser, log });
      writeFileSync(seededMarker, `${new Date().toISOString()}\n`);
    } else {
      demo = await seedDemo({
        pocketbaseUrl: pocketbase.url,
        appUrl,
        superuser: pocketbase.superuser,
        lookupOnly: true,
      });
    }
  } catch (error) {
    console.error(`[dev] demo data unavailable: ${error.message}`);
  }

  const vite = spawn(
    process.execPath,
    [
      join(projectRoot, 'node_modules/vite/bin/vite.js'),
      '--host=127.0.0.1',
      `--port=${appPort}`,
      '--strictPort',
      '--clearScreen=false',
    ],
    { cwd: projectRoot, env: { ...process.env, VITE_POCKETBASE_URL: pocketbase.url }, stdio: 'inherit' },
  );
  const viteExited = new Promise((resolve) => vite.once('exit', resolve));
  stops.push(async () => {
    if (vite.exitCode === null && vite.signalCode === null) {
      vite.kill('SIGTERM');
      await viteExited;
    }
  });
  vite.on('exit', (code) => onUnexpectedExit('Vite', code));
  await waitForHttp(appUrl, vite, 60_000);

  const lines = [
    '',
    'Meme Arena is running:',
    `  App                   ${appUrl}`,
    `  PocketBase dashboard  ${pocketbase.url}/_/`,
    `  Superuser             ${pocketbase.superuser.email} / ${pocketbase.superuser.password}`,
    sandbox
      ? `  Discord sign-in       local sandbox at ${sandbox.url} (sign in as "${SANDBOX_DEFAULTS.username}" for the demo contest)`
      : '  Discord sign-in       real Discord (DISCORD_CLIENT_ID / DISCORD_CLIENT_SECRET)',
  ];
  const demoPlayer = demo?.players[0];
  if (demo && demoPlayer) {
    lines.push(`  Demo contest          "${demo.contest.name}" of ${demo.organizer.username}`);
    lines.push(`  Demo player link      ${demoPlayer.link}  (${demoPlayer.username})`);
  }
  lines.push('Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`[dev] ${error.message}`);
  stopAll(1);
});
