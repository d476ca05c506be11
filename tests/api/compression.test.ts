// What the server really sends for each Accept-Encoding (RFC 9110 §12.5.3; pb_hooks/lib/platform/accept_encoding.js): the
// app's files from their build-time twins, and the JSON answers PocketBase's gzip middleware compresses.
// Sent with node:http, which neither adds an Accept-Encoding nor decodes the answer.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { contestInResults, share } from './support/results-contest';
import { serverWithAppForFile } from './support/server-with-app';

const SCRIPT = `console.log(${JSON.stringify('meme '.repeat(200))});\n`;
const SCRIPT_AS = { br: brotliCompressSync(SCRIPT), gzip: gzipSync(SCRIPT), identity: Buffer.from(SCRIPT) };

// The app as a release serves it: each file with its .br and .gz twins.
const server = serverWithAppForFile('compression', (publicDir) => {
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'assets', 'app.js'), SCRIPT);
  writeFileSync(join(publicDir, 'assets', 'app.js.br'), SCRIPT_AS.br);
  writeFileSync(join(publicDir, 'assets', 'app.js.gz'), SCRIPT_AS.gzip);
});
let contestId: string;
beforeAll(async () => {
  const { organizer, contest } = await contestInResults(server.url, { name: 'Compressed cup' });
  await share(organizer, contest.id, true);
  contestId = contest.id;
});

function get(path: string, acceptEncoding?: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(`${server.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          expect(response.statusCode).toBe(200);
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers['vary'],
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });
}

describe("the app's files", () => {
  it.each([
    ['br;q=0, gzip;q=0', undefined],
    ['x-gzip-not', undefined],
    [undefined, undefined],
    ['identity;q=0', undefined],
    ['identity, gzip;q=0.5', undefined],
    ['gzip;q=2', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    [' gzip ; q=0.8 , br ; Q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
  ] as const)('Accept-Encoding %j gets %s', async (acceptEncoding, expected) => {
    const answer = await get('/assets/app.js', acceptEncoding);
    expect(answer.encoding).toBe(expected);
    expect(answer.vary).toContain('Accept-Encoding');
    expect(answer.body.equals(SCRIPT_AS[expected ?? 'identity'])).toBe(true);
  });
});

describe('the answers PocketBase compresses', () => {
  it.each([
    ['br;q=0, gzip;q=0', undefined],
    ['x-gzip-not', undefined],
    ['gzip;q=0', undefined],
    ['identity, gzip;q=0.5', undefined],
    [undefined, undefined],
    ['gzip, br', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=0.5, identity;q=0.4', 'gzip'],
    // PocketBase's compressor starts only for a header that says "gzip": identity, which these accept too.
    ['*', undefined],
    ['GZIP', undefined],
  ])('Accept-Encoding %j gets %s, for the results', async (acceptEncoding, expected) => {
    const answer = await get(`/api/contests/${contestId}/results`, acceptEncoding);
    expect(answer.encoding).toBe(expected);
    expect(answer.vary).toContain('Accept-Encoding');
    const text = (expected === 'gzip' ? gunzipSync(answer.body) : answer.body).toString();
    expect(text).toContain('Compressed cup');
  });
});
