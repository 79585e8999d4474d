import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ConfigurationError, databaseUrl, isPostgresUrl, payloadSecret } from '@/cms/env'

let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-env-'))
  vi.stubEnv('VAR_DIR', dir)
  vi.stubEnv('PAYLOAD_SECRET', '')
  vi.stubEnv('DATABASE_URL', '')
})

afterEach(() => {
  vi.unstubAllEnvs()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('PAYLOAD_SECRET', () => {
  it('is generated into var/ on first start and reused afterwards', () => {
    const first = payloadSecret()
    expect(first).toMatch(/^[0-9a-f]{96}$/)
    expect(fs.readFileSync(path.join(dir, 'payload-secret'), 'utf8').trim()).toBe(first)
    expect(payloadSecret()).toBe(first)
  })

  it('comes from the environment when set', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'from-the-environment')
    expect(payloadSecret()).toBe('from-the-environment')
    expect(fs.existsSync(path.join(dir, 'payload-secret'))).toBe(false)
  })

  it('is required in production on PostgreSQL, with a message that says what to do', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('DATABASE_URL', 'postgres://db.example/hub')
    expect(() => payloadSecret()).toThrow(ConfigurationError)
    expect(() => payloadSecret()).toThrow(/set PAYLOAD_SECRET/)
  })

  it('is still generated in production on the embedded SQLite database', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(payloadSecret()).toHaveLength(96)
  })
})

describe('DATABASE_URL', () => {
  it('defaults to the SQLite file under var/', () => {
    expect(databaseUrl()).toBe('file:./var/data.db')
    expect(isPostgresUrl(databaseUrl())).toBe(false)
  })

  it('selects PostgreSQL for postgres:// and postgresql:// URLs', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true)
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true)
    expect(isPostgresUrl('file:./var/x.db')).toBe(false)
  })
})
