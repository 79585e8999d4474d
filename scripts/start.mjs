// `npm start`: builds when needed, migrates, seeds an empty database, then serves the site.
import { buildIfStale, prepareDatabase } from './lib.mjs'
import { listenHost, serve } from '../src/server/server.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT || '3000'

await buildIfStale()
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
    CMS             ${base}/admin   (the first visit creates the first staff account)
`)
await serve({ port: Number(port) })
