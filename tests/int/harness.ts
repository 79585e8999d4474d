/**
 * A real Payload on a throwaway database: a temporary SQLite file or a PostgreSQL database created
 * for the test file and dropped afterwards. The project (int-sqlite / int-postgres) sets TEST_DB.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload, SanitizedConfig } from 'payload'

export type TestPayload = {
  payload: Payload
  config: SanitizedConfig
  dialect: 'sqlite' | 'postgres'
  databaseUrl: string
  cleanup: () => Promise<void>
}

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  const id = `hub_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  if (dialect === 'postgres') {
    await withAdmin((c) => c.query(`CREATE DATABASE ${id}`))
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${id}`
    return {
      url: url.toString(),
      drop: () =>
        withAdmin(async (c) => {
          await c.query(`DROP DATABASE IF EXISTS ${id} WITH (FORCE)`)
        }),
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-test-'))
  return {
    url: `file:${path.join(dir, `${id}.db`)}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/** Boots Payload on a fresh database with every committed migration applied. */
export async function startTestPayload(): Promise<TestPayload> {
  const db = await createTestDatabase()
  process.env.DATABASE_URL = db.url
  const { default: configPromise } = await import('@payload-config')
  const config = await configPromise
  const { getPayload } = await import('payload')
  const { closeDatabase, migrateDatabase } = await import('@/cms/database')
  // The default key: Payload's route handlers (REST, GraphQL) look the instance up under it.
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  let cleaned: Promise<void> | undefined
  return {
    payload,
    config,
    dialect: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite',
    databaseUrl: db.url,
    cleanup: () =>
      (cleaned ??= (async () => {
        await closeDatabase(payload)
        ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
        await db.drop()
      })()),
  }
}
