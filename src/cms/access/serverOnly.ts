import type { Access } from 'payload'

const nobody: Access = () => false

/**
 * A collection only the servers read and write, through `payload.db` (the cache's invalidation log,
 * the page payloads): no one through any API, staff included.
 */
export const serverOnly = { read: nobody, create: nobody, update: nobody, delete: nobody }
