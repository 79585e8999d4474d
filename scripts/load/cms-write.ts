/**
 * One write through Payload's Local API from its own process, the way the seed, a migration or a
 * worker writes: used by scripts/load/cache.ts to check that the servers' page caches follow it.
 *
 *   CMS_WRITE='{"collection":"membership-tiers","id":1,"locale":"cs","data":{"name":"…"}}' \
 *     node --conditions=production node_modules/payload/bin.js run scripts/load/cms-write.ts
 */
import config from '@payload-config'
import { type CollectionSlug, getPayload } from 'payload'

import { closeDatabase } from '@/cms/database'

type Write = { collection: CollectionSlug; id: number | string; locale: 'cs' | 'en'; data: Record<string, unknown> }

const write = JSON.parse(process.env.CMS_WRITE ?? 'null') as Write | null
if (!write) throw new Error('CMS_WRITE is not set')
const payload = await getPayload({ config })
await payload.update({ collection: write.collection, id: write.id, locale: write.locale, data: write.data, overrideAccess: true })
payload.logger.info(`[cms-write] ${write.collection} ${write.id} updated`)
await closeDatabase(payload)
process.exit(0)
