/** Atom 1.0 (RFC 4287) documents: pure functions, no I/O. */

export type FeedEntry = {
  id: string
  url: string
  title: string
  summary: string | null
  published: string
  updated: string
  authors: string[]
  category: string
  /** The entry's own language when it differs from the feed's (an untranslated article). */
  lang: string | null
}

export type Feed = {
  id: string
  url: string
  selfUrl: string
  title: string
  subtitle: string
  lang: string
  updated: string
  /** The publisher (the brand name): the author of entries that name none. */
  author: string
  entries: FeedEntry[]
}

/** Text and attribute values escaped for XML; characters XML 1.0 forbids are dropped. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** An Atom 1.0 document (RFC 4287): Atom rather than RSS for per-entry `xml:lang` and required ids. */
export function buildAtomFeed(feed: Feed): string {
  const e = xmlEscape
  const entries = feed.entries.map((entry) =>
    [
      `  <entry${entry.lang ? ` xml:lang="${e(entry.lang)}"` : ''}>`,
      `    <id>${e(entry.id)}</id>`,
      `    <title>${e(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(entry.url)}"/>`,
      `    <published>${e(entry.published)}</published>`,
      `    <updated>${e(entry.updated)}</updated>`,
      ...entry.authors.map((name) => `    <author><name>${e(name)}</name></author>`),
      `    <category term="${e(entry.category)}"/>`,
      ...(entry.summary ? [`    <summary>${e(entry.summary)}</summary>`] : []),
      '  </entry>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${e(feed.lang)}">`,
    `  <id>${e(feed.id)}</id>`,
    `  <title>${e(feed.title)}</title>`,
    `  <subtitle>${e(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${e(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(feed.url)}"/>`,
    `  <updated>${e(feed.updated)}</updated>`,
    // Atom requires an author for every entry; the feed's applies to entries without their own.
    `  <author><name>${e(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
