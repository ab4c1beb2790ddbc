#!/usr/bin/env bash
# Installs PostgreSQL from Debian's package if it is missing, starts its cluster, and makes the
# role and database the server's tests use (idempotent). Prints the URL to export as
# KAWU_TEST_POSTGRES_URL. The role may create databases: each test makes one of its own.
set -euo pipefail

if ! command -v pg_ctlcluster >/dev/null || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "postgres: installing Debian's postgresql" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | grep "^$version main" | grep -q online; then
  pg_ctlcluster "$version" main start >&2
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')

# Wait for it to accept connections.
for _ in $(seq 1 50); do
  if runuser -u postgres -- pg_isready -q -p "$port"; then break; fi
  sleep 0.2
done

psql_admin() { runuser -u postgres -- psql -v ON_ERROR_STOP=1 -qtA -p "$port" "$@"; }
if [ "$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = 'kawu'")" != 1 ]; then
  psql_admin -c "CREATE ROLE kawu LOGIN CREATEDB PASSWORD 'kawu'" >&2
fi
if [ "$(psql_admin -c "SELECT 1 FROM pg_database WHERE datname = 'kawu'")" != 1 ]; then
  psql_admin -c "CREATE DATABASE kawu OWNER kawu" >&2
fi
echo "postgres://kawu:kawu@127.0.0.1:$port/kawu"
