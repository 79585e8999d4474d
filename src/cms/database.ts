import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { databaseUrl, isPostgresUrl } from '@/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * The database is chosen by DATABASE_URL: PostgreSQL for postgres:// URLs, otherwise the embedded
 * SQLite file. Schema changes only ever come from the committed migrations of that dialect (never
 * Payload's dev "push"), applied by `migrateDatabase` before a server starts (`npm start`), so
 * development, tests and production run the same schema. (Not by Payload at boot: two instances
 * booting at once would both migrate.)
 */
export function databaseAdapter(url = databaseUrl()): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: {
        connectionString: url,
        max: Number(process.env.DATABASE_POOL_MAX || 10),
        // A request waits at most this long for a connection, instead of for ever.
        connectionTimeoutMillis: 15_000,
        // The server ends a session left idle inside a transaction: a last guard against a leak.
        options: '-c idle_in_transaction_session_timeout=60000',
      },
      migrationDir: path.resolve(dirname, '../migrations/postgres'),
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
    push: false,
  })
}

type PgPool = {
  connect(): Promise<{ query(sql: string, args?: unknown[]): Promise<unknown>; release(): void }>
  on(event: 'error', listener: (error: Error) => void): void
  listenerCount(event: string): number
}
const poolOf = (payload: Payload) => (payload.db as unknown as { pool?: PgPool }).pool

/** The advisory lock that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 190_911

/**
 * Applies every committed migration of the active dialect that has not run yet. On PostgreSQL
 * several instances may start at once: an advisory lock makes them take turns, and the ones after
 * the first find nothing left to do.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  const pool = poolOf(payload)
  if (!pool) {
    await payload.db.migrate({ migrations })
    return
  }
  const lock = await pool.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await payload.db.migrate({ migrations })
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    lock.release()
  }
}

/**
 * A pooled PostgreSQL connection that the server ends (a restart, a failover, an administrator)
 * makes the pool emit 'error'; without a listener that is an uncaught exception that kills the
 * process. The pool drops the connection and opens a new one when needed: log it and go on.
 */
export function guardDatabasePool(payload: Payload): void {
  const pool = poolOf(payload)
  if (pool && pool.listenerCount('error') === 0) {
    pool.on('error', (error) => payload.logger.warn({ msg: '[db] a pooled connection was closed by the server', err: error.message }))
  }
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
