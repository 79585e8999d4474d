// `npm start`: builds when needed, migrates, seeds an empty database, then serves the site.
// With NODE_ENV=production it never builds: it serves the build `npm run build` made, or refuses.
import { buildIfStale, buildIsStale, prepareDatabase } from './lib.mjs'
import { listenHost, serve } from '../src/server/server.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT || '3000'

if (process.env.NODE_ENV !== 'production') await buildIfStale()
else if (buildIsStale()) {
  // Several instances of one release must serve one build, made once (`npm run build`, the Dockerfile).
  console.error(
    'HUB 1909 was not started: with NODE_ENV=production `npm start` serves the existing build and never builds,\n' +
      'and the build in .next/ is missing or older than the sources. Run `npm run build` first (once per release),\n' +
      'then `npm start`; or unset NODE_ENV to let `npm start` build it here.',
  )
  process.exit(1)
}
console.log('> Preparing the database (migrations, first-run seed)…')
await prepareDatabase({ ...process.env, NODE_ENV: 'production' })

// HOST=127.0.0.1 (or another single address) serves on that address only; unset: every address.
const host = listenHost()
const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
const base = `http://${shownHost}:${port}`
console.log(`
  HUB 1909 is starting on ${base}
    site (Czech)    ${base}/
    site (English)  ${base}/en
    CMS             ${base}/admin   (while it has no staff account, the server logs the setup code of the first one)
`)
await serve({ port: Number(port) })
