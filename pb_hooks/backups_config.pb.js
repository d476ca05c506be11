/// <reference path="../.pb/types.d.ts" />
// Scheduled backups from the environment, set at every start of `serve` (a release's start.sh turns them on):
//   BACKUP_CRON   a cron expression ('0 3 * * *': every day at 03:00), or 'off'; unset leaves the setting to the
//                 dashboard (/_/ → Settings → Backups), as in development and tests
//   BACKUP_KEEP   how many scheduled backups to keep (default 7)
// Backups go where PocketBase's backup storage points: pb_data/backups, or the S3 bucket of storage_config.pb.js.

onBootstrap((e) => require(`${__hooks}/lib/platform/backup_settings.js`).applyBackupSettings(e));
