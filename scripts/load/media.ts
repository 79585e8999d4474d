/**
 * Shared media: two app instances on one PostgreSQL database keep uploads in one S3-compatible
 * bucket (S3_BUCKET and friends, src/cms/storage.ts), served here by s3rver, a real S3-protocol
 * server running in this process.
 *
 * - an image uploaded through instance A is served by instance B, byte for byte, with its sizes;
 * - B's image optimizer (next/image, /_next/image) makes a WebP of it;
 * - the files are in the bucket and on neither instance's disk;
 * - a name that is not in the bucket is a 404; an image deleted through B is gone from the bucket and A.
 *
 *   npm run check:media        (a stage of npm test; about a minute after the build)
 *
 * Exits 1 when a check fails. Process output goes to var/load-logs/.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'

import { buildAndPrepare, freePort, type Proc, REDIS_URL, staffLogin, startProc, stopProc, throwawayDatabase, waitHealthy } from './procs'

const log = (...a: unknown[]) => console.log('[media]', ...a)
const checks: { name: string; ok: boolean }[] = []
function check(name: string, ok: boolean, detail = ''): void {
  checks.push({ name, ok })
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`)
}

type MediaDoc = { id: number; url: string; filename: string; sizes: Record<string, { url: string | null; filename: string | null }> }

async function main() {
  process.exitCode = 1
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hub1909-media-'))
  const bucket = 'hub1909-media'
  const s3Port = await freePort()
  const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: path.join(scratch, 's3'), configureBuckets: [{ name: bucket, configs: [] }] })
  await s3.run()
  const s3Env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: '1',
    // s3rver's fixed credentials
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const client = new S3Client({ endpoint: s3Env.S3_ENDPOINT, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  const keys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key)

  const database = await throwawayDatabase('hub_media')
  const procs: Proc[] = []
  try {
    const ports = [await freePort(), await freePort()] as const
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...s3Env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: `media-check-${crypto.randomBytes(16).toString('hex')}`,
      SITE_URL: `http://127.0.0.1:${ports[0]}`,
      REDIS_URL,
      RATE_LIMIT_PREFIX: `hub1909:media:${database.name}`,
      JOBS_AUTORUN: '0',
    }
    log(`database ${database.name}, bucket on port ${s3Port}: building when stale, migrating and seeding`)
    await buildAndPrepare(env)
    // Each instance has a local media folder of its own: nothing may land there.
    const localDirs = [path.join(scratch, 'a'), path.join(scratch, 'b')]
    const [a, b] = ([0, 1] as const).map((i) => startProc(`media ${'AB'[i]}`, ['src/server/server.mjs'], { ...env, PORT: String(ports[i]), MEDIA_DIR: localDirs[i] }))
    procs.push(a!, b!)
    await Promise.all([waitHealthy(ports[0], a!), waitHealthy(ports[1], b!)])
    const token = await staffLogin(ports[0], env)
    const auth = { authorization: `JWT ${token}` }

    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `shared-${crypto.randomBytes(3).toString('hex')}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Sdílený obrázek' }))
    const uploaded = await fetch(`http://127.0.0.1:${ports[0]}/api/media?locale=cs`, { method: 'POST', headers: auth, body: form })
    const { doc } = (await uploaded.json()) as { doc: MediaDoc }
    check('an image is uploaded through instance A', uploaded.status === 201, `${uploaded.status}`)

    const fromB = await fetch(`http://127.0.0.1:${ports[1]}${doc.url}`)
    const bytes = Buffer.from(await fromB.arrayBuffer())
    check('instance B serves the image uploaded through A, byte for byte', fromB.status === 200 && bytes.equals(png), `${fromB.status} ${doc.url}`)
    const card = doc.sizes.card?.url ? await fetch(`http://127.0.0.1:${ports[1]}${doc.sizes.card.url}`) : null
    check('instance B serves its card size (WebP)', card?.status === 200 && card.headers.get('content-type') === 'image/webp', `${card?.status} ${card?.headers.get('content-type')}`)
    const optimized = await fetch(`http://127.0.0.1:${ports[1]}/_next/image?url=${encodeURIComponent(doc.url)}&w=640&q=75`, { headers: { accept: 'image/webp,*/*' } })
    const optimizedBytes = Buffer.from(await optimized.arrayBuffer())
    const width = optimized.status === 200 ? (await sharp(optimizedBytes).metadata()).width : 0
    check("instance B's image optimizer resizes it", optimized.status === 200 && optimized.headers.get('content-type') === 'image/webp' && width === 640, `${optimized.status} ${optimized.headers.get('content-type')} ${width} px`)

    const stored = await keys()
    const ours = [doc.filename, doc.sizes.thumbnail?.filename, doc.sizes.card?.filename]
    check('the image and its sizes are in the bucket', ours.every((name) => stored.includes(name ?? '')), ours.join(', '))
    const onDisk = localDirs.flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []))
    check("nothing is written to either instance's local media folder", onDisk.length === 0, onDisk.join(', '))
    const missing = await fetch(`http://127.0.0.1:${ports[1]}/api/media/file/not-in-the-bucket.png`)
    check('a file that is not in the bucket is a 404', missing.status === 404, `${missing.status}`)

    const deleted = await fetch(`http://127.0.0.1:${ports[1]}/api/media/${doc.id}`, { method: 'DELETE', headers: auth })
    const afterDelete = await fetch(`http://127.0.0.1:${ports[0]}${doc.url}`)
    check('an image deleted through B is gone from the bucket and from A', deleted.status === 200 && !(await keys()).includes(doc.filename) && afterDelete.status === 404, `${deleted.status} ${afterDelete.status}`)
  } finally {
    await Promise.all(procs.map((p) => stopProc(p)))
    await database.drop()
    await s3.close()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  const failed = checks.filter((c) => !c.ok)
  log(failed.length ? `${failed.length} of ${checks.length} checks failed` : `all ${checks.length} checks passed`)
  process.exitCode = failed.length ? 1 : 0
}

await main()
