import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type ComponentProps, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { IntlProvider } from 'use-intl'

import { RichText } from '@/components/richtext/RichText'

/**
 * RichText (Lexical JSON → the site's markup) on one document that holds every kind of node the
 * editor makes, plus what it must never trust: a `javascript:` link, markup typed as text, nodes
 * it does not know. The expected markup is a file (richText.expected.html): what a visitor gets,
 * element by element, so a converter that changes a tag, a class or an attribute fails here.
 */

// Outside Next.js: the translations come from messages/*.json as next-intl would read them.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl')
  return {
    async getTranslations({ locale, namespace }: { locale: 'cs' | 'en'; namespace: string }) {
      const messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'))
      return createTranslator({ locale, messages, namespace })
    },
  }
})


const base = { version: 1, direction: 'ltr', format: '', indent: 0 }
const text = (value: string, format = 0) => ({ type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' })
const paragraph = (...children: unknown[]) => ({ ...base, type: 'paragraph', textFormat: 0, children })
const link = (fields: Record<string, unknown>, ...children: unknown[]) => ({ ...base, type: 'link', fields, children })
const item = (value: number, children: unknown[], extra: Record<string, unknown> = {}) => ({ ...base, type: 'listitem', value, children, ...extra })
const image = { id: 7, url: 'http://cms.example/api/media/file/okna.png', alt: 'Okna dílny', caption: 'Okna v dílně z roku 1909', width: 1600, height: 900, mimeType: 'image/png' }

const document = {
  root: {
    ...base,
    type: 'root',
    children: [
      { ...base, type: 'heading', tag: 'h1', children: [text('Tiskárna v Praze')] },
      { ...base, type: 'heading', tag: 'h3', children: [text('Okna a světlo')] },
      { ...base, type: 'heading', tag: 'h7', children: [text('Neznámá úroveň')] },
      { ...base, type: 'heading', tag: 'constructor', children: [text('Úroveň jménem constructor')] },
      // Alignment and indent are the editor's, not the site's: the site's classes decide.
      { ...paragraph(text('Kurz v Praze a u nás stojí 1 200 Kč, 3. 12. 2026 od 8:00.')), format: 'center', indent: 2 },
      paragraph(
        text('tučně', 1),
        text(' '),
        text('kurzíva', 2),
        text(' '),
        text('přeškrtnuté', 4),
        text(' '),
        text('podtržené', 8),
        text(' '),
        text('kód', 16),
        text(' H'),
        text('2', 32),
        text('O m'),
        text('2', 64),
        text(' '),
        text('zvýrazněné', 128),
        text(' '),
        text('vše', 255),
        { type: 'linebreak', version: 1 },
        { type: 'tab', version: 1, text: '\t' },
        text('<script>alert("x")</script> & <b>tučně?</b>'),
        text(''),
        null,
      ),
      paragraph(
        link({ linkType: 'internal', doc: { relationTo: 'posts', value: { id: 1, slug: 'svetlo-v-dilne' } }, newTab: false }, text('článek')),
        text(', '),
        link({ linkType: 'internal', doc: { relationTo: 'events', value: { id: 2, slug: 'den-otevrenych-dveri' } } }, text('akce')),
        text(', '),
        link({ linkType: 'internal', doc: { relationTo: 'spaces', value: { id: 3, slug: 'velky-sal' } } }, text('sál')),
        text(', '),
        link({ linkType: 'internal', doc: { relationTo: 'posts', value: 4 } }, text('nenačtený dokument')),
        text(', '),
        link({ linkType: 'internal', doc: { relationTo: 'users', value: { id: 5, slug: 'x' } } }, text('dokument bez stránky')),
        text(', '),
        link({ linkType: 'custom', url: 'https://example.com/a b', newTab: true }, text('nové okno')),
        text(', '),
        link({ linkType: 'custom', url: 'https://example.com/', newTab: false }, text('web')),
        text(', '),
        link({ linkType: 'custom', url: 'mailto:hello@hub1909.cz' }, text('e-mail')),
        text(', '),
        link({ linkType: 'custom', url: '/kontakt#mapa' }, text('kontakt')),
        text(', '),
        link({ linkType: 'custom', url: 'javascript:alert(1)', newTab: true }, text('past')),
        text(', '),
        link({ linkType: 'custom', url: ' JaVaScRiPt:alert(1)' }, text('past 2')),
        text(', '),
        { ...base, type: 'autolink', fields: { linkType: 'custom', url: 'https://hub1909.cz' }, children: [text('hub1909.cz')] },
      ),
      paragraph(text(' '), link({ linkType: 'custom', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, text('https://www.youtube.com/watch?v=dQw4w9WgXcQ')), text(' ')),
      paragraph({ ...base, type: 'autolink', fields: { url: 'https://vimeo.com/76979871' }, children: [text('vimeo.com/76979871')] }),
      paragraph(text('Video: '), link({ linkType: 'custom', url: 'https://vimeo.com/76979871' }, text('na Vimeu'))),
      paragraph(link({ linkType: 'custom', url: 'https://www.youtube.com/watch?v=short' }, text('není video'))),
      paragraph(),
      paragraph(text('')),
      {
        ...base,
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        start: 1,
        children: [
          item(1, [text('první a druhý')]),
          item(2, [{ ...base, type: 'list', listType: 'bullet', tag: 'ul', start: 1, children: [item(1, [text('vnořený')])] }]),
          item(2, [text('třetí')]),
        ],
      },
      { ...base, type: 'list', listType: 'number', tag: 'ol', start: 3, children: [item(3, [text('třetí krok')]), item(4, [text('čtvrtý krok')])] },
      { ...base, type: 'list', listType: 'number', tag: 'ol', start: 1, children: [item(1, [text('od jedničky')])] },
      {
        ...base,
        type: 'list',
        listType: 'check',
        tag: 'ul',
        start: 1,
        children: [item(1, [text('hotovo')], { checked: true }), item(2, [text('zbývá')], { checked: false }), item(3, [text('bez stavu')])],
      },
      { ...base, type: 'quote', children: [text('Dům s okny do dvora, v Praze.')] },
      { ...base, type: 'upload', relationTo: 'media', value: image, fields: null },
      { ...base, type: 'upload', relationTo: 'media', value: { ...image, caption: null, alt: null } },
      { ...base, type: 'upload', relationTo: 'media', value: { ...image, mimeType: 'application/pdf' } },
      { ...base, type: 'upload', relationTo: 'media', value: 7 },
      { ...base, type: 'upload', relationTo: 'documents', value: image },
      { type: 'horizontalrule', version: 1 },
      { ...base, type: 'block', fields: { id: 'b1', blockType: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' } },
      { ...base, type: 'block', fields: { id: 'b2', blockType: 'embed', videoUrl: 'https://vimeo.com/76979871' } },
      { ...base, type: 'block', fields: { id: 'b3', blockType: 'cta', url: 'https://example.com/' } },
      { ...base, type: 'table', children: [{ ...base, type: 'tablerow', children: [{ ...base, type: 'tablecell', children: [paragraph(text('v buňce'))] }] }] },
      { type: 'inlineImage', version: 1, src: 'https://tracker.example/pixel.gif' },
      { ...base, type: 'mystery', children: [text('neznámý obal')] },
      // Types that are names of Object's own methods are unknown types too, not functions to call.
      { ...base, type: 'constructor', children: [text('obal jménem constructor')] },
      { type: 'toString', version: 1 },
    ],
  },
}

/** One block element per line, so that a difference shows as a readable diff. */
const lines = (html: string) => html.replace(/(?=<(?:div|p|h[1-6]|ul|ol|li|blockquote|figure|hr)[ >])/g, '\n')

async function render(props: Partial<Parameters<typeof RichText>[0]> = {}) {
  const locale = props.locale ?? 'cs'
  const element = await RichText({ content: document, locale, videoTitle: 'Video: Tiskárna', lang: 'cs', className: 'max-w-2xl', ...props })
  // The site's links read the page's locale as next-intl provides it.
  return renderToStaticMarkup(createElement(IntlProvider, { locale } as ComponentProps<typeof IntlProvider>, element))
}

describe('RichText', () => {
  let errors: unknown[][]
  beforeEach(() => {
    errors = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args))
  })
  afterEach(() => {
    vi.restoreAllMocks()
    // Nothing is logged: no missing key, no node that failed to render.
    expect(errors).toEqual([])
  })

  it('renders every node type as the site marks it up', async () => {
    await expect(lines(await render())).toMatchFileSnapshot('richText.expected.html')
  })

  it('keeps text as text and unsafe targets out of href', async () => {
    const html = await render()
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;tučně?&lt;/b&gt;')
    expect(html).not.toMatch(/<script|<b>/)
    expect(html.toLowerCase()).not.toContain('javascript:')
    expect(html).toContain('<span><span>past</span></span>')
    expect(html).not.toContain('tracker.example')
    // Alignment and indent from the editor are not written as inline styles (next/image's own style stays).
    expect(html).not.toMatch(/text-align|padding-inline-start/)
  })

  it('applies Czech typography to Czech text and English rules to English', async () => {
    const cs = await render()
    expect(cs).toContain('Kurz v\u00a0Praze a\u00a0u\u00a0nás stojí 1\u00a0200\u00a0Kč, 3.\u00a012.\u00a02026 od 8:00.')
    expect(cs).toContain('Okna v\u00a0dílně z\u00a0roku 1909')
    const en = await render({ locale: 'en', lang: undefined })
    expect(en).toContain('Kurz v Praze a u nás stojí 1\u00a0200\u00a0Kč')
    expect(en).toContain('<span class="sr-only"> (opens in a new tab)</span>')
    expect(en).toMatch(/^<div class="text-lg leading-relaxed max-w-2xl">/)
  })

  it('renders nothing for a missing or malformed document', async () => {
    for (const content of [null, undefined, 'text', { root: null }]) {
      expect(await RichText({ content, locale: 'cs', videoTitle: 'x' })).toBeNull()
    }
    expect(renderToStaticMarkup(await RichText({ content: { root: { children: 'x' } }, locale: 'cs', videoTitle: 'x' }))).toBe(
      '<div class="text-lg leading-relaxed "></div>',
    )
  })
})
