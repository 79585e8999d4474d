import { expect, test, type Page } from './test'

/**
 * Czech typography as a reader sees it (issue 17, DESIGN.md): no line of a Czech page ends in a
 * one-letter preposition or conjunction (k s v z o u a i). Measured in the browser from the text's
 * own rectangles: for every such word, the next visible character of the same block must sit on the
 * same line.
 */

const PAGES = ['/', '/o-nas', '/blog', '/akce', '/clenstvi', '/prostor', '/projekty', '/kontakt', '/kariera', '/ochrana-osobnich-udaju']
const WIDTHS = [390, 1440]

async function linesEndingInOneLetterWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const blockOf = (node: Node): Element | null => {
      let el = node.parentElement
      while (el && getComputedStyle(el).display.startsWith('inline')) el = el.parentElement
      return el
    }
    const visible = (node: Text): boolean => {
      const el = node.parentElement
      if (!el || !el.checkVisibility({ opacityProperty: false, visibilityProperty: true })) return false
      const box = el.getBoundingClientRect()
      return box.width > 2 && box.height > 2
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const nodes: Text[] = []
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n as Text
      if (text.parentElement?.closest('script, style, noscript, template, [aria-hidden="true"]')) continue
      if (text.data.trim() && visible(text)) nodes.push(text)
    }
    const rectOf = (node: Text, index: number): DOMRect | null => {
      const range = document.createRange()
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      const rects = range.getClientRects()
      return rects.length ? rects[0] : null
    }
    // The next non-space character after (node, index), in the same block.
    const nextChar = (i: number, index: number): { node: Text; index: number } | null => {
      const block = blockOf(nodes[i])
      for (let j = i, from = index; j < nodes.length; j++, from = 0) {
        if (j > i && blockOf(nodes[j]) !== block) return null
        const rest = nodes[j].data.slice(from)
        const offset = rest.search(/\S/)
        if (offset >= 0) return { node: nodes[j], index: from + offset }
      }
      return null
    }
    nodes.forEach((node, i) => {
      for (const match of node.data.matchAll(/(?<=^|[\s(„"])([ksvzouaiKSVZOUAI])(?=\s|$)/g)) {
        const at = match.index
        const word = rectOf(node, at)
        const next = nextChar(i, at + 1)
        if (!word || !next) continue
        const after = rectOf(next.node, next.index)
        if (!after) continue
        if (after.top >= word.bottom - 2) {
          const context = (node.data.slice(Math.max(0, at - 25), at + 1) + ' ⏎ ' + next.node.data.slice(next.index, next.index + 20)).replace(/\s+/g, ' ')
          found.push(context)
        }
      }
    })
    return found
  })
}

for (const width of WIDTHS) {
  test.describe(`Czech lines at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of PAGES) {
      test(`${path}: no line ends in a one-letter word`, async ({ page }) => {
        await page.goto(path)
        await page.evaluate(() => document.fonts.ready)
        expect(await linesEndingInOneLetterWord(page)).toEqual([])
      })
    }
  })
}

/**
 * Independent of where lines happen to break at a given width: every text node of a Czech page
 * (UI messages and CMS text, detail pages included) binds its one-letter words with a no-break
 * space, so no width can leave one at a line's end.
 */
async function looseOneLetterWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const found: string[] = []
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n as Text
      if (text.parentElement?.closest('script, style, noscript, template')) continue
      for (const m of text.data.matchAll(/(?<=^|[\s(„"])[ksvzouaiKSVZOUAI] /g)) {
        found.push(text.data.slice(Math.max(0, m.index - 20), m.index + 20))
      }
    }
    return found
  })
}

const DETAIL_LISTS = ['/blog', '/akce', '/prostor', '/akce/archiv', '/events_old']

test.describe('Czech text binds one-letter words at any width', () => {
  test('on every page of the width checks above', async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path)
      expect(await looseOneLetterWords(page), path).toEqual([])
    }
  })
  for (const list of DETAIL_LISTS) {
    test(`${list} and the first document it links to`, async ({ page }) => {
      const prefix = list === '/events_old' || list === '/akce/archiv' ? '/akce/' : `${list}/`
      await page.goto(list)
      const href = await page
        .locator(`main a[href^="${prefix}"]:not([href$="/archiv"]):not([href*="?"]):not([href*="."])`)
        .first()
        .getAttribute('href')
      expect(href, `a document linked from ${list}`).toBeTruthy()
      for (const path of [list, href!]) {
        await page.goto(path)
        expect(await looseOneLetterWords(page), path).toEqual([])
      }
    })
  }
})
