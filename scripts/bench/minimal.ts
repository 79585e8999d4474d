/**
 * The minimal Next.js app the benchmarks compare the site with (scripts/bench/minimal/, issue 35): built
 * from the repository's own next, react and react-dom, served as the site is (production build, `next start`).
 * Usage: npx tsx scripts/bench/minimal.ts [--port 3100] [--build-only]   (builds when stale, serves until Ctrl-C)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const repoRoot = path.resolve(import.meta.dirname, '../..')
export const minimalDir = path.join(repoRoot, 'scripts/bench/minimal')
const nextBin = path.join(repoRoot, 'node_modules/next/dist/bin/next')

/** What `npm start` sets for the site (scripts/start.mjs): served the same way. */
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }

/** A new version of Next.js or React is a new build too. */
const PACKAGES = ['next', 'react', 'react-dom'].map((name) => path.join(repoRoot, 'node_modules', name, 'package.json'))

function newestMtime(p: string): number {
  const stat = fs.statSync(p, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(p)) {
    if (entry === '.next' || entry === 'node_modules' || entry === 'next-env.d.ts' || entry.endsWith('.tsbuildinfo')) continue
    newest = Math.max(newest, newestMtime(path.join(p, entry)))
  }
  return newest
}

/** The build is missing, or older than a source file of the app or the packages it is built from. */
export function minimalIsStale(): boolean {
  const buildId = path.join(minimalDir, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const built = fs.statSync(buildId).mtimeMs
  return [minimalDir, ...PACKAGES].some((p) => newestMtime(p) > built)
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: minimalDir, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')}: exit ${code ?? signal}`))))
  })
}

/** `next build` in scripts/bench/minimal/ when the build is stale (see minimalIsStale). */
export async function buildMinimal(): Promise<void> {
  if (!minimalIsStale()) return
  console.log('[minimal] building scripts/bench/minimal (the build is missing or older than its sources)…')
  await run(['build'])
  // Turbopack looks for instrumentation and proxy files up to the repository (next.config.mjs):
  // a build that picked up the site's would not be the minimal app.
  const server = path.join(minimalDir, '.next', 'server')
  const middleware = JSON.parse(fs.readFileSync(path.join(server, 'middleware-manifest.json'), 'utf8')) as { middleware: object }
  if (fs.existsSync(path.join(server, 'instrumentation.js')) || Object.keys(middleware.middleware).length > 0) {
    fs.rmSync(path.join(minimalDir, '.next', 'BUILD_ID'), { force: true })
    throw new Error('the minimal app was built with an instrumentation or proxy file of the site (see scripts/bench/minimal/next.config.mjs)')
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * Builds when stale, then `next start` on the port (every address, as the site without HOST);
 * resolves once the home page answers, with the function that stops the server.
 */
export async function startMinimal(port: number): Promise<() => Promise<void>> {
  await buildMinimal()
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], { cwd: minimalDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  const keep = (chunk: Buffer) => void output.push(chunk.toString())
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) return stop
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  await stop()
  throw new Error(`the minimal app did not start on port ${port}:\n${output.join('').slice(-3000)}`)
}

/** The minimal app at `given` (already running: --minimal-base), or started here on a free port. */
export async function minimalTarget(given: string | undefined): Promise<{ base: string; stop: () => Promise<void> }> {
  if (given) return { base: given.replace(/\/$/, ''), stop: async () => undefined }
  const port = await freePort()
  const stop = await startMinimal(port)
  return { base: `http://localhost:${port}`, stop }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const i = process.argv.indexOf('--port')
  if (process.argv.includes('--build-only')) {
    await buildMinimal()
    console.log(`[minimal] build up to date: ${path.join(minimalDir, '.next')}`)
  } else {
    const port = i > 0 ? Number(process.argv[i + 1]) : await freePort()
    const stop = await startMinimal(port)
    console.log(`[minimal] serving http://localhost:${port}/ (Ctrl-C stops it)`)
    const quit = () => void stop().then(() => process.exit(0))
    process.once('SIGINT', quit)
    process.once('SIGTERM', quit)
  }
}
