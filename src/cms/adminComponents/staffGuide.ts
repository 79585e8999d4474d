// marked turns the guide's Markdown into HTML on the server: a small, maintained CommonMark/GFM
// parser; the text is the repository's own (docs/STAFF_GUIDE.*.md), so its HTML is trusted as is.
import { Marked, type Token, type Tokens } from 'marked'

/** A section's address after its heading, `## Roles {#roles}`: the same in both languages. */
const ANCHOR = /\s*\{#([a-z0-9-]+)\}\s*$/

export type GuideSection = { id: string; title: string }
export type Guide = { title: string; intro: string; sections: GuideSection[]; html: string }

const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth, text }: Tokens.Heading) {
      const id = ANCHOR.exec(text)?.[1]
      const inner = this.parser.parseInline(tokens).replace(ANCHOR, '')
      return `<h${depth}${id ? ` id="${id}"` : ''}>${inner}</h${depth}>\n`
    },
  },
})

/**
 * One language's guide: its title (the `#` heading, which the view shows as the page's heading), the
 * HTML of its introduction (before the first section, shown above the table of contents), its
 * sections (each `##` heading with its anchor, for the table of contents) and their HTML.
 * A section without an anchor is an error: links to it would differ between the languages.
 */
export function parseGuide(markdown: string): Guide {
  const tokens = marked.lexer(markdown)
  const headings = tokens.filter((token): token is Tokens.Heading => token.type === 'heading')
  const titleToken = headings.find((h) => h.depth === 1)
  if (!titleToken) throw new Error('The staff guide has no title (a "# " heading).')
  const sections = headings
    .filter((h) => h.depth === 2)
    .map((h) => {
      const id = ANCHOR.exec(h.text)?.[1]
      if (!id) throw new Error(`The guide's section "${h.text}" has no anchor ({#name} after its heading).`)
      return { id, title: h.text.replace(ANCHOR, '') }
    })
  const first = tokens.findIndex((token) => token.type === 'heading' && token.depth === 2)
  const end = first === -1 ? tokens.length : first
  // Each part keeps the list's reference links (`[text][name]`), which marked resolves from it.
  const render = (part: Token[]) => marked.parser(Object.assign(part, { links: tokens.links }))
  return {
    title: titleToken.text,
    intro: render(tokens.slice(0, end).filter((token) => token !== titleToken)),
    sections,
    html: render(tokens.slice(end)),
  }
}
