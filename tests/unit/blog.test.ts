import { describe, expect, it } from 'vitest'

import { safeHref, videoSource } from '@/components/richtext/safeUrl'
import { buildAtomFeed, xmlEscape } from '@/lib/blog/atom'

describe('rich text link targets', () => {
  it('keep web, mail and phone links and same-site paths', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeHref('mailto:hello@hub1909.cz')).toBe('mailto:hello@hub1909.cz')
    expect(safeHref('tel:+420222190909')).toBe('tel:+420222190909')
    expect(safeHref('/blog/clanek')).toBe('/blog/clanek')
    expect(safeHref('#section')).toBe('#section')
  })

  it('refuse script, data and protocol-relative targets, however they are spelled', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', '/\\evil.example', '', null, 42]) {
      expect(safeHref(url)).toBeNull()
    }
  })
})

describe('video embeds', () => {
  it('recognise YouTube and Vimeo links and embed them without tracking cookies', () => {
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')?.provider).toBe('YouTube')
    expect(videoSource('https://vimeo.com/76979871')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1')
  })

  it('ignore other links and malformed ids', () => {
    expect(videoSource('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoSource('https://www.youtube.com/watch?v="><script>')).toBeNull()
    expect(videoSource('javascript:alert(1)')).toBeNull()
  })
})

describe('Atom feed', () => {
  it('escapes every text and attribute', () => {
    expect(xmlEscape(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;')
    const xml = buildAtomFeed({
      id: 'https://hub.test/blog',
      url: 'https://hub.test/blog',
      selfUrl: 'https://hub.test/blog/feed.xml',
      title: 'HUB <1909>',
      subtitle: 'a & b',
      lang: 'en',
      updated: '2026-01-01T00:00:00.000Z',
      author: 'HUB 1909',
      entries: [
        {
          id: 'https://hub.test/blog#post-1',
          url: 'https://hub.test/blog/a?x=1&y=2',
          title: '<script>alert(1)</script>',
          summary: null,
          published: '2026-01-01T00:00:00.000Z',
          updated: '2026-01-01T00:00:00.000Z',
          authors: ['Jana'],
          category: 'News',
          lang: 'cs',
        },
      ],
    })
    expect(xml).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(xml).toContain('href="https://hub.test/blog/a?x=1&amp;y=2"')
    expect(xml).toContain('<entry xml:lang="cs">')
    expect(xml).not.toContain('<script>')
  })
})
