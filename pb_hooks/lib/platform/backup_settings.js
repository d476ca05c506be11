/// <reference path="../../../.pb/types.d.ts" />
// Scheduled backups from the environment (backups_config.pb.js lists the variables).

/**
 * Sets scheduled backups from the environment (onBootstrap, `serve` only).
 * @param {core.BootstrapEvent} e
 */
function applyBackupSettings(e) {
  e.next();
  if (!$os.args.includes('serve')) return;
  const cron = $os.getenv('BACKUP_CRON').trim();
  if (!cron) return;
  const keep = parseInt($os.getenv('BACKUP_KEEP'), 10);
  const settings = e.app.settings();
  settings.backups.cron = cron === 'off' ? '' : cron;
  settings.backups.cronMaxKeep = keep > 0 ? keep : 7;
  e.app.save(settings);
}

module.exports = { applyBackupSettings };
