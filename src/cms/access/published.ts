import type { Access } from 'payload'

import { authenticated } from './authenticated'

/** Staff read everything; anyone else (visitors, anonymous API calls) only published documents. */
export const publishedOrAuthenticated: Access = ({ req: { user } }) =>
  user ? true : { _status: { equals: 'published' } }

/**
 * A collection with drafts (pages, events, posts, spaces): visitors read what is published, staff
 * read drafts and versions and write.
 */
export const publishedContent = {
  read: publishedOrAuthenticated,
  create: authenticated,
  update: authenticated,
  delete: authenticated,
  readVersions: authenticated,
}
