// Next.js' incremental cache, switched off: it stores nothing and finds nothing.
//
// The site's pages are cached in front of Next.js instead (src/server/pageCache.mjs), where a cached
// page is served as stored bytes without entering Next.js at all, and where every write, from any
// process, expires what it changed (the `cache_invalidations` log). Next.js' own cache would keep a
// second copy per process (memory and `.next/server/route-cache`) that survives restarts and that
// other processes' writes never expire. With this handler Next.js renders what it is asked for, and
// the reads of a render go to the database (deduplicated per request).
export default class NoCache {
  constructor() {}

  async get() {
    return null
  }

  async set() {}

  async revalidateTag() {}

  resetRequestCache() {}
}
