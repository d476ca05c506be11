/// <reference path="../../../.pb/types.d.ts" />
// S3-compatible storage from the environment (storage_config.pb.js lists the variables).

/**
 * Sets S3 storage from the environment (onBootstrap, `serve` only).
 * @param {core.BootstrapEvent} e
 */
function applyStorageSettings(e) {
  e.next();
  if (!$os.args.includes('serve')) return;
  /** @param {string} name */
  const read = (name) => $os.getenv(name).trim();
  const endpoint = read('S3_ENDPOINT');
  if (!endpoint) return;
  const s3 = {
    enabled: true,
    endpoint,
    bucket: read('S3_BUCKET'),
    region: read('S3_REGION'),
    accessKey: read('S3_ACCESS_KEY'),
    secret: read('S3_SECRET'),
    forcePathStyle: read('S3_FORCE_PATH_STYLE') === 'true',
  };
  const missing = /** @type {(keyof typeof s3)[]} */ (['bucket', 'region', 'accessKey', 'secret']).filter(
    (key) => !s3[key]
  );
  if (missing.length) {
    e.app.logger().error('S3 storage not configured: S3_ENDPOINT is set but not ' + missing.join(', '));
    return;
  }
  const settings = e.app.settings();
  settings.s3.enabled = s3.enabled;
  settings.s3.endpoint = s3.endpoint;
  settings.s3.bucket = s3.bucket;
  settings.s3.region = s3.region;
  settings.s3.accessKey = s3.accessKey;
  settings.s3.secret = s3.secret;
  settings.s3.forcePathStyle = s3.forcePathStyle;
  const backupsBucket = read('S3_BACKUPS_BUCKET');
  if (backupsBucket) {
    settings.backups.s3.enabled = true;
    settings.backups.s3.endpoint = s3.endpoint;
    settings.backups.s3.bucket = backupsBucket;
    settings.backups.s3.region = s3.region;
    settings.backups.s3.accessKey = s3.accessKey;
    settings.backups.s3.secret = s3.secret;
    settings.backups.s3.forcePathStyle = s3.forcePathStyle;
  }
  e.app.save(settings);
}

module.exports = { applyStorageSettings };
