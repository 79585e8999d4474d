import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { livePreview, PREVIEW_BREAKPOINTS, previewButton, previewUrl } from '@/cms/preview'

/** The live preview's URL function, called with as much of Payload's arguments as it reads. */
type LivePreviewUrl = (args: { data: Record<string, unknown>; locale: { code: string; label: string } }) => string | null

describe('the CMS preview addresses', () => {
  const previous = process.env.SITE_URL
  beforeEach(() => {
    process.env.SITE_URL = 'https://hub1909.example/'
  })
  afterEach(() => {
    if (previous === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = previous
  })

  it('open the same address from the Preview button and in the live preview', async () => {
    const doc = { id: 12, slug: 'jarni-setkani', title: 'Jarní setkání' }
    const button = await previewButton('events')!(doc, { locale: 'en', req: {} as never, token: null })
    const url = livePreview('events')!.url as LivePreviewUrl
    expect(url({ data: doc, locale: { code: 'en', label: '' } })).toBe(button)
    expect(button).toBe('https://hub1909.example/api/preview?collection=events&id=12&locale=en&at=jarni-setkani')
  })

  it('change when a save moves the document to another address, so the live preview loads it anew', () => {
    expect(previewUrl('posts', { id: 3, slug: 'novy' }, 'cs')).not.toBe(previewUrl('posts', { id: 3, slug: 'stary' }, 'cs'))
    expect(previewUrl('spaces', { id: 4, slug: 'otakar', hasDetailPage: false }, 'cs')).not.toBe(previewUrl('spaces', { id: 4, slug: 'otakar' }, 'cs'))
    expect(previewUrl('pages', { id: 1 }, undefined)).toBe('https://hub1909.example/api/preview?collection=pages&id=1&locale=cs')
  })

  it('are none for a document not saved yet', () => {
    expect(previewUrl('events', {}, 'cs')).toBeNull()
    expect(previewUrl('events', undefined, 'cs')).toBeNull()
  })

  it('offer a phone, a tablet and a desktop in the live preview', () => {
    expect(PREVIEW_BREAKPOINTS.map(({ width, height }) => `${width}×${height}`)).toEqual(['390×844', '768×1024', '1440×900'])
    expect(livePreview('pages')!.breakpoints).toBe(PREVIEW_BREAKPOINTS)
  })
})
