import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { databaseUrl, isPostgresUrl } from './env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * The database is chosen by DATABASE_URL: PostgreSQL for postgres:// URLs, otherwise the embedded
 * SQLite file. Schema changes only ever come from the committed migrations of that dialect (never
 * Payload's dev "push"), so development, tests and production run the same schema.
 */
export function databaseAdapter(url = databaseUrl()): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX || 10) },
      migrationDir: path.resolve(dirname, '../migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
  }
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length)
    if (file && file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  }
  return sqliteAdapter({
    client: { url },
    // WAL lets readers work while a write is in progress; the busy timeout makes a writer wait for
    // the lock instead of failing at once.
    wal: true,
    busyTimeout: 10_000,
    migrationDir: path.resolve(dirname, '../migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
  })
}

/** Applies every committed migration of the active dialect that has not run yet. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  // Generated migrations take typed args; Payload's Migration type declares them `unknown`.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * Closes the connections too: Payload's destroy() resets the adapter but leaves the PostgreSQL pool
 * and the SQLite client open, which keeps a script alive and a test database busy.
 * The PostgreSQL adapter keeps one client checked out for the life of the pool (to notice lost
 * connections), and `pool.end()` waits for it: every client is ended first.
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  type PgClient = { end(): Promise<void> }
  const db = payload.db as unknown as {
    pool?: { end(): Promise<void>; _clients?: PgClient[] }
    client?: { close(): void }
  }
  await payload.destroy()
  if (db.pool) {
    await Promise.all((db.pool._clients ?? []).map((client) => client.end().catch(() => undefined)))
    // pg-pool does not count the held client as returned: do not wait on it for ever.
    await Promise.race([db.pool.end().catch(() => undefined), new Promise((r) => setTimeout(r, 200))])
  } else {
    db.client?.close()
  }
}
