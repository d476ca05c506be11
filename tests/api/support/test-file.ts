// Which test file is running, for data that must not collide between files: the API test files run in parallel
// against one PocketBase, and each file's module state (counters) starts afresh.
import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { expect } from 'vitest';

function testPath(): string {
  const path = expect.getState().testPath;
  if (!path) throw new Error('only a test file can ask which test file is running');
  return path;
}

/** The running file's name without `.test.ts` ('join-link'): unique among the API test files. */
export function testFileName(): string {
  return basename(testPath()).replace(/\.test\.ts$/, '');
}

/** A number from 1 to 250 that no other API test file has: the file's place in its folder, sorted by name. */
export function testFileNumber(): number {
  const path = testPath();
  const files = readdirSync(dirname(path))
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  const number = files.indexOf(basename(path)) + 1;
  if (number < 1 || number > 250) throw new Error(`no file number for ${path} among ${files.length} test files`);
  return number;
}
