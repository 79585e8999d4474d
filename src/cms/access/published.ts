import type { Access } from 'payload'

/** Staff read everything; anyone else (visitors, anonymous API calls) only published documents. */
export const publishedOrAuthenticated: Access = ({ req: { user } }) =>
  user ? true : { _status: { equals: 'published' } }
