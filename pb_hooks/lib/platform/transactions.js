/// <reference path="../../../.pb/types.d.ts" />
// Write transactions that outlast another writer on the database file. PocketBase begins its transactions deferred:
// one that has read, then writes after another connection committed meanwhile, fails at once with
// SQLITE_BUSY_SNAPSHOT ("database is locked (517)"), which no busy timeout waits out. PocketBase writes through one
// connection, so on its own it never meets it; Litestream, which replicates the database (docs/deploy.md,
// "Durability"), commits a bookkeeping row at each of its checkpoints. Measured under replication: 22 to 25 of 300
// players joining at once were refused this way, none without replication. A transaction that failed so changed
// nothing, so it runs again from its start, on the database as it now is.
//
// Not for a transaction around `e.next()` (a records API write): PocketBase's own save cannot be run twice.

/** Tries of one transaction: a conflict needs another checkpoint to land in the same few milliseconds to recur. */
const ATTEMPTS = 5;

/**
 * Whether `error` is SQLite's SQLITE_BUSY_SNAPSHOT.
 * @param {unknown} error
 */
function isSnapshotConflict(error) {
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return message.indexOf('(517)') >= 0;
}

/**
 * `app.runInTransaction(write)`, run again when another writer's commit made it fail (SQLITE_BUSY_SNAPSHOT).
 * `write` must only change the database and variables it sets again on each run.
 * @param {CoreApp} app
 * @param {(txApp: CoreApp) => void} write
 */
function runWriteTransaction(app, write) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      app.runInTransaction(write);
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isSnapshotConflict(error)) throw error;
    }
  }
}

module.exports = { isSnapshotConflict, runWriteTransaction };
