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
  // the admin's staff guide, built into the bundle (src/cms/adminComponents/StaffGuide.tsx)
  'docs/STAFF_GUIDE.cs.md',
  'docs/STAFF_GUIDE.en.md',
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
  if (buildIsStale()) {
    console.log('> Building the site (the build is missing or older than the sources)…')
    await runOrExit(path.join(root, 'node_modules/.bin/next'), ['build'])
  }
}

export const bin = (name) => path.join(root, 'node_modules/.bin', name)

/**
 * The arguments that run Payload's CLI (`payload run …`, `payload migrate`) with this Node.
 * `--conditions=production` makes Node load Lexical's production bundles: its `node` entry points
 * (`*.node.mjs`) pick a bundle with a top-level `await import()`, and Node 20 sometimes never
 * settles that module graph. The process then exits (0 under `payload run`, 13 under tsx) without
 * having run the script: seen for prepare-db, the seed and the mail worker about one start in four.
 */
export const payloadCli = (...args) => ['--conditions=production', path.join(root, 'node_modules/payload/bin.js'), ...args]

/** The line scripts/prepare-db.ts prints when it has finished. */
export const PREPARED = '[prepare-db] the database is ready'

/**
 * Migrates and seeds through `payload run scripts/prepare-db.ts`. `payload run` has been seen to exit
 * 0 without running the script at all, so success is the script's own last line, not the exit code.
 * The seed is idempotent and resumes where it stopped, so a failed attempt is retried (twice).
 */
export async function prepareDatabase(env) {
  for (let attempt = 1; ; attempt++) {
    const { code, done } = await new Promise((resolve) => {
      const child = spawn(process.execPath, payloadCli('run', 'scripts/prepare-db.ts'), { cwd: root, env, stdio: ['inherit', 'pipe', 'inherit'] })
      let out = ''
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk)
        out = (out + chunk).slice(-4096)
      })
      child.on('exit', (exitCode, signal) => resolve({ code: exitCode ?? (signal ? 1 : 0), done: out.includes(PREPARED) }))
    })
    if (code === 0 && done) return
    if (attempt === 3) process.exit(code || 1)
    console.error(`> Preparing the database did not finish (exit ${code}); trying again (${attempt + 1}/3)…`)
  }
}
