/**
 * `npm run backup [-- --out <file>]` writes one archive of the house's data while the site runs:
 * the database (SQLite: `VACUUM INTO`, a consistent copy taken in one read transaction; PostgreSQL:
 * `pg_dump`), the uploaded media (when they are on local disk; a bucket is kept by its own
 * versioning) and the generated `var/payload-secret` (staff sessions, signed links).
 *
 * `npm run restore -- <archive> [--force]` puts an archive back into an empty installation (no
 * database tables, no media files) named by the same environment as the app's (DATABASE_URL,
 * MEDIA_DIR, VAR_DIR); `--force` replaces what is there. The next `npm start` migrates the restored
 * database forward when the release is newer than the backup.
 *
 * The archive is a .tar.gz made by the system's `tar` (GNU or BSD, on every machine and image the
 * site runs on): it streams large media folders without loading them, and needs no dependency.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { databaseUrl, isPostgresUrl, mediaDir, s3Media, varDir } from '../src/env'

type Manifest = { format: 1; createdAt: string; database: 'sqlite' | 'postgres'; media: 'included' | 'bucket'; secret: 'included' | 'environment' | 'none' }

const MANIFEST = 'hub1909-backup.json'
const SQLITE_FILE = 'database.sqlite'
const PG_FILE = 'database.pgdump'
const SECRET_FILE = 'payload-secret'

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

/** Runs a program, failing with its own error output when it fails. */
function exec(cmd: string, args: string[]): string {
  const result = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) fail(`${cmd} could not be run (${result.error.message}): is it installed?`)
  if (result.status !== 0) fail(`${cmd} ${args[0]} … failed (exit ${result.status}):\n${result.stderr}`)
  return result.stdout
}

function sqliteFile(url: string): string {
  const file = url.slice('file:'.length)
  if (!file || file === ':memory:') fail(`DATABASE_URL=${url} is not a database file that can be backed up.`)
  return path.resolve(process.cwd(), file)
}

const secretFile = () => path.join(varDir(), 'payload-secret')

async function backup(out: string | undefined): Promise<void> {
  const url = databaseUrl()
  const postgres = isPostgresUrl(url)
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'hub1909-backup-'))
  try {
    if (postgres) {
      exec('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(stage, PG_FILE)}`, `--dbname=${url}`])
    } else {
      const file = sqliteFile(url)
      if (!fs.existsSync(file)) fail(`There is no database at ${file}.`)
      const client = createClient({ url: `file:${file}` })
      await client.execute(`VACUUM INTO '${path.join(stage, SQLITE_FILE).replaceAll("'", "''")}'`)
      client.close()
    }
    const bucket = s3Media()
    // Linked, and followed by tar (--dereference): the folder is read once, into the archive.
    if (!bucket && fs.existsSync(mediaDir())) fs.symlinkSync(mediaDir(), path.join(stage, 'media'))
    const fromEnv = Boolean(process.env.PAYLOAD_SECRET?.trim())
    const hasSecretFile = !fromEnv && fs.existsSync(secretFile())
    if (hasSecretFile) fs.copyFileSync(secretFile(), path.join(stage, SECRET_FILE))
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: postgres ? 'postgres' : 'sqlite',
      media: bucket ? 'bucket' : 'included',
      secret: fromEnv ? 'environment' : hasSecretFile ? 'included' : 'none',
    }
    fs.writeFileSync(path.join(stage, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')

    const target = path.resolve(out ?? path.join(varDir(), 'backups', `hub1909-${manifest.createdAt.replace(/[:.]/g, '-')}.tar.gz`))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    exec('tar', ['--create', '--gzip', '--dereference', `--file=${target}`, `--directory=${stage}`, '.'])
    fs.chmodSync(target, 0o600)
    console.log(`✓ Backup written to ${target} (${(fs.statSync(target).size / 1024 / 1024).toFixed(1)} MB)`)
    if (bucket) console.log(`  Media are in the bucket ${bucket.bucket}: keep them with the bucket's versioning or replication.`)
    if (fromEnv) console.log('  PAYLOAD_SECRET comes from the environment: keep it (in your secret store) beside this backup.')
  } finally {
    fs.rmSync(stage, { recursive: true, force: true })
  }
}

function hasFiles(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0
  } catch {
    return false
  }
}

async function restore(archive: string | undefined, force: boolean): Promise<void> {
  if (!archive) fail('Usage: npm run restore -- <archive.tar.gz> [--force]')
  if (!fs.existsSync(archive)) fail(`There is no file ${archive}.`)
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'hub1909-restore-'))
  try {
    exec('tar', ['--extract', '--gzip', `--file=${path.resolve(archive)}`, `--directory=${stage}`])
    let manifest: Manifest
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(stage, MANIFEST), 'utf8')) as Manifest
    } catch {
      fail(`${archive} is not a backup made by \`npm run backup\` (it has no ${MANIFEST}).`)
    }
    const url = databaseUrl()
    const postgres = isPostgresUrl(url)
    if (manifest.database !== (postgres ? 'postgres' : 'sqlite')) {
      fail(`The backup holds a ${manifest.database} database, but DATABASE_URL names a ${postgres ? 'PostgreSQL' : 'SQLite'} one.`)
    }
    const media = mediaDir()
    const restoresMedia = manifest.media === 'included' && !s3Media()

    // An installation is empty when its database has no tables and its media folder no files.
    const found: string[] = []
    if (postgres) {
      const tables = exec('psql', ['--no-psqlrc', '--tuples-only', '--no-align', `--dbname=${url}`, '--command=select count(*) from pg_tables where schemaname = current_schema()'])
      if (Number(tables.trim()) > 0) found.push(`the database holds tables (${tables.trim()})`)
    } else if (fs.existsSync(sqliteFile(url)) && fs.statSync(sqliteFile(url)).size > 0) found.push(`there is a database at ${sqliteFile(url)}`)
    if (restoresMedia && hasFiles(media)) found.push(`${media} holds files`)
    if (found.length && !force) fail(`Not restored: this installation is not empty (${found.join('; ')}). Use --force to replace it.`)

    if (postgres) {
      if (found.length) exec('psql', ['--no-psqlrc', '--quiet', `--dbname=${url}`, '--command=drop schema public cascade; create schema public'])
      exec('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, path.join(stage, PG_FILE)])
    } else {
      const file = sqliteFile(url)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      for (const suffix of ['-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
      fs.copyFileSync(path.join(stage, SQLITE_FILE), file)
    }
    if (restoresMedia) {
      fs.rmSync(media, { recursive: true, force: true })
      if (fs.existsSync(path.join(stage, 'media'))) fs.cpSync(path.join(stage, 'media'), media, { recursive: true })
      else fs.mkdirSync(media, { recursive: true })
    }
    if (manifest.secret === 'included') {
      fs.mkdirSync(varDir(), { recursive: true })
      fs.copyFileSync(path.join(stage, SECRET_FILE), secretFile())
      fs.chmodSync(secretFile(), 0o600)
    }
    console.log(`✓ Restored the backup of ${manifest.createdAt} (${manifest.database}${restoresMedia ? ', media' : ''}${manifest.secret === 'included' ? ', secret' : ''}).`)
    if (manifest.media === 'bucket') console.log('  Its media were in a bucket: point S3_BUCKET at that bucket (or a restored copy of it).')
    if (manifest.secret === 'environment') console.log('  Its PAYLOAD_SECRET came from the environment: set the same value here.')
    console.log('  Start the site with `npm start`: it migrates the database when this release is newer.')
  } finally {
    fs.rmSync(stage, { recursive: true, force: true })
  }
}

const [mode, ...args] = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
if (mode === 'backup') await backup(option('--out'))
else if (mode === 'restore') await restore(args.find((a) => !a.startsWith('--')), args.includes('--force'))
else fail('Usage: tsx scripts/backup.ts backup [--out <file>] | restore <archive> [--force]')
