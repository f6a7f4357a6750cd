#!/usr/bin/env bash
# Validates docker-compose.yml with Debian's compose tool (no Docker engine is needed for `config`).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v docker-compose >/dev/null 2>&1; then
  echo "Installing Debian's docker-compose (validation only) ..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends docker-compose >/dev/null
fi
# Placeholder values: only the file's structure is checked here, never real secrets.
env POSTGRES_PASSWORD=placeholder APP_KEYS=a,b API_TOKEN_SALT=x ADMIN_JWT_SECRET=x TRANSFER_TOKEN_SALT=x \
  JWT_SECRET=x ENCRYPTION_KEY=x PROXY_API_TOKEN=x WEBHOOK_SECRET=x \
  docker-compose -f docker-compose.yml config -q
echo "docker-compose.yml is valid."
