import { createHash } from 'node:crypto'

import { expect, test, type Page } from './test'

import cs from '../../messages/cs.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

/**
 * What a visitor notices (issue 17): prose that counts or places things agrees with the data (the
 * meeting rooms' count, the address), seeded pictures are described as the drawings they are, the
 * partners' logos form a balanced wall, the team's portraits differ from each other, and the
 * archive and the old events list show the events list's cards, paged.
 */

const LOCALES = [
  { locale: 'cs', prefix: '', spaces: '/prostor', membership: '/clenstvi', blog: '/blog', about: '/o-nas', contact: '/kontakt', projects: '/projekty', archive: '/akce/archiv', m: cs },
  { locale: 'en', prefix: '/en', spaces: '/en/space', membership: '/en/membership', blog: '/en/blog', about: '/en/about', contact: '/en/contact', projects: '/en/projects', archive: '/en/events/archive', m: en },
] as const

/** The seeded site settings' street (src/cms/seed/content/site.ts). */
const STREET = 'Husova 240/5'

const leadingNumber = (text: string | null) => Number(/^\s*(\d+)/.exec(text ?? '')?.[1] ?? NaN)

async function imageDigests(page: Page, images: string[]): Promise<string[]> {
  return Promise.all(
    images.map(async (src) => {
      const response = await page.request.get(src)
      expect(response.ok(), src).toBe(true)
      return createHash('sha256').update(await response.body()).digest('hex')
    }),
  )
}

for (const l of LOCALES) {
  test.describe(`what a visitor notices (${l.locale})`, () => {
    test('the meeting rooms are counted from the data, on Spaces and Membership', async ({ page }) => {
      await page.goto(l.spaces)
      const heading = page.getByRole('heading', { level: 2, name: l.m.spaces.tabs['meeting-rooms'].title, exact: true })
      const panel = heading.locator('xpath=..')
      const intro = await heading.locator('xpath=following-sibling::p[1]').textContent()
      const rooms = await panel.locator('article[data-kind="meeting-room"]').count()
      expect(rooms).toBeGreaterThan(1)
      expect(leadingNumber(intro), `"${intro}"`).toBe(rooms)

      await page.goto(l.membership)
      const service = page.locator('details').filter({ hasText: l.m.membership.services.meetingRooms.title })
      const text = await service.locator('p').first().textContent()
      expect(leadingNumber(text), `"${text}"`).toBe(rooms)
    })

    test('the blog intro gives the address of the site settings', async ({ page }) => {
      await page.goto(l.blog)
      const intro = page.locator('main header p').first()
      await expect(intro).toContainText(STREET)
      await expect(intro).not.toContainText(/Salvátorsk/)
    })

    test('team portraits are distinct drawings with alt texts that say so; the modal still opens', async ({ page }) => {
      test.slow() // two pages and every portrait fetched
      for (const path of [l.about, l.contact]) {
        await page.goto(path)
        const images = page.locator(path === l.about ? '#team article img:not(dialog img)' : '#people article img:not(dialog img)')
        const count = await images.count()
        expect(count, path).toBeGreaterThan(1)
        const alts = await images.evaluateAll((els) => els.map((e) => e.getAttribute('alt') ?? ''))
        for (const alt of alts) {
          expect(alt).not.toMatch(/^(Portrét|Portrait):/)
          expect(alt).toMatch(l.locale === 'cs' ? /^Kreslená ilustrace/ : /^A drawing/)
        }
        expect(new Set(alts).size).toBe(count)
        const sources = await images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).currentSrc || (e as HTMLImageElement).src))
        expect(new Set(await imageDigests(page, sources)).size).toBe(count)
      }
      await page.goto(l.about)
      await page.locator('#team').getByRole('button', { name: new RegExp(l.m.team.more.replace(/[ \u00a0]/g, '\\s')) }).first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })

    test('partner logos: images with alt in equal tiles, rows centred', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(l.projects)
      const wall = page.locator('#partners [data-partner-wall]')
      const tiles = wall.locator(':scope > li')
      const count = await tiles.count()
      expect(count).toBeGreaterThan(1)
      await expect(wall.getByRole('img')).toHaveCount(count)
      for (const alt of await wall.locator('img').evaluateAll((els) => els.map((e) => e.getAttribute('alt') ?? ''))) expect(alt.trim()).not.toBe('')
      const boxes = await tiles.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))
      const wallBox = (await wall.boundingBox())!
      for (const box of boxes) {
        expect(Math.round(box.height)).toBe(Math.round(boxes[0].height))
        expect(Math.round(box.width)).toBe(Math.round(boxes[0].width))
      }
      // Every row is centred in the wall: its left and right margins are equal.
      const rows = new Map<number, DOMRect[]>()
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box])
      for (const row of rows.values()) {
        const left = Math.min(...row.map((b) => b.left)) - wallBox.x
        const right = wallBox.x + wallBox.width - Math.max(...row.map((b) => b.right))
        expect(Math.abs(left - right)).toBeLessThan(2)
      }
      // The logos are drawn at one height.
      const heights = await wall.locator('img').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)))
      expect(new Set(heights).size).toBe(1)
    })

    test('the archive and the old list show event cards with images, in opposite orders', async ({ page }) => {
      const read = async () =>
        page.getByTestId('event-card').evaluateAll((cards) =>
          cards.map((card) => ({
            img: card.querySelector('img')?.getAttribute('alt') ?? null,
            time: card.querySelector('time')?.getAttribute('datetime') ?? '',
          })),
        )
      await page.goto(l.archive)
      const archive = await read()
      expect(archive.length).toBeGreaterThan(1)
      for (const card of archive) expect(card.img).toBeTruthy()
      const times = archive.map((c) => c.time)
      expect(times).toEqual([...times].sort().reverse())

      await page.goto(`${l.prefix}/events_old`)
      const old = await read()
      expect(old.length).toBeGreaterThan(1)
      for (const card of old) expect(card.img).toBeTruthy()
      const oldTimes = old.map((c) => c.time)
      expect(oldTimes).toEqual([...oldTimes].sort())
    })
  })
}
