import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { switchRoute } from '@/components/site/LanguageSwitch'
import { localizedHref } from '@/i18n/href'
import { legacyRedirects } from '@/i18n/legacyRedirects'
import { pathnames, routeName, routeNames, type AppPathname } from '@/i18n/pathnames'
import { routing } from '@/i18n/routing'
import { splitLocale, switchLocalePath, templateOf } from '@/i18n/switchPath'

import { ROUTES } from '../fixtures/routes'

/** The site URL of an internal pathname in a locale, as the routing table makes it. */
function localizedPath(internal: AppPathname, locale: 'cs' | 'en'): string {
  const p = pathnames[internal][locale].replace(/\[(\w+)\]/g, '{$1}')
  if (locale === routing.defaultLocale) return p
  return p === '/' ? '/en' : `/en${p}`
}

/** Applies Next.js redirect rules in order, as `next.config` redirects() does (path-to-regexp subset). */
function redirectOf(pathname: string): string | null {
  for (const rule of legacyRedirects()) {
    const names: string[] = []
    const pattern = rule.source
      .replace(/[.+?^${}()|\\]/g, '\\$&')
      .replace(/\/:(\w+)\*/g, (_, n: string) => (names.push(n), '(?:/(.*))?'))
      .replace(/:(\w+)/g, (_, n: string) => (names.push(n), '([^/]+)'))
    const match = new RegExp(`^${pattern}$`).exec(pathname)
    if (!match) continue
    let destination = rule.destination
    names.forEach((n, i) => {
      const value = match[i + 1] ?? ''
      destination = destination.replace(new RegExp(`/:${n}\\*?`), value ? `/${value}` : '')
    })
    return destination || '/'
  }
  return null
}

describe('the routing table', () => {
  it('has every ROUTES.md row, with its name, in both locales', () => {
    const byName = new Map(Object.entries(routeNames).map(([internal, name]) => [name, internal as AppPathname]))
    expect([...byName.keys()].sort()).toEqual(ROUTES.map((r) => r.name).sort())
    for (const row of ROUTES) {
      const internal = byName.get(row.name)!
      expect(localizedPath(internal, 'cs'), row.name).toBe(row.cs)
      expect(localizedPath(internal, 'en'), row.name).toBe(row.en)
    }
  })

  it('names routes name___locale, the default locale name___cs___default', () => {
    expect(routeName('/membership', 'en')).toBe('membership___en')
    expect(routeName('/membership', 'cs')).toBe('membership___cs___default')
    expect(routeName('/events/[id]', 'cs')).toBe('events-id___cs___default')
  })

  it('is Czech without a prefix and English under /en, chosen by the URL only', () => {
    expect(routing.defaultLocale).toBe('cs')
    expect(routing.locales).toEqual(['cs', 'en'])
    expect(routing.localePrefix).toBe('as-needed')
    expect(routing.localeDetection).toBe(false)
    expect(routing.localeCookie).toBe(false)
  })

  it('is the only place in src/ where Czech path words appear', () => {
    const czechWords = ROUTES.map((r) => r.cs)
      .filter((p) => p !== '/' && !ROUTES.some((r) => r.en === `/en${p}`))
      .map((p) => p.split('/')[1])
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) {
          if (!['i18n', 'migrations', '(payload)'].includes(entry.name)) walk(file)
        } else if (/\.(ts|tsx)$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8')
          for (const word of czechWords)
            if (source.includes(`'/${word}`) || source.includes(`"/${word}`)) offenders.push(`${file}: /${word}`)
        }
      }
    }
    walk(path.resolve(__dirname, '../../src'))
    expect(offenders).toEqual([])
  })
})

describe('legacy redirects (301)', () => {
  it('are all permanent', () => {
    for (const rule of legacyRedirects()) expect(rule.statusCode).toBe(301)
  })

  it('send every Reading A path to its canonical twin', () => {
    for (const row of ROUTES.filter((r) => r.readingA)) {
      const from = row.readingA!.replace('{id}', 'some-slug')
      expect(redirectOf(from), from).toBe(row.cs.replace('{id}', 'some-slug'))
    }
  })

  it('keep static paths apart from slugs', () => {
    expect(redirectOf('/cs/akce/archiv')).toBe('/akce/archiv')
    expect(redirectOf('/en/akce/archiv')).toBe('/en/events/archive')
    expect(redirectOf('/events/archive')).toBe('/en/events/archive')
  })

  it('send a path in the other language’s words to the right page', () => {
    expect(redirectOf('/membership')).toBe('/en/membership')
    expect(redirectOf('/about')).toBe('/en/about')
    expect(redirectOf('/contact')).toBe('/en/contact')
    expect(redirectOf('/space/otakar')).toBe('/en/space/otakar')
    expect(redirectOf('/en/clenstvi')).toBe('/en/membership')
    expect(redirectOf('/en/akce/jarni-networking')).toBe('/en/events/jarni-networking')
    expect(redirectOf('/en/kontakt')).toBe('/en/contact')
    expect(redirectOf('/cs/membership')).toBe('/clenstvi')
  })

  it('leave canonical paths alone', () => {
    for (const row of ROUTES) {
      expect(redirectOf(row.cs.replace('{id}', 'x')), row.cs).toBeNull()
      expect(redirectOf(row.en.replace('{id}', 'x')), row.en).toBeNull()
    }
  })

  it('drop /cs from any other path, which then 404s in Czech', () => {
    expect(redirectOf('/cs/neexistuje/vubec')).toBe('/neexistuje/vubec')
  })
})

describe('the language switch’s target', () => {
  it('is the same page in the other locale, parameters kept', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en')
    expect(switchLocalePath('/en', 'cs')).toBe('/')
    expect(switchLocalePath('/o-nas', 'en')).toBe('/en/about')
    expect(switchLocalePath('/en/about', 'cs')).toBe('/o-nas')
    expect(switchLocalePath('/akce/jarni-setkani', 'en')).toBe('/en/events/jarni-setkani')
    expect(switchLocalePath('/en/space/otakar', 'cs')).toBe('/prostor/otakar')
    expect(switchLocalePath('/akce/archiv', 'en')).toBe('/en/events/archive')
    expect(switchLocalePath('/en/events/archive', 'cs')).toBe('/akce/archiv')
    expect(switchLocalePath('/kontakt', 'en')).toBe('/en/contact')
  })

  it('keeps an unknown path and changes only the prefix', () => {
    expect(switchLocalePath('/neco/jineho', 'en')).toBe('/en/neco/jineho')
    expect(switchLocalePath('/en/something', 'cs')).toBe('/something')
  })

  it('tells the locale of a path by its prefix', () => {
    expect(splitLocale('/en/events')).toEqual({ locale: 'en', path: '/events' })
    expect(splitLocale('/english')).toEqual({ locale: 'cs', path: '/english' })
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' })
  })
})

describe('localizedHref (every link of the site, in server and client components and in mail)', () => {
  it('is the address of every page of the routing table of docs/ROUTES.md, with its parameters', () => {
    expect(ROUTES.length).toBeGreaterThan(10)
    for (const row of ROUTES) {
      const internal = (Object.keys(routeNames) as AppPathname[]).find((key) => routeNames[key] === row.name)
      expect(internal, row.name).toBeDefined()
      const name = internal as AppPathname
      const params = row.cs.includes('{id}') ? { id: 'jarni-setkani' } : undefined
      for (const locale of ['cs', 'en'] as const) {
        expect(localizedHref({ pathname: name, params }, locale), row.name).toBe(row[locale].replace('{id}', 'jarni-setkani'))
      }
    }
  })

  it('encodes what a URL cannot carry, serialises the query as next-intl does, and keeps the fragment', () => {
    expect(localizedHref({ pathname: '/events/[id]', params: { id: 'léto v hale' } }, 'cs')).toBe('/akce/l%C3%A9to%20v%20hale')
    expect(localizedHref({ pathname: '/events', query: { tag: 'workshop', view: null, month: undefined } }, 'en')).toBe('/en/events?tag=workshop')
    expect(localizedHref({ pathname: '/events', query: { tag: ['a', 'b'], q: 'a&b č' } }, 'cs')).toBe('/akce?tag=a&tag=b&q=a%26b+%C4%8D')
    expect(localizedHref({ pathname: '/contact', hash: 'contact-form' }, 'en')).toBe('/en/contact#contact-form')
    expect(localizedHref('/', 'en')).toBe('/en')
    expect(() => localizedHref('/space/[id]', 'cs')).toThrow(/needs parameters/)
  })
})

describe('templateOf (the page view of the consent component)', () => {
  it("names the routing table's entry of a path as the visitor's browser has it, decodable or not", () => {
    expect(templateOf('/')).toBe('/')
    expect(templateOf('/en')).toBe('/')
    expect(templateOf('/akce/archiv')).toBe('/events/archive')
    expect(templateOf('/akce/jarni-setkani')).toBe('/events/[id]')
    expect(templateOf('/en/events/archive')).toBe('/events/archive')
    expect(templateOf('/akce/%ff')).toBe('/events/[id]')
    expect(templateOf('/en/events/%C0%AF')).toBe('/events/[id]')
    expect(templateOf('/%ff')).toBeNull()
    expect(templateOf('/wp-login.php')).toBeNull()
  })
})

describe('the language switch of a list keeps its filters and page (issue 37)', () => {
  it('writes the same query in the other language, as the list’s own links write it', () => {
    expect(switchRoute('cs', '/events', { tag: 'workshop' })).toBe('/en/events?tag=workshop')
    expect(switchRoute('en', '/events', { tag: 'workshop' })).toBe('/akce?tag=workshop')
    expect(switchRoute('cs', '/events', { view: 'past', month: '2026-11', q: 'káva s lidmi', page: '2', order: 'oldest' })).toBe(
      '/en/events?view=past&month=2026-11&q=k%C3%A1va+s+lidmi&page=2&order=oldest',
    )
    expect(switchRoute('en', '/blog', { category: 'interviews', page: '3' })).toBe('/blog?category=interviews&page=3')
    expect(switchRoute('cs', '/events/archive', { page: '2', tag: 'workshop' })).toBe('/en/events/archive?page=2')
    // What the list does not read stays behind (a tracking tag, a value it would ignore, page 1).
    expect(switchRoute('cs', '/events', { tag: 'nonsense', page: '1', utm_source: 'x' })).toBe('/en/events')
    // Other pages keep no query.
    expect(switchRoute('cs', '/about', { tag: 'workshop' })).toBe('/en/about')
    expect(switchRoute('en', '/careers', { topic: 'rentSpace' })).toBe('/kariera')
    // The contact form's topic and origin, from a space's enquiry link.
    expect(switchRoute('en', '/contact', { topic: 'rentSpace', from: 'the-terrace', utm_source: 'x' })).toBe('/kontakt?topic=rentSpace&from=the-terrace')
    expect(switchRoute('cs', '/contact', { topic: 'other' })).toBe('/en/contact')
  })
})
