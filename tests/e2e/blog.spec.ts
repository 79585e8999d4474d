import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './test'

import cs from '../../messages/cs.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { BLOG_PAGE_SIZE } from '../../src/lib/blog/constants'
import { staffToken } from './staff'

/**
 * The blog (issue 8) in both locales. The seed has too few articles per category to page through,
 * so the suite publishes its own (dated 2001, so they never count among the newest articles other
 * pages show) and deletes them afterwards.
 */

const CATEGORIES = ['blog', 'interviews', 'articles', 'coverage', 'news'] as const
type Category = (typeof CATEGORIES)[number]
const LOCALES = [
  { locale: 'cs', prefix: '', messages: cs.blog },
  { locale: 'en', prefix: '/en', messages: en.blog },
] as const

const XSS_TEXT = '<script>window.__blogXss = 1</script>'
const XSS_IMG = '<img src=x onerror="window.__blogXss = 2">'

type Created = { id: number; slug: string }
const created: Created[] = []
let auth: Record<string, string> = {}
let rich: Created
let xss: Created
let czechOnly: Created
let media: { alt: string; altEn: string }
let author: { name: string; position: Record<'cs' | 'en', string | null> }

const text = (value: string) => ({ type: 'text', text: value, version: 1, format: 0, detail: 0, mode: 'normal', style: '' })
const node = { direction: 'ltr', format: '', indent: 0, version: 1 }
const paragraph = (...children: object[]) => ({ ...node, type: 'paragraph', textFormat: 0, children })
const body = (...children: object[]) => ({ root: { ...node, type: 'root', children } })

function richBody(lang: 'cs' | 'en', mediaId: number) {
  return body(
    { ...node, type: 'heading', tag: 'h2', children: [text(lang === 'cs' ? 'Mezititulek' : 'A subheading')] },
    paragraph(
      text(lang === 'cs' ? 'Více na ' : 'More on '),
      { ...node, type: 'link', version: 3, fields: { url: 'https://example.com/hub', newTab: false, linkType: 'custom' }, children: [text('example.com')] },
      text('.'),
    ),
    { ...node, type: 'list', listType: 'bullet', tag: 'ul', start: 1, children: [{ ...node, type: 'listitem', value: 1, children: [text('Jedna / One')] }] },
    { ...node, type: 'quote', children: [text(lang === 'cs' ? 'Citát z rozhovoru' : 'A quote')] },
    { type: 'upload', version: 3, format: '', relationTo: 'media', value: mediaId, fields: null, id: `e2e${lang}upload` },
  )
}

async function createPost(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const response = await request.post('/api/posts?locale=cs', { headers: auth, data: { _status: 'published', ...data } })
  expect(response.ok(), await response.text()).toBeTruthy()
  const { doc } = (await response.json()) as { doc: Created }
  created.push(doc)
  return doc
}

async function publishedCount(request: APIRequestContext, category: Category): Promise<number> {
  const response = await request.get(`/api/posts?where[category][equals]=${category}&limit=1&depth=0`)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

const cards = (page: Page) => page.locator('main article')

/** Cached reads are refreshed after a change: reload until the page shows what the test published. */
async function gotoUntil(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url)
    await check()
  }).toPass({ timeout: 60_000 })
}
const quick = { timeout: 3_000 }

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  auth = { Authorization: `JWT ${await staffToken(request)}` }
  const team = await request.get('/api/team-members?limit=1&depth=0&locale=cs', { headers: auth })
  const member = ((await team.json()) as { docs: { id: number; name: string; position?: string | null }[] }).docs[0]
  const memberEn = (await (await request.get(`/api/team-members/${member.id}?depth=0&locale=en`, { headers: auth })).json()) as { position?: string | null }
  author = { name: member.name, position: { cs: member.position ?? null, en: memberEn.position ?? null } }
  const mediaCs = ((await (await request.get('/api/media?limit=1&depth=0&locale=cs')).json()) as { docs: { id: number; alt: string }[] }).docs[0]
  const mediaEn = (await (await request.get(`/api/media/${mediaCs.id}?depth=0&locale=en`)).json()) as { alt: string }
  media = { alt: mediaCs.alt, altEn: mediaEn.alt }

  // Enough articles in every category for a second "load more" step.
  for (const category of CATEGORIES) {
    const missing = BLOG_PAGE_SIZE + 1 - (await publishedCount(request, category))
    for (let i = 0; i < missing; i++) {
      await createPost(request, {
        title: `E2E ${category} ${i + 1}`,
        category,
        publishedAt: `2001-0${(i % 9) + 1}-1${i % 10}T10:00:00.000Z`,
        authors: [member.id],
        excerpt: `E2E ${category}`,
        body: body(paragraph(text(`E2E ${category} ${i + 1}`))),
      })
    }
  }

  czechOnly = await createPost(request, {
    title: 'E2E jen česky',
    category: 'blog',
    publishedAt: '2001-11-01T10:00:00.000Z',
    authors: [member.id],
    excerpt: 'Článek bez anglického překladu.',
    body: body(paragraph(text('Jen česky.'))),
  })

  rich = await createPost(request, {
    title: 'E2E bohatý text',
    category: 'articles',
    publishedAt: '2001-12-01T10:00:00.000Z',
    authors: [member.id],
    excerpt: 'Článek s odkazem a obrázkem.',
    body: richBody('cs', mediaCs.id),
  })
  const translated = await request.patch(`/api/posts/${rich.id}?locale=en`, {
    headers: auth,
    data: { title: 'E2E rich text', excerpt: 'An article with a link and an image.', body: richBody('en', mediaCs.id), _status: 'published' },
  })
  expect(translated.ok(), await translated.text()).toBeTruthy()

  xss = await createPost(request, {
    title: `E2E ${XSS_TEXT}`,
    category: 'news',
    publishedAt: '2001-12-02T10:00:00.000Z',
    authors: [member.id],
    excerpt: XSS_IMG,
    body: body(paragraph(text(XSS_TEXT)), paragraph(text(XSS_IMG))),
  })
})

test.afterAll(async ({ request }) => {
  for (const doc of created.splice(0)) await request.delete(`/api/posts/${doc.id}`, { headers: auth })
})

for (const { locale, prefix, messages } of LOCALES) {
  test.describe(`blog (${locale})`, () => {
    for (const category of CATEGORIES) {
      test(`${category}: the filter and "load more" survive a reload`, async ({ page }) => {
        const label = messages.categories[category]
        await gotoUntil(page, `${prefix}/blog?category=${category}`, async () => {
          await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE, quick)
          await expect(page.getByTestId('load-more')).toBeVisible(quick)
        })
        await page.goto(`${prefix}/blog`)
        await page.getByRole('navigation', { name: messages.filterLabel }).getByRole('link', { name: label, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`[?&]category=${category}(&|$)`))
        const chip = page.getByRole('navigation', { name: messages.filterLabel }).getByRole('link', { name: label, exact: true })
        await expect(chip).toHaveAttribute('aria-current', 'page')
        await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE)

        await page.getByTestId('load-more').click()
        await expect(page).toHaveURL(/[?&]page=2(&|$)/)
        await expect(cards(page).nth(BLOG_PAGE_SIZE)).toBeVisible()
        await expect(cards(page).nth(BLOG_PAGE_SIZE).getByRole('link')).toBeFocused()
        const count = await cards(page).count()
        const titles = await cards(page).getByRole('heading').allTextContents()
        for (const shown of await page.getByTestId('card-category').allTextContents()) expect(shown).toBe(label)

        await page.reload()
        await expect(cards(page)).toHaveCount(count)
        await expect(cards(page).getByRole('heading')).toHaveText(titles)
        await expect(chip).toHaveAttribute('aria-current', 'page')
        for (const shown of await page.getByTestId('card-category').allTextContents()) expect(shown).toBe(label)
      })
    }

    test('cards and articles carry the author line', async ({ page }) => {
      await page.goto(`${prefix}/blog?category=articles`)
      await expect(cards(page).first().getByTestId('author-line')).not.toBeEmpty()
      await gotoUntil(page, `${prefix}/blog/${rich.slug}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'cs' ? 'E2E bohatý text' : 'E2E rich text', quick)
      })
      const line = page.locator('header').getByTestId('author-line')
      await expect(line).toContainText(author.name)
      const position = author.position[locale]
      if (position) await expect(line).toContainText(position)
      await expect(page.getByTestId('article-category')).toHaveText(messages.categories.articles)
    })

    test('an article renders rich text with a link and an image', async ({ page }) => {
      await gotoUntil(page, `${prefix}/blog/${rich.slug}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(quick)
      })
      const article = page.locator('article')
      await expect(article.getByRole('heading', { level: 2, name: locale === 'cs' ? 'Mezititulek' : 'A subheading' })).toBeVisible()
      await expect(article.getByRole('link', { name: 'example.com' })).toHaveAttribute('href', 'https://example.com/hub')
      const image = article.getByRole('img', { name: locale === 'cs' ? media.alt : media.altEn })
      await image.scrollIntoViewIfNeeded()
      await expect(image).toBeVisible()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      await expect(article.locator('blockquote')).toBeVisible()
      await expect(article.locator('ul li').first()).toHaveText('Jedna / One')
      // Structured data and Open Graph for the article.
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(ld['@type']).toBe('BlogPosting')
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
      // Related articles and share links close the page; the newsletter form is the footer's.
      await expect(page.getByRole('heading', { name: messages.related })).toBeVisible()
      const share = page.locator('#main').getByRole('region', { name: messages.share.title })
      await expect(share.getByRole('link', { name: new RegExp(messages.share.linkedin) })).toHaveAttribute('href', /linkedin\.com/)
      await expect(page.locator('form input[type="email"]').last()).toBeVisible()
    })

    test('a script typed into an article by staff is shown as text and never runs', async ({ page }) => {
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await gotoUntil(page, `${prefix}/blog/${xss.slug}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E ${XSS_TEXT}`, quick)
      })
      await expect(page.locator('article').getByText(XSS_TEXT, { exact: true })).toBeVisible()
      await expect(page.locator('article').getByText(XSS_IMG, { exact: true }).first()).toBeVisible()
      expect(await page.evaluate(() => (window as { __blogXss?: number }).__blogXss)).toBeUndefined()
      expect(await page.locator('article script, article img[src="x"]').count()).toBe(0)
      expect(dialogs).toEqual([])
    })

    test('the Atom feed is well-formed and lists the newest articles', async ({ page, request }) => {
      const response = await request.get(`${prefix}/blog/feed.xml`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/atom+xml')
      const xml = await response.text()
      await page.goto(`${prefix}/blog`)
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml')
        const error = doc.querySelector('parsererror')?.textContent ?? null
        const atom = 'http://www.w3.org/2005/Atom'
        return {
          error,
          root: doc.documentElement.localName,
          lang: doc.documentElement.getAttribute('xml:lang'),
          titles: [...doc.getElementsByTagNameNS(atom, 'entry')].map((e) => e.getElementsByTagNameNS(atom, 'title')[0]?.textContent),
        }
      }, xml)
      expect(parsed.error).toBeNull()
      expect(parsed.root).toBe('feed')
      expect(parsed.lang).toBe(locale)
      // The list's first step (newest first) opens the feed in the same order.
      // The cards set Czech typography (no-break spaces, src/lib/format/typography.ts); the feed is data.
      const newest = (await cards(page).getByRole('heading').allTextContents()).map((title) => title.replace(/\u00a0/g, ' '))
      expect(parsed.titles.slice(0, newest.length)).toEqual(newest)
    })

    test('an unknown article is a 404', async ({ page }) => {
      const response = await page.goto(`${prefix}/blog/no-such-article-e2e`)
      expect(response?.status()).toBe(404)
    })

    test('axe finds no violations on the list and an article', async ({ page }) => {
      for (const url of [`${prefix}/blog`, `${prefix}/blog/${rich.slug}`]) {
        await page.goto(url)
        const results = await new AxeBuilder({ page }).analyze()
        expect(results.violations, `${url}: ${results.violations.map((v) => v.id).join(', ')}`).toEqual([])
      }
    })
  })
}

test('English pages show an untranslated article in Czech, with a note', async ({ page }) => {
  await gotoUntil(page, `/en/blog/${czechOnly.slug}`, async () => {
    await expect(page.getByTestId('untranslated-note')).toHaveText(en.blog.untranslatedNote, quick)
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'cs')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${czechOnly.slug}$`))
})

test('without JavaScript the filter and "load more" are plain links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/blog?category=news')
  await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE)
  await page.getByTestId('load-more').click()
  await expect(page).toHaveURL(/category=news&page=2/)
  expect(await cards(page).count()).toBeGreaterThan(BLOG_PAGE_SIZE)
  await context.close()
})
