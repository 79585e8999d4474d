#!/usr/bin/env bash
# Creates a migration for both dialects from the current collections: `npm run migrate:create -- name`.
# `npm run migrate:create -- --fresh` instead replaces every migration by one `initial` per dialect
# (only while no database outside development and tests has been migrated).
# SQLite is diffed against a scratch file, PostgreSQL against a scratch database dropped afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
# Lexical's production bundles, not its `node` entries (top-level await: see scripts/lib.mjs).
export NODE_OPTIONS="--conditions=production${NODE_OPTIONS:+ $NODE_OPTIONS}"
mkdir -p var
# One migration run at a time (several developers or agents may share a work tree).
exec 9>var/migrations.lock
flock 9
name="${1:?usage: npm run migrate:create -- <name> | --fresh}"
if [ "$name" = "--fresh" ]; then
  name=initial
  for d in sqlite postgres; do
    rm -f src/migrations/$d/*.ts src/migrations/$d/*.json
    echo "export const migrations = []" > src/migrations/$d/index.ts
  done
fi
mkdir -p var
scratch="var/migrate-create-$$.db"
DATABASE_URL="file:./$scratch" npx payload migrate:create "$name"
rm -f "$scratch"*
pg="hub_migrate_create_$$"
pghost="${PGHOST_URL:-postgres://postgres@127.0.0.1:5432}"
psql "$pghost/postgres" -qc "create database $pg"
trap 'psql "$pghost/postgres" -qc "drop database if exists $pg"' EXIT
DATABASE_URL="$pghost/$pg" npx payload migrate:create "$name"
