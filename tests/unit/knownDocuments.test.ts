import { afterEach, describe, expect, it, vi } from 'vitest'

import { documentExists, idRouteOf, isKnownRoute, type SlugIndex } from '../../src/i18n/knownDocuments'

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

  it('answers from the index, accepts the Czech slug on English pages, and refetches on a miss', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(Response.json(index({ cs: ['jarni-setkani'], en: ['spring-meetup'] })))
    vi.stubGlobal('fetch', fetch)
    let now = 1_000_000
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'jarni-setkani' }, now)).toBe(true)
    expect(await documentExists('http://x', { route: 'events', locale: 'en', slug: 'jarni-setkani' }, now)).toBe(true)
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'spring-meetup' }, now)).toBe(false)
    expect(fetch).toHaveBeenCalledTimes(1)

    // A document published since: the next miss (a moment later) reads the index again.
    fetch.mockResolvedValueOnce(Response.json(index({ cs: ['jarni-setkani', 'nova-akce'] })))
    now += 5_000
    expect(await documentExists('http://x', { route: 'events', locale: 'cs', slug: 'nova-akce' }, now)).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
