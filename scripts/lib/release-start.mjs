// What a release starts with: start.sh (PocketBase, under Litestream when replication is set) and litestream.yml.
// Written once here for `npm run release` (scripts/release.mjs) and for the tests that run start.sh itself
// (tests/repo/release-start.test.ts, tests/release/restore-drill.spec.ts). docs/deploy.md ("Durability") says why each
// replication setting is what it is.
import { HOOKS_POOL_SIZE, THUMBNAIL_WORKERS } from './pocketbase-server.mjs';

/**
 * Litestream's settings, read from the environment start.sh exports (Litestream expands `${…}` in its config).
 * - sync-interval 500ms and monitor-interval 100ms: a write reaches the bucket within about a second (the RPO
 *   promised in START.md): Litestream turns the WAL's new pages into changes every 100 ms and uploads them every half
 *   second, so a write waits at most about 0.6 s plus the upload. With Litestream's defaults (1 s each) the waits added
 *   up: the restore drill lost writes acknowledged 1.3–1.4 s before the kill. At most two uploads a second while people
 *   write, none while nobody does.
 * - snapshot every 6 hours, kept 3 days: a restore replays at most 6 hours of compacted changes on top of a full copy
 *   (seconds for a contest database of a few MB), and a mistake noticed after a weekend can still be undone
 *   (`-timestamp`).
 * - checkpoints: Litestream's own (PASSIVE every minute or 1,000 pages), which PocketBase's pages never race because
 *   Litestream holds its read lock between them; PocketBase's nightly TRUNCATE checkpoint is left to Litestream while
 *   replication runs (pb_hooks/lib/platform/replication.js).
 * - only data.db: auxiliary.db holds PocketBase's request logs, written on every request, which a restore does without
 *   (PocketBase makes a new one).
 */
export const LITESTREAM_CONFIG = `# Continuous replication of pb_data/data.db to S3, run by start.sh when LITESTREAM_REPLICA_URL is set (START.md,
# "Durability"). The values come from the environment.
snapshot:
  interval: 6h
  retention: 72h
dbs:
  - path: \${MEME_ARENA_DATABASE}
    monitor-interval: 100ms
    replica:
      url: \${LITESTREAM_REPLICA_URL}
      endpoint: \${S3_ENDPOINT}
      region: \${S3_REGION}
      access-key-id: \${S3_ACCESS_KEY}
      secret-access-key: \${S3_SECRET}
      force-path-style: \${S3_FORCE_PATH_STYLE}
      sync-interval: 500ms
`;

/** start.sh. Every message about the replica's settings names the setting, never its value (no secret in a log). */
export const START_SCRIPT = `#!/bin/sh
# Starts Meme Arena: PocketBase serving the API and the app on one origin, from this folder.
# Set DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and PUBLIC_URL first (START.md). PORT defaults to 8090.
# Behind a reverse proxy, also HOST=127.0.0.1 and TRUSTED_PROXY_HEADERS=X-Forwarded-For (START.md says why).
# With LITESTREAM_REPLICA_URL and the S3 settings, Litestream replicates the database to S3 as it changes, and
# \`./start.sh restore [<time>]\` brings it back on an empty disk (START.md, "Durability").
set -e
cd "$(dirname "$0")"
: "\${PORT:=8090}"
: "\${PB_THUMBS_MAX_WORKERS:=${THUMBNAIL_WORKERS}}"

fail() {
  echo "start.sh: $1" >&2
  exit 2
}

# The replica's settings, checked before anything starts.
replication=off
if [ -n "\${LITESTREAM_REPLICA_URL:-}" ]; then
  case "$LITESTREAM_REPLICA_URL" in
    *[[:space:]]*) fail "LITESTREAM_REPLICA_URL must be s3://<bucket>/<folder>, without spaces." ;;
    s3://*@*) fail "LITESTREAM_REPLICA_URL must not carry credentials: set S3_ACCESS_KEY and S3_SECRET instead." ;;
    s3://[!/]*/[!/]*) ;;
    s3://*) fail "LITESTREAM_REPLICA_URL needs a folder after the bucket (s3://<bucket>/<folder>), so the replica has a place of its own." ;;
    *) fail "LITESTREAM_REPLICA_URL must be s3://<bucket>/<folder> (an S3-compatible bucket)." ;;
  esac
  if [ -z "\${S3_ACCESS_KEY:-}" ] || [ -z "\${S3_SECRET:-}" ]; then
    fail "replication needs S3_ACCESS_KEY and S3_SECRET (the credentials the memes' S3 storage uses)."
  fi
  case "\${S3_ENDPOINT:-}" in
    '' | http://?* | https://?*) ;;
    *) fail "S3_ENDPOINT must start with https:// (or http://), or be empty for AWS." ;;
  esac
  case "\${S3_FORCE_PATH_STYLE:-}" in
    '' | true | false) ;;
    *) fail "S3_FORCE_PATH_STYLE must be true or false." ;;
  esac
  [ -x ./litestream ] || fail "./litestream is missing from this folder: unpack the whole release again."
  # Litestream 0.5.18's S3 client cannot load AWS_CA_BUNDLE (it stops with "unable to add custom RootCAs"); like any Go
  # program it trusts the system's authorities and SSL_CERT_FILE instead. Nothing else here reads AWS_CA_BUNDLE.
  if [ -n "\${AWS_CA_BUNDLE:-}" ]; then
    echo "start.sh: AWS_CA_BUNDLE is left aside for replication; put a private authority in SSL_CERT_FILE instead"
    unset AWS_CA_BUNDLE
  fi
  replication=on
  MEME_ARENA_DATABASE="$PWD/pb_data/data.db"
  export MEME_ARENA_DATABASE MEME_ARENA_REPLICATION=on
fi

# Daily backups at 03:00, 7 kept (to S3 when it is configured); BACKUP_CRON=off turns them off. With replication on
# and the memes in S3, everything a backup holds is in the bucket already, and a backup's checkpoint would hold every
# write for 10 seconds while Litestream reads: off unless BACKUP_CRON asks for them.
if [ "$replication" = on ] && [ -n "\${S3_BUCKET:-}" ] && [ -z "\${BACKUP_CRON:-}" ]; then
  BACKUP_CRON=off
  echo "start.sh: nightly backups off: the replica and the memes' bucket hold everything (BACKUP_CRON turns them on)"
fi
: "\${BACKUP_CRON:=0 3 * * *}"
: "\${BACKUP_KEEP:=7}"
export PB_THUMBS_MAX_WORKERS BACKUP_CRON BACKUP_KEEP

if [ "\${1:-}" = restore ]; then
  [ "$replication" = on ] || fail "restore needs LITESTREAM_REPLICA_URL and the S3 settings the replica was written with."
  [ ! -e pb_data/data.db ] || fail "pb_data/data.db exists: a restore never writes over a database. Move pb_data aside first."
  mkdir -p pb_data
  if [ -n "\${2:-}" ]; then
    echo "start.sh: restoring pb_data/data.db from the replica, as it was at $2"
    exec ./litestream restore -config ./litestream.yml -timestamp "$2" "$MEME_ARENA_DATABASE"
  fi
  echo "start.sh: restoring pb_data/data.db from the replica"
  exec ./litestream restore -config ./litestream.yml "$MEME_ARENA_DATABASE"
fi

# Each word single-quoted, for Litestream's -exec (which splits it as a shell would).
quoted() {
  for word in "$@"; do
    printf "'%s' " "$(printf '%s' "$word" | sed "s/'/'\\\\\\\\''/g")"
  done
}
set -- ./pocketbase serve --http="\${HOST:-0.0.0.0}:\${PORT}" --dir=./pb_data \\
  --migrationsDir=./pb_migrations --hooksDir=./pb_hooks --publicDir=./pb_public --hooksPool=${HOOKS_POOL_SIZE} "$@"
if [ "$replication" = on ]; then
  # After a crash the WAL may hold writes Litestream had not shipped yet: ship them before PocketBase, whose first
  # checkpoint could fold them into the database unseen, starts writing.
  if [ -e pb_data/data.db ]; then
    ./litestream replicate -once -config ./litestream.yml ||
      echo "start.sh: the replica did not answer (Litestream's message above); starting anyway, Litestream keeps trying"
  fi
  echo "start.sh: replication on: Litestream streams pb_data/data.db to the replica twice a second"
  exec ./litestream replicate -config ./litestream.yml -exec "$(quoted "$@")"
fi
echo "start.sh: replication off (LITESTREAM_REPLICA_URL is not set; START.md, \\"Durability\\")"
exec "$@"
`;
