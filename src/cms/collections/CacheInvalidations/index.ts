import type { CollectionConfig } from 'payload'

import { CACHE_INVALIDATIONS } from '../../../lib/cache/invalidations'
import { serverOnly } from '../../access/serverOnly'

/**
 * The log of writes that change what visitors see: one row per cache tag a write touched, written
 * in the write's own transaction (src/cms/hooks/invalidate.ts), by whichever process makes the write
 * (the CMS, the seed, the mail worker, another instance). Every server reads it several times a
 * second and expires its cached pages of those tags (src/lib/cache/invalidations.ts). Rows older than
 * a day are removed. Not shown in the admin and not readable through any API.
 */
export const CacheInvalidations: CollectionConfig = {
  slug: CACHE_INVALIDATIONS,
  admin: { hidden: true },
  graphQL: { singularName: 'CacheInvalidation', pluralName: 'CacheInvalidations' },
  access: serverOnly,
  fields: [{ name: 'tag', type: 'text', required: true }],
}
