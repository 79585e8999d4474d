// After `next build`: marks the site's client chunks for eager compilation (V8's explicit compile
// hints, the `//# allFunctionsCalledOnLoad` magic comment on a script's first line).
//
// A browser compiles a script's functions lazily, on their first call, on the main thread. Turbopack
// wraps every module in a function that runs once, when the page's entry starts the app, so all of
// a page's modules were compiled in that one task: 37–50 ms on this machine, 150–200 ms on
// Lighthouse's slow phone, the one long task of a page (Lighthouse's TBT). With the hint, V8
// compiles every function of the chunk when it compiles the chunk, on a background thread while it
// downloads (script streaming), and the entry's task only runs them (docs/PERFORMANCE.md). A site
// page runs the module functions of all its chunks at load, so little is compiled in vain.
//
// The CMS's own chunks are left as they are: megabytes of editor code, most of it never called on
// a given screen. A chunk is the CMS's own when only the routes of app/(payload) list it. Nor are
// chunks under MIN_BYTES marked: the hint costs 37 bytes of gzip in each file, a page loads about
// twenty small chunks (0.7 KB of its 160 KB budget), and their few functions compile in no time.
// What the hint is for is in the large ones (React DOM, Next.js' router: 235 and 160 KB).
//
// Idempotent: `npm run build` calls it, and `npm start` (scripts/lib.mjs, buildIfStale) calls it for
// a build made with a plain `next build`.
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
/** The smallest chunk (raw bytes) that is marked. */
export const MIN_BYTES = 8000

const CHUNK = /\/?(?:_next\/)?static\/chunks\/[\w.-]+\.js/g

/** Every manifest of the build's app routes (`…_client-reference-manifest.js`) below `dir`. */
function manifests(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && e.name.endsWith('_client-reference-manifest.js')).map((e) => path.join(e.parentPath, e.name))
}

const chunksIn = (text) => new Set([...text.matchAll(CHUNK)].map((m) => path.basename(m[0])))

/** The chunk files (names) that only the CMS's routes use. */
export function cmsOnlyChunks(nextDir) {
  const app = path.join(nextDir, 'server/app')
  const cms = new Set()
  const site = new Set()
  for (const file of manifests(app)) {
    const into = path.relative(app, file).startsWith('(payload)') ? cms : site
    for (const chunk of chunksIn(fs.readFileSync(file, 'utf8'))) into.add(chunk)
  }
  // The chunks every page loads (React, Next.js' router, Turbopack's runtime).
  const buildManifest = path.join(nextDir, 'build-manifest.json')
  if (fs.existsSync(buildManifest)) for (const chunk of chunksIn(fs.readFileSync(buildManifest, 'utf8'))) site.add(chunk)
  return new Set([...cms].filter((chunk) => !site.has(chunk)))
}

/**
 * Adds the hint to every JavaScript chunk of the build in `nextDir` (`.next`) that lacks it, but
 * the CMS's own and the small ones; returns how many it changed.
 */
export function addCompileHints(nextDir) {
  const dir = path.join(nextDir, 'static/chunks')
  if (!fs.existsSync(dir)) return 0
  const skip = cmsOnlyChunks(nextDir)
  let changed = 0
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.js') || skip.has(name)) continue
    const file = path.join(dir, name)
    const code = fs.readFileSync(file, 'utf8')
    if (code.startsWith(COMPILE_HINT) || Buffer.byteLength(code) < MIN_BYTES) continue
    fs.writeFileSync(file, COMPILE_HINT + code)
    changed++
  }
  return changed
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
  const changed = addCompileHints(path.join(root, '.next'))
  console.log(`compile hints: ${changed} chunk(s) of the site marked in .next/static/chunks`)
}
