#!/usr/bin/env bash
# Restores a backup made by deploy/backup.sh into the production stack (docker-compose.yml): the database and
# the uploaded images are REPLACED by the backup's.
#
#   deploy/restore.sh BACKUP_DIR [--yes]
#
# It checks the backup (SHA256SUMS), stops the proxies and the CMS, replaces the database (in one transaction:
# a failed restore changes nothing) and the uploads, then starts the stack again; the proxies start with empty
# caches. The stack's .env must hold the secrets the backup was made with (ENCRYPTION_KEY, ...).
# Without --yes it asks first. COMPOSE overrides the compose command (default: `docker compose`).
set -euo pipefail

usage() { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; }

backup=""
confirmed=""
for arg in "$@"; do
  case "$arg" in
    -h | --help) usage; exit 0 ;;
    -y | --yes) confirmed="yes" ;;
    -*) echo "Unknown option: $arg" >&2; usage >&2; exit 2 ;;
    *)
      if [ -n "$backup" ]; then echo "One backup folder only." >&2; usage >&2; exit 2; fi
      backup="$arg"
      ;;
  esac
done
if [ -z "$backup" ]; then
  echo "Which backup? Give its folder (made by deploy/backup.sh)." >&2
  usage >&2
  exit 2
fi
for file in database.dump uploads.tar.gz; do
  if [ ! -s "$backup/$file" ]; then
    echo "$backup/$file is missing or empty: not a backup made by deploy/backup.sh." >&2
    exit 1
  fi
done
backup="$(cd "$backup" && pwd)"
if [ -f "$backup/SHA256SUMS" ]; then
  (cd "$backup" && sha256sum --check --quiet SHA256SUMS) || { echo "The backup's checksums do not match: not restoring." >&2; exit 1; }
fi
tar -tzf "$backup/uploads.tar.gz" >/dev/null

if [ -z "$confirmed" ]; then
  if [ ! -t 0 ]; then
    echo "Refusing to replace the live data without confirmation: add --yes." >&2
    exit 1
  fi
  read -r -p "Replace the stack's database and uploads with $backup? Type 'restore' to go on: " answer
  if [ "$answer" != "restore" ]; then
    echo "Nothing changed."
    exit 1
  fi
fi

stack_dir="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "${COMPOSE:-}" ]; then
  if docker compose version >/dev/null 2>&1; then COMPOSE="docker compose"; else COMPOSE="docker-compose"; fi
fi
compose() { (cd "$stack_dir" && $COMPOSE "$@"); }

echo "Stopping the proxies and the CMS ..."
compose stop proxy cms
compose up -d postgres

echo "Database ← $backup/database.dump"
# The old schema goes and the dump comes back in one transaction (psql --single-transaction), so tables that
# only a newer version had do not linger, and any error leaves the database as it was.
# shellcheck disable=SC2016 # expanded inside the container, from the postgres service's environment
compose exec -T postgres sh -c '{ echo "DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;"; pg_restore --no-owner --file=-; } | psql --quiet --single-transaction -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" >/dev/null' <"$backup/database.dump"

echo "Uploads  ← $backup/uploads.tar.gz"
compose run --rm --no-deps -T --entrypoint sh cms -c 'find /app/public/uploads -mindepth 1 -delete && tar -C /app/public/uploads -xzf -' <"$backup/uploads.tar.gz"

echo "Starting the stack ..."
compose up -d
echo "Restored $backup."
