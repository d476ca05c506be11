// A reverse proxy in front of PocketBase, as a release's START.md asks for, for the release tests and the vote storm:
// Caddy (scripts/lib/caddy-binary.mjs; 2.6 on, the pinned version for `upstreamFrom`) terminating HTTPS on a free loopback port with a certificate from its own
// internal certificate authority, and forwarding to PocketBase with X-Forwarded-For set to the address it saw (a
// client's own X-Forwarded-For is discarded: Caddy trusts no proxy in front of it unless told to). Its data (the
// authority's keys and root certificate) stays in a temporary folder, and nothing is installed in the system's
// trust store: clients trust the root certificate file explicitly.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveCaddyBinary } from './caddy-binary.mjs';
import { freePort } from './pocketbase-server.mjs';

/**
 * Starts Caddy with HTTPS on 127.0.0.1 in front of `upstream` (PocketBase's http://127.0.0.1:port).
 * @param {{ upstream: string, port?: number, upstreamFrom?: string, timeoutMs?: number }} options
 *   port: the HTTPS port (default: a free one), for a server that must know its public address before the proxy
 *   starts. upstreamFrom: the loopback address Caddy connects to PocketBase from (default 127.0.0.1). The benchmarks exempt
 *   127.0.0.1 from the rate limits for their set-up, so a proxy that must be counted like any client uses another.
 * @returns {Promise<{ url: string, port: number, rootCertificateFile: string, rootCertificate: string,
 *   process: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
export async function startReverseProxy({ upstream, port: chosenPort, upstreamFrom, timeoutMs = 30_000 }) {
  const dir = mkdtempSync(join(tmpdir(), 'meme-arena-caddy-'));
  const port = chosenPort ?? (await freePort());
  const url = `https://127.0.0.1:${port}`;
  const upstreamAddress = new URL(upstream).host;
  const caddyfile = `{
	admin off
	storage file_system ${join(dir, 'data')}
	# The internal authority's root stays in the data folder: clients are given it, the system is left alone.
	skip_install_trust
	local_certs
	auto_https disable_redirects
	http_port ${await freePort()}
	https_port ${port}
	servers {
		protocols h1 h2
	}
}

${url} {
	bind 127.0.0.1
	tls internal
	reverse_proxy ${upstreamAddress}${
    upstreamFrom
      ? ` {
		transport http {
			local_address ${upstreamFrom}
		}
	}`
      : ''
  }
}
`;
  const caddyfilePath = join(dir, 'Caddyfile');
  writeFileSync(caddyfilePath, caddyfile);
  const child = spawn(
    resolveCaddyBinary({ newerThanPackaged: Boolean(upstreamFrom) }),
    ['run', '--config', caddyfilePath, '--adapter', 'caddyfile'],
    {
      // Caddy keeps its autosaved configuration and anything else it writes under the home and XDG folders.
      env: {
        ...process.env,
        HOME: dir,
        XDG_DATA_HOME: join(dir, 'xdg-data'),
        XDG_CONFIG_HOME: join(dir, 'xdg-config'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-8_000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const rootCertificateFile = join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Caddy exited with code ${child.exitCode}: ${log}`);
      try {
        const rootCertificate = readFileSync(rootCertificateFile, 'utf8');
        const status = await new Promise((resolve, reject) => {
          https
            .get(`${url}/api/health`, { ca: rootCertificate }, (response) => {
              response.resume();
              resolve(response.statusCode);
            })
            .on('error', reject);
        });
        if (status === 200) return { url, port, rootCertificateFile, rootCertificate, process: child, stop };
      } catch {
        // no certificate yet, not listening yet, or PocketBase not answering yet
      }
      if (Date.now() > deadline)
        throw new Error(`Caddy did not serve ${url}/api/health within ${timeoutMs} ms: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
