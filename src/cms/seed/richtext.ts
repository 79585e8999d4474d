/**
 * Lexical rich text from a small markdown-like notation, for the seed's texts:
 * blank-line separated blocks; `## ` / `### ` headings, `- ` bullet lists, otherwise paragraphs;
 * `**bold**` inside a line.
 */
import type { RichText } from '@/lib/content/types'

type Node = RichText['root']['children'][number]

const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

function inline(text: string): Node[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        version: 1,
        text: bold ? part.slice(2, -2) : part,
        format: bold ? 1 : 0,
        detail: 0,
        mode: 'normal',
        style: '',
      }
    })
}

function block(source: string): Node {
  const heading = /^(#{2,3}) (.*)$/s.exec(source)
  if (heading) return { ...base, type: 'heading', tag: heading[1] === '##' ? 'h2' : 'h3', children: inline(heading[2]) }
  const lines = source.split('\n')
  if (lines.every((l) => l.startsWith('- '))) {
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: lines.map((l, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(l.slice(2)) })),
    }
  }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(lines.join(' ')) }
}

export function richText(source: string): RichText {
  const blocks = source
    .trim()
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
  return { root: { ...base, type: 'root', children: blocks.map(block) } }
}
