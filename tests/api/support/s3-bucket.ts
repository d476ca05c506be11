// What an S3 test reads of its bucket: versitygw's posix backend keeps each object as a file under the bucket's
// folder (scripts/lib/s3-server.mjs), so the bucket's keys are those files' paths.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every object in the bucket whose folder is `bucketDir`, as keys ('collection/record/file'). */
export function bucketObjects(bucketDir: string, dir = bucketDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? bucketObjects(bucketDir, join(dir, entry.name))
      : [relative(bucketDir, join(dir, entry.name)).split('\\').join('/')],
  );
}
