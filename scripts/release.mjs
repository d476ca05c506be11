#!/usr/bin/env node
// `npm run release`: one folder, and its .tar.gz, that a community runs on its own server.
//   release/meme-arena-<version>-<os>-<arch>/
//     pocketbase          the pinned PocketBase for this platform (resolved like the dev stack's: built with Go,
//                         else the official release archive)
//     pb_migrations/      the schema, applied at start
//     pb_hooks/           the server's rules, and the serving of the app
//     contract/           what the hooks share with the app (limits, messages, routes), loaded by the hooks from beside
//                         pb_hooks/
//     pb_public/          the production app, built for the API's own origin, each text file with .br and .gz twins
//     litestream          the pinned Litestream, which replicates the database to S3 when START.md's settings are set
//     litestream.yml      its settings, read from the environment
//     start.sh            the one command that starts it all (scripts/lib/release-start.mjs)
//     START.md            what to set and run
// Options: --out <dir> (default release/), --skip-archive (the folder only).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { resolveLitestreamBinary } from './lib/litestream-binary.mjs';
import {
  contractDir,
  hooksDir,
  migrationsDir,
  pocketbaseVersion,
  resolvePocketBaseBinary,
} from './lib/pocketbase-binary.mjs';
import { THUMBNAIL_WORKERS } from './lib/pocketbase-server.mjs';
import { LITESTREAM_CONFIG, START_SCRIPT } from './lib/release-start.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const os = { linux: 'linux', darwin: 'darwin', win32: 'windows' }[platform()] ?? platform();
const cpu = { x64: 'amd64', arm64: 'arm64' }[arch()] ?? arch();
const name = `meme-arena-${version}-${os}-${cpu}`;
const outDir = resolve(option('--out') ?? join(root, 'release'));
const target = join(outDir, name);

/** Files the browser downloads as text, compressed ahead of time (images are compressed already). */
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt)$/;
const MIN_COMPRESS_BYTES = 512;

function log(message) {
  console.log(`[release] ${message}`);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `.br` (quality 11) and `.gz` (level 9) twins of the app's text files; returns the sizes, for the log. */
function precompress(dir) {
  let raw = 0;
  let br = 0;
  let gz = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
    const bytes = readFileSync(file);
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    raw += bytes.length;
    br += brotli.length;
    gz += gzip.length;
  }
  return { raw, br, gz };
}

function startGuide() {
  return `# Meme Arena ${version} (${os}-${cpu})

PocketBase ${pocketbaseVersion} with the app's schema, rules and the built app, served together on one origin.

## First start

1. In the Discord developer portal (https://discord.com/developers/applications), create an application and add
   the OAuth2 redirect \`https://<your-host>/api/oauth2-redirect\`.
2. Set the environment and start, behind the reverse proxy of step 4:

   \`\`\`sh
   export DISCORD_CLIENT_ID=…  DISCORD_CLIENT_SECRET=…  PUBLIC_URL=https://<your-host>
   export HOST=127.0.0.1  TRUSTED_PROXY_HEADERS=X-Forwarded-For
   ./start.sh            # listens on 127.0.0.1:8090; PORT=… to change it
   \`\`\`

3. Create your administrator: \`./pocketbase superuser upsert you@example.com '<a long password>' --dir=./pb_data\`
   (or open the link PocketBase prints on the first start). The admin dashboard is at \`/_/\`.
4. Put HTTPS in front: a reverse proxy that forwards to the port (below). The app is already compressed
   (\`.br\`/\`.gz\`), cached (hashed files for a year, \`index.html\` never) and sends its security headers.

Check it: \`curl -fsS https://<your-host>/api/health\` answers \`{"message":"API is healthy.",…}\`.

## HTTPS in front: the reverse proxy

The rate limits (sign-in, joining, votes, uploads) count requests per client address. Behind a proxy every request
comes from the proxy's address, so unless the server knows which header carries the client's own, a whole room shares
one limit: 20 joins a minute for everyone. \`TRUSTED_PROXY_HEADERS=X-Forwarded-For\` tells it, at every start.

Caddy (https://caddyserver.com) gets and renews the certificate by itself. \`/etc/caddy/Caddyfile\`:

\`\`\`
<your-host> {
	reverse_proxy 127.0.0.1:8090
}
\`\`\`

It sets X-Forwarded-For to the address it saw (dropping any a client sent) and passes live updates through as they
come. With nginx and a certificate of your own (certbot), the site's \`server\` block:

\`\`\`nginx
server {
    listen 443 ssl;
    server_name <your-host>;
    ssl_certificate     /etc/letsencrypt/live/<your-host>/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/<your-host>/privkey.pem;
    client_max_body_size 10m;    # memes are up to 3 MB; nginx refuses more than 1 MB by default

    location / {
        proxy_pass http://127.0.0.1:8090;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;    # appends the address nginx saw
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 360s;     # live updates keep a connection open
    }
}
\`\`\`

- **Only the proxy may reach the port**: \`HOST=127.0.0.1\` when it runs on the same machine (a firewall otherwise).
  A client that reaches the port directly can write the header itself.
- **Which address**: the right-most of the header, the one your proxy saw and appended
  (\`TRUSTED_PROXY_USE_LEFTMOST_IP=false\`, the default). The left-most is whatever the client sent first: nginx
  keeps it, so with \`true\` a client could claim a new address with every request and never meet a limit. Keep
  \`false\`.
- **Behind a CDN** the right-most address is the CDN's: name the header in which it puts the client's address
  instead (Cloudflare: \`TRUSTED_PROXY_HEADERS=CF-Connecting-IP\`), and let only the CDN reach your proxy.
- An invalid value stops the start with a message saying what is wrong; \`TRUSTED_PROXY_HEADERS=off\` clears the
  setting. Unset, the dashboard's setting (\`/_/\` → Settings → Application) is left as it is.

## Options (environment)

| Variable | Default | |
|---|---|---|
| \`PORT\`, \`HOST\` | \`8090\`, \`0.0.0.0\` | where it listens |
| \`PUBLIC_URL\` | — | the address people use; links and images in Discord announcements |
| \`TRUSTED_PROXY_HEADERS\` | — | the header in which the reverse proxy puts the client's address (\`X-Forwarded-For\`); \`off\` clears it |
| \`TRUSTED_PROXY_USE_LEFTMOST_IP\` | \`false\` | \`false\`: the right-most address of that header, the one the proxy saw (keep it) |
| \`BACKUP_CRON\`, \`BACKUP_KEEP\` | \`0 3 * * *\`, \`7\` | scheduled backups into \`pb_data/backups\` (or S3); \`BACKUP_CRON=off\` turns them off |
| \`S3_ENDPOINT\`, \`S3_BUCKET\`, \`S3_REGION\`, \`S3_ACCESS_KEY\`, \`S3_SECRET\`, \`S3_FORCE_PATH_STYLE\` | — | keep uploaded memes in S3-compatible storage instead of \`pb_data\` (set it before the first contest: stored memes are not moved) |
| \`S3_BACKUPS_BUCKET\` | — | with the S3 variables, backups go to this bucket (a bucket of their own) |
| \`LITESTREAM_REPLICA_URL\` | — | \`s3://<bucket>/<folder>\`: replicate the database there continuously, with the S3 variables' endpoint and credentials (below) |
| \`PB_THUMBS_MAX_WORKERS\` | \`${THUMBNAIL_WORKERS}\` | thumbnails made at once (each can take 200 MB) |

## Upgrade

Stop the server, replace this folder's contents with the new release's **except \`pb_data/\`**, and start again:
migrations run at start. Take a backup first (\`/_/\` → Settings → Backups, or wait for the nightly one).

## Durability: the database in S3 as it changes

The nightly backup alone loses a whole evening when the disk goes. With replication on, Litestream (shipped in this
folder) sends every change of \`pb_data/data.db\` to an S3-compatible bucket twice a second, so a lost disk loses
about the last second of votes. Memes stored in S3 (the \`S3_*\` variables) are safe there already.

\`\`\`sh
export S3_ENDPOINT=https://<s3-endpoint>  S3_REGION=…  S3_ACCESS_KEY=…  S3_SECRET=…  S3_FORCE_PATH_STYLE=true
export LITESTREAM_REPLICA_URL=s3://<bucket>/meme-arena-db
./start.sh            # says "replication on" and starts PocketBase under Litestream
\`\`\`

**Known defect, unsolved**: when hundreds of players join at once, a write can meet one of Litestream's checkpoints
and fail, and the server may then stop answering writes until it is restarted (docs/deploy.md in the source,
"Durability"). Turn replication on only where writes come a few at a time, and keep the nightly backup.

Wrong settings stop the start with a message naming the setting (never its value). Unset, start.sh says
"replication off" and starts PocketBase alone.

### Restore after losing the disk

On the new machine, unpack the same release, set the same variables as above, then:

\`\`\`sh
./start.sh restore    # writes pb_data/data.db from the replica; refuses if pb_data/data.db exists
./start.sh
\`\`\`

Votes, phases and player links are back as they were about a second before the loss; the memes' images resolve from
S3. Memes stored on the old disk (without the \`S3_*\` storage) are not in the replica: restore \`pb_data/storage\` from a
backup. To go back to an earlier moment instead (a mistake rather than a lost disk; up to 3 days back), stop the
server, move \`pb_data\` aside and run \`./start.sh restore 2026-11-28T21:00:00Z\` (a UTC time).

## Restore a backup

\`/_/\` → Settings → Backups → a backup → Restore: PocketBase replaces \`pb_data\` with it and restarts. A backup
from another server: upload it on the same page first.

## A CDN in front (optional)

A shared results page can draw thousands of visitors from one post. A CDN that honours \`Cache-Control\` and
\`ETag\` may sit in front: the shared results pages, their results and their images say themselves that any cache
may keep them a minute (\`s-maxage=60, must-revalidate\`, revalidated into a 304), and stop at once when the
organizer stops sharing (a copy in the CDN lives at most that minute). Everything else is private or never cached;
keep the CDN's defaults from caching what carries no \`Cache-Control\`.
`;
}

log(`building ${name}`);
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });

const binary = await resolvePocketBaseBinary();
cpSync(binary, join(target, platform() === 'win32' ? 'pocketbase.exe' : 'pocketbase'));
cpSync(await resolveLitestreamBinary(), join(target, platform() === 'win32' ? 'litestream.exe' : 'litestream'));
writeFileSync(join(target, 'litestream.yml'), LITESTREAM_CONFIG);
cpSync(migrationsDir, join(target, 'pb_migrations'), { recursive: true });
// The hooks' TypeScript declarations and editor files stay in the repository.
const shipped = (source) => !/\.d\.ts$|node_modules|package\.json$/.test(source);
cpSync(hooksDir, join(target, 'pb_hooks'), { recursive: true, filter: shipped });
// The hooks require the contract at ${__hooks}/../contract.
cpSync(contractDir, join(target, 'contract'), { recursive: true, filter: shipped });

const publicDir = join(target, 'pb_public');
log('building the app for the same origin as the API');
execFileSync('npx', ['vite', 'build', '--outDir', publicDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  // '/': the API is on the page's own origin.
  env: { ...process.env, VITE_POCKETBASE_URL: '/' },
});
const sizes = precompress(publicDir);
log(
  `precompressed ${(sizes.raw / 1024).toFixed(0)} KB of text: brotli ${(sizes.br / 1024).toFixed(0)} KB, ` +
    `gzip ${(sizes.gz / 1024).toFixed(0)} KB`,
);

writeFileSync(join(target, 'start.sh'), START_SCRIPT);
chmodSync(join(target, 'start.sh'), 0o755);
writeFileSync(join(target, 'START.md'), startGuide());

if (!args.includes('--skip-archive')) {
  const archive = join(outDir, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', archive, '-C', outDir, name]);
  log(`${relative(root, archive)} (${(statSync(archive).size / 1024 / 1024).toFixed(1)} MB)`);
}
log(`${relative(root, target)}/ ready: ./start.sh`);
