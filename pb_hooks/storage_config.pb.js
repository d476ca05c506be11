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

onBootstrap((e) => require(`${__hooks}/lib/platform/storage_settings.js`).applyStorageSettings(e));
