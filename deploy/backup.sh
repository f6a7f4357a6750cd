#!/usr/bin/env bash
# Backs up the production stack's data (docker-compose.yml): the PostgreSQL database and the uploaded images.
#
#   deploy/backup.sh [TARGET_DIR]      # default: ./backups
#
# Writes TARGET_DIR/examprep-<UTC time>/ with database.dump (pg_dump, custom format), uploads.tar.gz and
# SHA256SUMS, while the site keeps running (pg_dump reads one consistent snapshot). Restore with
# deploy/restore.sh. The secrets are not in it: keep a copy of .env somewhere safe too (ENCRYPTION_KEY and the
# database password must match the data).
#
# Run it from the repository root (where docker-compose.yml is) or anywhere: it finds the stack itself.
# COMPOSE overrides the compose command (default: `docker compose`, else `docker-compose`).
set -euo pipefail

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; }

target="backups"
case "${1:-}" in
  -h | --help) usage; exit 0 ;;
  -*) echo "Unknown option: $1" >&2; usage >&2; exit 2 ;;
  '') ;;
  *) target="$1" ;;
esac
if [ "$#" -gt 1 ]; then
  echo "Too many arguments." >&2
  usage >&2
  exit 2
fi

stack_dir="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "${COMPOSE:-}" ]; then
  if docker compose version >/dev/null 2>&1; then COMPOSE="docker compose"; else COMPOSE="docker-compose"; fi
fi
compose() { (cd "$stack_dir" && $COMPOSE "$@"); }

mkdir -p "$target"
backup="$(cd "$target" && pwd)/examprep-$(date -u +%Y%m%d-%H%M%S)"
if [ -e "$backup" ]; then
  echo "$backup already exists." >&2
  exit 1
fi
mkdir "$backup"
finished=""
# A failed backup leaves nothing behind that could pass for a good one.
trap '[ -n "$finished" ] || { echo "Backup failed; removing $backup" >&2; rm -rf "$backup"; }' EXIT

echo "Database → $backup/database.dump"
# shellcheck disable=SC2016 # expanded inside the container, from the postgres service's environment
compose exec -T postgres sh -c 'pg_dump --format=custom -U "$POSTGRES_USER" -d "$POSTGRES_DB"' >"$backup/database.dump"
if [ ! -s "$backup/database.dump" ]; then
  echo "pg_dump wrote nothing." >&2
  exit 1
fi

echo "Uploads  → $backup/uploads.tar.gz"
compose exec -T cms tar -C /app/public/uploads -czf - . >"$backup/uploads.tar.gz"
tar -tzf "$backup/uploads.tar.gz" >/dev/null

(cd "$backup" && sha256sum database.dump uploads.tar.gz >SHA256SUMS)
finished="yes"
echo "Backup complete: $backup ($(du -sh "$backup" | cut -f1))."
echo "Keep .env (the secrets) with it, somewhere else than this machine."
