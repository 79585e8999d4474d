import type { CollectionConfig } from 'payload'

import { PAGE_PAYLOADS } from '../../../lib/cache/pagePayloads'
import { serverOnly } from '../../access/serverOnly'

/**
 * React's payloads of the pages the page cache keeps, by hash, so that every instance can serve the
 * payload of a page another instance rendered (src/lib/cache/pagePayloads.ts). Written and read by
 * the servers only; removed an hour after no server has used them. Not shown in the admin and not
 * readable through any API.
 */
export const PagePayloads: CollectionConfig = {
  slug: PAGE_PAYLOADS,
  admin: { hidden: true },
  graphQL: { singularName: 'PagePayload', pluralName: 'PagePayloads' },
  access: serverOnly,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'body', type: 'textarea', required: true },
    { name: 'usedAt', type: 'date', required: true, index: true },
  ],
}
