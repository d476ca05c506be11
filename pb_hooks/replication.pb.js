/// <reference path="../.pb/types.d.ts" />
// With replication on (a release's start.sh runs PocketBase under Litestream and sets MEME_ARENA_REPLICATION=on),
// Litestream owns the WAL checkpoints. PocketBase's own nightly maintenance job would otherwise run a TRUNCATE
// checkpoint, which waits on Litestream's read lock for the whole busy timeout and holds every write meanwhile: a
// 10-second freeze of votes and uploads each midnight (measured: one write took 10,015 ms). The job keeps its id and
// time, and does the rest of its work (PRAGMA optimize). docs/deploy.md, "Durability".

if ($os.getenv('MEME_ARENA_REPLICATION') === 'on') {
  cronAdd('__pbDBOptimize__', '0 0 * * *', () =>
    require(`${__hooks}/lib/platform/replication.js`).optimizeWithoutCheckpoint($app)
  );
}
