import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ConfigurationError, databaseUrl, isPostgresUrl, payloadSecret, s3Media, siteUrl } from '@/env'

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

describe('SITE_URL', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '')
    vi.stubEnv('HOST', '')
  })

  it('is the configured origin, without a trailing slash', () => {
    vi.stubEnv('SITE_URL', 'https://www.hub1909.cz/')
    vi.stubEnv('PORT', '3200')
    expect(siteUrl()).toBe('https://www.hub1909.cz')
  })

  it('follows the port the site serves on when unset (PORT, as npm start and next start set it)', () => {
    vi.stubEnv('PORT', '3200')
    expect(siteUrl()).toBe('http://localhost:3200')
  })

  it('is read on each call, so a URL is never the one of an earlier configuration', () => {
    vi.stubEnv('PORT', '3200')
    expect(siteUrl()).toBe('http://localhost:3200')
    vi.stubEnv('PORT', '4100')
    expect(siteUrl()).toBe('http://localhost:4100')
  })

  it('names the address the site listens on when HOST names one', () => {
    vi.stubEnv('PORT', '3200')
    vi.stubEnv('HOST', '127.0.0.1')
    expect(siteUrl()).toBe('http://127.0.0.1:3200')
    vi.stubEnv('HOST', '::1')
    expect(siteUrl()).toBe('http://[::1]:3200')
    vi.stubEnv('HOST', '0.0.0.0')
    expect(siteUrl()).toBe('http://localhost:3200')
  })

  it('falls back to port 3000 without PORT, or with one that is no port', () => {
    expect(siteUrl()).toBe('http://localhost:3000')
    vi.stubEnv('PORT', 'abc')
    expect(siteUrl()).toBe('http://localhost:3000')
  })
})

describe('S3 media storage', () => {
  it('is off (local disk) while S3_BUCKET is unset', () => {
    vi.stubEnv('S3_BUCKET', '')
    expect(s3Media()).toBeNull()
  })

  it('reads the bucket, endpoint, region, path style and keys', () => {
    vi.stubEnv('S3_BUCKET', 'hub-media')
    vi.stubEnv('S3_ENDPOINT', 'http://minio:9000')
    vi.stubEnv('S3_REGION', '')
    vi.stubEnv('S3_FORCE_PATH_STYLE', 'true')
    vi.stubEnv('S3_ACCESS_KEY_ID', 'key')
    vi.stubEnv('S3_SECRET_ACCESS_KEY', 'secret')
    expect(s3Media()).toEqual({
      bucket: 'hub-media',
      client: { region: 'us-east-1', endpoint: 'http://minio:9000', forcePathStyle: true, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } },
    })
  })

  it('leaves the keys to the instance role when none are set, and refuses half a pair', () => {
    vi.stubEnv('S3_BUCKET', 'hub-media')
    vi.stubEnv('S3_ENDPOINT', '')
    vi.stubEnv('S3_FORCE_PATH_STYLE', '')
    vi.stubEnv('S3_ACCESS_KEY_ID', '')
    vi.stubEnv('S3_SECRET_ACCESS_KEY', '')
    expect(s3Media()).toEqual({ bucket: 'hub-media', client: { region: 'us-east-1', forcePathStyle: false } })
    vi.stubEnv('S3_ACCESS_KEY_ID', 'key')
    expect(() => s3Media()).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/)
  })
})
