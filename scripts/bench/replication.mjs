// Litestream replicating a benchmark's PocketBase to a real S3-compatible server (versitygw), with a release's own
// settings (scripts/lib/release-start.mjs), so `bench:votes -- --replication` and `bench:capacity` measure what
// replication costs a contest night.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveLitestreamBinary } from '../lib/litestream-binary.mjs';
import { LITESTREAM_CONFIG } from '../lib/release-start.mjs';
import { startS3Server } from '../lib/s3-server.mjs';
import { resolveVersitygwBinaryInBackground } from '../lib/versitygw-binary.mjs';

/** What PocketBase runs with under replication: its nightly job then leaves checkpoints to Litestream. */
export const REPLICATED_POCKETBASE_ENV = { MEME_ARENA_REPLICATION: 'on' };

/** Builds (once) the binaries replication needs, before anything is timed. */
export async function prepareReplication() {
  await Promise.all([resolveVersitygwBinaryInBackground(), resolveLitestreamBinary()]);
}

/**
 * Starts versitygw and `litestream replicate` on `dataDir`'s data.db (PocketBase must have created it). Returns the
 * Litestream process id (for its CPU time) and stop().
 */
export async function startReplication(dataDir) {
  const s3Root = mkdtempSync(join(tmpdir(), 'bench-replica-'));
  const s3 = await startS3Server({ rootDir: s3Root, bucket: 'replica' });
  const configFile = join(s3Root, 'litestream.yml');
  writeFileSync(configFile, LITESTREAM_CONFIG);
  const env = {
    ...process.env,
    ...s3.pocketbaseEnv,
    MEME_ARENA_DATABASE: join(dataDir, 'data.db'),
    LITESTREAM_REPLICA_URL: 's3://replica/db',
  };
  // Litestream 0.5.18 cannot load it; start.sh leaves it aside the same way (scripts/lib/release-start.mjs).
  delete env.AWS_CA_BUNDLE;
  const litestream = spawn(await resolveLitestreamBinary(), ['replicate', '-config', configFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  litestream.stdout.on('data', (chunk) => (log += chunk));
  litestream.stderr.on('data', (chunk) => (log += chunk));
  // Replicating once its first snapshot is in the bucket.
  const deadline = Date.now() + 30_000;
  while (!log.includes('snapshot complete')) {
    if (litestream.exitCode !== null || Date.now() > deadline) {
      throw new Error(`Litestream did not start replicating:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: litestream.pid,
    log: () => log,
    stop: async () => {
      if (litestream.exitCode === null) {
        const exited = new Promise((resolve) => litestream.once('exit', resolve));
        litestream.kill('SIGTERM');
        await exited;
      }
      await s3.stop();
      rmSync(s3Root, { recursive: true, force: true });
    },
  };
}
