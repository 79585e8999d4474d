import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Configuration read from the environment (see the README's configuration table).
 * Everything has a default that works on a fresh machine.
 */
export const DEFAULT_DATABASE_URL = 'file:./var/data.db'

export const isProduction = (): boolean => process.env.NODE_ENV === 'production'

export function varDir(): string {
  return path.resolve(process.cwd(), process.env.VAR_DIR || 'var')
}

export function databaseUrl(): string {
  return process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/**
 * The site's public origin, the one base of every absolute URL it writes (canonical and hreflang
 * links, Open Graph, feeds, sitemap, robots.txt, .ics files, links in mail): SITE_URL, else the
 * address the site is served on, as `npm start` prints it: http://localhost (or HOST, when it names
 * one address) on PORT (set by `npm start`, scripts/server.mjs and `next start`), else port 3000.
 * Read on each call, never at build time: pages are rendered by the running server.
 */
export function siteUrl(): string {
  const fromEnv = process.env.SITE_URL?.trim()
  if (fromEnv) return fromEnv.replace(/\/+$/, '')
  const port = process.env.PORT?.trim()
  const host = process.env.HOST?.trim()
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port && /^\d{1,5}$/.test(port) ? port : '3000'}`
}

/** Thrown when the app must not start; the message says what to do. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

/**
 * PAYLOAD_SECRET signs staff sessions and tokens. On a developer's machine or the embedded SQLite
 * setup a strong secret is generated once into var/ and reused; a production deployment on
 * PostgreSQL (several instances) must set it explicitly so that every instance shares it.
 */
export function payloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim()
  if (fromEnv) return fromEnv
  if (isProduction() && isPostgresUrl(databaseUrl())) {
    throw new ConfigurationError(
      'PAYLOAD_SECRET is not set. A production deployment on PostgreSQL needs an explicit secret shared ' +
        'by every instance: set PAYLOAD_SECRET to a long random string (e.g. `openssl rand -hex 32`).',
    )
  }
  const file = path.join(varDir(), 'payload-secret')
  try {
    const stored = fs.readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  } catch {
    // not generated yet
  }
  fs.mkdirSync(varDir(), { recursive: true })
  const secret = crypto.randomBytes(48).toString('hex')
  try {
    // 'wx' fails if another process wrote it first; then that one wins and we read it.
    fs.writeFileSync(file, secret + '\n', { flag: 'wx', mode: 0o600 })
    return secret
  } catch {
    return fs.readFileSync(file, 'utf8').trim()
  }
}

/**
 * Where uploaded media files are stored on local disk: MEDIA_DIR, else next to the SQLite database
 * file (so a throwaway database takes its files with it), else var/media.
 */
export function mediaDir(): string {
  const fromEnv = process.env.MEDIA_DIR?.trim()
  if (fromEnv) return path.resolve(process.cwd(), fromEnv)
  const url = databaseUrl()
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length)
    if (file && file !== ':memory:') return path.join(path.dirname(path.resolve(process.cwd(), file)), 'media')
  }
  return path.join(varDir(), 'media')
}

/** Largest upload accepted by the CMS (bytes); larger ones are refused with 413. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/** Where uploaded media go when they are shared by several instances: an S3-compatible bucket. */
export interface S3Media {
  bucket: string
  client: {
    region: string
    endpoint?: string
    forcePathStyle: boolean
    credentials?: { accessKeyId: string; secretAccessKey: string }
  }
}

/**
 * S3_BUCKET turns on S3-compatible storage for uploads (AWS S3, Cloudflare R2, MinIO); unset, files
 * stay on local disk (mediaDir()). Without S3_ACCESS_KEY_ID the SDK's own chain (instance role) is used.
 */
export function s3Media(): S3Media | null {
  const bucket = process.env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = process.env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigurationError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (to use the instance role).')
  }
  const endpoint = process.env.S3_ENDPOINT?.trim()
  if (endpoint && !/^https?:\/\/[^/\s]+/i.test(endpoint)) {
    throw new ConfigurationError(`S3_ENDPOINT must be an http(s) URL (https://s3.example.com), not "${endpoint}".`)
  }
  return {
    bucket,
    client: {
      region: process.env.S3_REGION?.trim() || 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      // MinIO and most self-hosted servers need path-style URLs (endpoint/bucket/key).
      forcePathStyle: /^(1|true|yes)$/i.test(process.env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  }
}

/** SEED_EXAMPLES=0: the first start seeds the house's structure without the invented example content (go-live). */
export const seedExamples = (): boolean => process.env.SEED_EXAMPLES?.trim() !== '0'
