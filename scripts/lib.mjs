// Shared helpers of the start and test scripts (plain Node, no build step needed).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function runOrExit(cmd, args, options) {
  const code = await run(cmd, args, options)
  if (code !== 0) process.exit(code)
}

const BUILD_INPUTS = [
  'src',
  'messages',
  'public',
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
]

function newestMtime(p) {
  let stat
  try {
    stat = fs.statSync(p)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

/** The production build is missing, or older than any of its sources. */
export function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const built = fs.statSync(buildId).mtimeMs
  return BUILD_INPUTS.some((p) => newestMtime(path.join(root, p)) > built)
}

export async function buildIfStale() {
  if (!buildIsStale()) return
  console.log('> Building the site (the build is missing or older than the sources)…')
  await runOrExit(path.join(root, 'node_modules/.bin/next'), ['build'])
}

export const bin = (name) => path.join(root, 'node_modules/.bin', name)

/**
 * Migrates and seeds through `payload run scripts/prepare-db.ts`. The seed is idempotent and resumes
 * where it stopped, so a failed attempt is retried (twice) before giving up.
 */
export async function prepareDatabase(env) {
  for (let attempt = 1; ; attempt++) {
    const code = await run(bin('payload'), ['run', 'scripts/prepare-db.ts'], { env })
    if (code === 0) return
    if (attempt === 3) process.exit(code)
    console.error(`> Preparing the database failed (exit ${code}); trying again (${attempt + 1}/3)…`)
  }
}

/**
 * Next.js keeps what it caches at run time on disk, and it outlives a restart: the data cache
 * (`unstable_cache` entries, .next/cache/fetch-cache) and the pages it rendered on demand
 * (.next/server/app/{cs,en}…: the site's pages are rendered on first request, never at build time,
 * so nothing the build made lives there). The database is the source of truth and may have been
 * replaced, restored or migrated while the server was down, so every start begins with neither:
 * a page or a "not found" rendered from yesterday's database is never served from disk.
 */
export function clearDataCache() {
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  const app = path.join(root, '.next', 'server', 'app')
  if (!fs.existsSync(app)) return
  for (const entry of fs.readdirSync(app)) {
    if (/^(cs|en)($|\.)/.test(entry)) fs.rmSync(path.join(app, entry), { recursive: true, force: true })
  }
}
