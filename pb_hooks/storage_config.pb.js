/// <reference path="../.pb/types.d.ts" />
// Uploaded memes (and backups) in S3-compatible object storage, from the environment, set at every start of `serve`:
//   S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY, S3_SECRET   all five turn PocketBase's S3 file storage on
//   S3_FORCE_PATH_STYLE=true                                     for servers that need path-style addresses
//   S3_BACKUPS_BUCKET                                            backups to this bucket (same server and keys):
//                                                                a bucket of their own, since PocketBase lists
//                                                                every object of the backups bucket as a backup
// With S3_ENDPOINT unset the setting is left alone: local storage in pb_data, as PocketBase starts, unless an
// administrator chose otherwise in the dashboard. Memes already stored stay where they are: PocketBase does not move
// files between storages.

onBootstrap((e) => {
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
});
