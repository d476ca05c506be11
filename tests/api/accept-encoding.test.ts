// The server's reading of Accept-Encoding (pb_hooks/lib/platform/accept_encoding.js), as RFC 9110 §12.5.3 says, run in Node.
// tests/api/compression.test.ts checks the answers the server really sends.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { acceptedEncodings, parseAcceptEncoding } = createRequire(import.meta.url)(
  '../../pb_hooks/lib/platform/accept_encoding.js',
) as {
  acceptedEncodings(header: string | undefined, offered: string[]): string[];
  parseAcceptEncoding(header: string): Record<string, number>;
};

const best = (header: string | undefined) => acceptedEncodings(header, ['br', 'gzip'])[0];

describe('Accept-Encoding', () => {
  it.each([
    [undefined, 'identity', 'no header: the client asked for no coding'],
    ['', 'identity', 'an empty header'],
    ['gzip', 'gzip', 'one coding'],
    ['gzip, deflate, br, zstd', 'br', "a browser's list: the server's preference at equal weight"],
    ['br;q=0, gzip;q=0', 'identity', 'both refused'],
    ['x-gzip-not', 'identity', 'a coding that only contains "gzip"'],
    ['x-gzip', 'gzip', 'x-gzip is gzip'],
    ['br;q=0.5, gzip', 'gzip', 'the higher weight'],
    ['  GZIP ; Q=0.8 ,BR;q=0.9  ', 'br', 'case and white space'],
    ['gzip;q=0.8, , br;q=0.9', 'br', 'an empty list element'],
    ['*', 'br', 'anything'],
    ['*;q=0.5, br;q=0', 'gzip', 'anything but brotli'],
    ['*;q=0', 'identity', 'nothing at all: identity anyway'],
    ['identity;q=0', 'identity', 'only identity, refused: identity anyway'],
    ['identity, gzip;q=0.5', 'identity', 'identity preferred'],
    ['gzip;q=1.5', 'identity', 'a weight above 1 is malformed'],
    ['gzip;q=0.1234', 'identity', 'four decimals are malformed'],
    ['gzip;q=0.001', 'gzip', 'the smallest weight still takes it'],
    ['gzip;level=9', 'gzip', 'an unknown parameter is ignored'],
    ['gzip;q=0, gzip', 'identity', 'the first mention counts'],
    ['g zip', 'identity', 'not a token'],
  ])('%j → %s (%s)', (header, expected, _why) => {
    expect(best(header)).toBe(expected);
  });

  it('lists every acceptable coding best first, identity last unless weighted', () => {
    expect(acceptedEncodings('gzip;q=0.5, br', ['br', 'gzip'])).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip;q=0.5, identity;q=0.8', ['br', 'gzip'])).toEqual(['identity', 'gzip']);
    expect(acceptedEncodings('*;q=0, identity;q=0.1, gzip;q=0.2', ['br', 'gzip'])).toEqual(['gzip', 'identity']);
    expect(parseAcceptEncoding('Gzip;Q=0.7, X-GZIP, *;q=0.1')).toEqual({ gzip: 0.7, '*': 0.1 });
  });
});
