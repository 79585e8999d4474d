import { afterEach, describe, expect, it, vi } from 'vitest'

import { documentExists, idRouteOf, internalOrigin, isKnownRoute, slugIndexGeneration, type SlugIndex } from '../../src/i18n/knownDocuments'

describe('the proxy’s routing knowledge', () => {
  it('knows every internal route of the routing table and nothing else', () => {
    for (const path of ['/cs', '/en', '/cs/about', '/en/events/archive', '/cs/events/some-event', '/en/space/otakar', '/cs/privacy']) {
      expect(isKnownRoute(path), path).toBe(true)
    }
    for (const path of ['/cs/tahle-neni', '/en/about/more', '/cs/events/a/b', '/cs/_not-found', '/de/about']) {
      expect(isKnownRoute(path), path).toBe(false)
    }
  })

  it('reads the {id} of an {id} route, decoded; the archive is no {id}', () => {
    expect(idRouteOf('/en/blog/na%C5%A1e-jaro')).toEqual({ route: 'blog', locale: 'en', slug: 'naše-jaro' })
    expect(idRouteOf('/cs/space/otakar')).toEqual({ route: 'space', locale: 'cs', slug: 'otakar' })
    expect(idRouteOf('/cs/events/archive')).toBeNull()
    expect(idRouteOf('/cs/about')).toBeNull()
  })
})

describe('documentExists', () => {
  afterEach(() => vi.unstubAllGlobals())

  const index = (events: Partial<Record<'cs' | 'en', string[]>>): SlugIndex => ({
    blog: { cs: [], en: [] },
    space: { cs: [], en: [] },
    events: { cs: events.cs ?? [], en: events.en ?? [] },
  })

  it('answers known slugs from the index, accepts the Czech slug on English pages, and asks about the others', async () => {
    const fetch = vi.fn(async (url: string) => {
      const query = new URL(url).searchParams
      if (!query.has('slug')) return Response.json(index({ cs: ['jarni-setkani'], en: ['spring-meetup'] }))
      return Response.json({ exists: query.get('slug') === 'nova-akce' })
    })
    vi.stubGlobal('fetch', fetch)
    const now = 1_000_000
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'jarni-setkani' }, now)).toBe(true)
    expect(await documentExists('http://x', { route: 'events', locale: 'en', slug: 'jarni-setkani' }, now)).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(1) // the index, once
    // Not in the index: the server is asked about that one page.
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'spring-meetup' }, now)).toBe(false)
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'nova-akce' }, now)).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('reads the index again after a write to events, articles or spaces (an unpublished event is gone at once)', async () => {
    let published = ['stara-akce']
    const fetch = vi.fn(async (url: string) => {
      const query = new URL(url).searchParams
      if (!query.has('slug')) return Response.json(index({ cs: published }))
      return Response.json({ exists: published.includes(query.get('slug') ?? '') })
    })
    vi.stubGlobal('fetch', fetch)
    const generation = slugIndexGeneration()
    const now = 9_000_000
    generation.value = 1
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'stara-akce' }, now)).toBe(true)
    published = []
    // Within the index's age, without a write: still answered from memory.
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'stara-akce' }, now + 10)).toBe(true)
    // The invalidation log's reader saw a write to events: the next answer comes from a fresh index.
    generation.value = 2
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'stara-akce' }, now + 20)).toBe(false)
    generation.value = 0
  })

  it('lets the page decide when the server cannot be asked', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })))
    expect(await documentExists('http://x', { route: 'blog', locale: 'cs', slug: 'cokoli' }, 5_000_000)).toBeNull()
  })
})

describe('internalOrigin', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is the address the server listens on (HOST, PORT), never the request’s Host', () => {
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', '')
    vi.stubEnv('PORT', '3000')
    for (const [host, origin] of [
      ['', 'http://127.0.0.1:3000'],
      ['0.0.0.0', 'http://127.0.0.1:3000'],
      ['::', 'http://127.0.0.1:3000'],
      ['127.0.0.1', 'http://127.0.0.1:3000'],
      ['10.0.0.5', 'http://10.0.0.5:3000'],
      ['::1', 'http://[::1]:3000'],
    ]) {
      vi.stubEnv('HOST', host)
      expect(internalOrigin('https://www.example.org'), host).toBe(origin)
    }
  })

  it('is what `next start` says it is, or the request’s origin when no port is known', () => {
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', 'http://localhost:3211')
    expect(internalOrigin('https://www.example.org')).toBe('http://localhost:3211')
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', '')
    vi.stubEnv('PORT', '')
    expect(internalOrigin('http://localhost:3000')).toBe('http://localhost:3000')
  })
})
