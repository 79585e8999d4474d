import type { CollectionSlug, DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

/** One lookup per related document and admin render, however many rows name it. */
const titleOf = cache(async (payload: Payload, collection: string, id: string | number): Promise<string | null> => {
  const config = payload.collections[collection as CollectionSlug]?.config
  if (!config) return null
  const doc = await payload.findByID({ collection: collection as CollectionSlug, id, depth: 0, draft: true, disableErrors: true, overrideAccess: true })
  if (!doc) return null
  const title = (doc as unknown as Record<string, unknown>)[config.admin.useAsTitle ?? 'id']
  return typeof title === 'string' || typeof title === 'number' ? String(title) : `#${id}`
})

/**
 * A list column of a relationship, with its documents' titles rendered on the server. Payload's own
 * cell loads them in the browser only once the row has been scrolled into view and until then
 * reads "‹No Event›", in every row below the fold.
 */
export async function RelationCell({ cellData, field, payload }: DefaultServerCellComponentProps) {
  const relationTo = 'relationTo' in field && typeof field.relationTo === 'string' ? field.relationTo : null
  const values = (Array.isArray(cellData) ? cellData : cellData === null || cellData === undefined ? [] : [cellData]) as unknown[]
  const ids = values.map((v) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: string | number }).id : (v as string | number)))
  if (!relationTo || ids.length === 0) return <span>—</span>
  const titles = await Promise.all(ids.map(async (id) => (await titleOf(payload, relationTo, id)) ?? `#${id}`))
  return <span>{titles.join(', ')}</span>
}
