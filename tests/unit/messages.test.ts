import { describe, expect, it } from 'vitest'
import compile from 'icu-minify/compile'

import { typography } from '@/lib/format/typography'

import cs from '../../messages/cs.json'
import en from '../../messages/en.json'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )
}

const csLeaves = leaves(cs as Tree)
const enLeaves = leaves(en as Tree)

describe('messages', () => {
  it('cs.json and en.json have the same keys', () => {
    expect(csLeaves.map(([k]) => k).sort()).toEqual(enLeaves.map(([k]) => k).sort())
  })

  it('have no empty texts', () => {
    expect([...csLeaves, ...enLeaves].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([])
  })

  it('follow the site’s typography in every text (no one-letter word ends a Czech line, numbers keep their units)', () => {
    // The same function the site applies to CMS text (src/lib/format/typography.ts): every message
    // must already be its fixed point, so UI texts and CMS texts follow one rule.
    const bad = [
      ...csLeaves.filter(([, v]) => typography(v, 'cs') !== v).map(([k]) => `cs ${k}`),
      ...enLeaves.filter(([, v]) => typography(v, 'en') !== v).map(([k]) => `en ${k}`),
    ]
    expect(bad).toEqual([])
  })

  it('write ranges of times and days with an en dash', () => {
    const bad = [...csLeaves, ...enLeaves].filter(([, v]) => /\d:\d\d ?- ?\d|\b(Po|Mon)-/.test(v))
    expect(bad).toEqual([])
  })

  it('say the error pages’ titles and subtitles under the spec’s keys', () => {
    const keys = new Set(csLeaves.map(([k]) => k))
    for (const key of ['error.404.title', 'error.404.subtitle', 'error.500.title', 'error.500.subtitle']) {
      expect(keys.has(key), key).toBe(true)
    }
    expect((en as Tree & { error: { '404': { title: string } } }).error['404'].title).toBe("We don't have such a page")
  })
})

describe('the global error page’s copy of the error texts', () => {
  it('equals the texts of the error namespace it shows (not the 404 page), compiled as the build compiles them', async () => {
    const { ERROR_MESSAGES } = await import('../../src/i18n/errorMessages')
    const compiled = (tree: Tree): unknown =>
      Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, typeof v === 'string' ? compile(v) : compiled(v)]))
    const shown = ({ label, banner, contact, 500: page }: Tree) => ({ label, banner, contact, 500: page }) as Tree
    expect(ERROR_MESSAGES.cs).toEqual(compiled(shown(cs.error as Tree)))
    expect(ERROR_MESSAGES.en).toEqual(compiled(shown(en.error as Tree)))
  })
})
