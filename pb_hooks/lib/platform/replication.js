/// <reference path="../../../.pb/types.d.ts" />
// PocketBase's nightly maintenance while Litestream replicates the database (replication.pb.js says why).

/**
 * PocketBase's `__pbDBOptimize__` job without its checkpoints: Litestream's run every minute instead.
 * @param {CoreApp} app
 */
function optimizeWithoutCheckpoint(app) {
  try {
    app.nonconcurrentDB().newQuery('PRAGMA optimize').execute();
  } catch (error) {
    app.logger().warn('PRAGMA optimize failed', 'error', String(error));
  }
}

module.exports = { optimizeWithoutCheckpoint };
