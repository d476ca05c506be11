// Builds the release (`npm run release`, so it is never a stale one) and unpacks its archive into a temporary folder, starts it
// with its own start.sh on a free port, with the local Discord sandbox for sign-in and announcements, and puts a
// reverse proxy in front as START.md says: Caddy with HTTPS from its internal authority, the release told to take the
// client's address from X-Forwarded-For, and the proxy's https origin as its PUBLIC_URL. Exports where it all runs
// (RELEASE_URL, RELEASE_PROXY_URL, RELEASE_PROXY_ROOT_CERTIFICATE, RELEASE_SANDBOX_URL, RELEASE_FOLDER) and makes the test workers'
// Node trust the proxy's root certificate (NODE_EXTRA_CA_CERTS, read when a worker starts). Returns the teardown.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDiscordSandbox } from '../../scripts/discord-sandbox.mjs';
import { freePort } from '../../scripts/lib/pocketbase-server.mjs';
import { startReverseProxy } from '../../scripts/lib/reverse-proxy.mjs';
import { resolveVersitygwBinaryInBackground } from '../../scripts/lib/versitygw-binary.mjs';

const root = resolve(import.meta.dirname, '../..');
const releaseDir = join(root, 'release');
const platformName = `${{ linux: 'linux', darwin: 'darwin' }[platform() as string] ?? platform()}-${
  { x64: 'amd64', arm64: 'arm64' }[arch() as string] ?? arch()
}`;

function findArchive() {
  if (!existsSync(releaseDir)) return undefined;
  const name = readdirSync(releaseDir).find((file) => file.endsWith(`-${platformName}.tar.gz`));
  return name ? join(releaseDir, name) : undefined;
}

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the release did not answer ${url}/api/health within ${timeoutMs} ms`);
}

export default async function globalSetup() {
  // The restore drill's S3 server, built meanwhile on a machine that has not built it yet.
  const s3Server = resolveVersitygwBinaryInBackground();
  execFileSync(process.execPath, [join(root, 'scripts/release.mjs')], { cwd: root, stdio: 'inherit' });
  const archive = findArchive();
  if (!archive) throw new Error(`npm run release made no archive for ${platformName}`);

  const workDir = mkdtempSync(join(tmpdir(), 'meme-arena-release-'));
  execFileSync('tar', ['-xzf', archive, '-C', workDir]);
  const [folder] = readdirSync(workDir);
  const sandbox = await startDiscordSandbox({ port: 0 });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proxyPort = await freePort();
  const server = spawn('./start.sh', [], {
    cwd: join(workDir, folder!),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `https://127.0.0.1:${proxyPort}`,
      TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      TRUSTED_PROXY_USE_LEFTMOST_IP: 'false',
      DISCORD_CLIENT_ID: sandbox.clientId,
      DISCORD_CLIENT_SECRET: sandbox.clientSecret,
      DISCORD_OAUTH_BASE_URL: sandbox.url,
      DISCORD_WEBHOOK_BASE_URL: sandbox.url,
    },
    stdio: process.env.E2E_DEBUG ? 'inherit' : 'ignore',
  });
  await waitForHealth(url, 30_000);
  const proxy = await startReverseProxy({ upstream: url, port: proxyPort });
  process.env.RELEASE_URL = url;
  process.env.RELEASE_PROXY_URL = proxy.url;
  process.env.RELEASE_PROXY_ROOT_CERTIFICATE = proxy.rootCertificateFile;
  process.env.NODE_EXTRA_CA_CERTS = proxy.rootCertificateFile;
  process.env.RELEASE_SANDBOX_URL = sandbox.url;
  // The unpacked folder, which the restore drill copies to run releases of its own.
  process.env.RELEASE_FOLDER = join(workDir, folder!);
  await s3Server;
  console.log(`[release] ${folder} on ${url}, behind Caddy on ${proxy.url} · Discord sandbox ${sandbox.url}`);

  return async () => {
    await proxy.stop();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await sandbox.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
