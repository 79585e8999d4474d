// `npm start`: builds when needed, migrates, seeds an empty database, then serves the site.
import { buildIfStale, prepareDatabase } from './lib.mjs'
import { serve } from './server.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT || '3000'

await buildIfStale()
console.log('> Preparing the database (migrations, first-run seed)…')
await prepareDatabase({ ...process.env, NODE_ENV: 'production' })

const base = `http://localhost:${port}`
console.log(`
  HUB 1909 is starting on ${base}
    site (Czech)    ${base}/
    site (English)  ${base}/en
    CMS             ${base}/admin   (the first visit creates the first staff account)
`)
await serve({ port: Number(port) })
