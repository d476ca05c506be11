// A real S3-compatible server for the storage tests and benchmark: versitygw (scripts/lib/versitygw-binary.mjs) with
// its posix backend, on a free loopback port, serving a temporary folder in which each top-level folder is a bucket
// and each object a file (so a test can see exactly what the bucket holds).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './pocketbase-server.mjs';
import { findVersitygwBinary } from './versitygw-binary.mjs';

export const S3_CREDENTIALS = { accessKey: 'meme-arena-test', secret: 'meme-arena-test-secret', region: 'us-east-1' };

/**
 * Starts versitygw on `rootDir` with bucket `bucket`; returns its endpoint, the PocketBase env and stop(). The API
 * tests' set-up has built the binary before any test starts (a benchmark, before it starts this server).
 */
export async function startS3Server({ rootDir, bucket }) {
  mkdirSync(join(rootDir, bucket), { recursive: true });
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn(
    findVersitygwBinary(),
    [
      '--access',
      S3_CREDENTIALS.accessKey,
      '--secret',
      S3_CREDENTIALS.secret,
      '--region',
      S3_CREDENTIALS.region,
      '--port',
      `127.0.0.1:${port}`,
      'posix',
      rootDir,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`versitygw exited with code ${child.exitCode}: ${errors}`);
    try {
      await fetch(endpoint); // any HTTP answer (an S3 error included) means it listens
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`versitygw did not listen on ${endpoint}: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    endpoint,
    bucketDir: join(rootDir, bucket),
    /** What pb_hooks/storage_config.pb.js reads. */
    pocketbaseEnv: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: S3_CREDENTIALS.region,
      S3_ACCESS_KEY: S3_CREDENTIALS.accessKey,
      S3_SECRET: S3_CREDENTIALS.secret,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
