import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test'

/** axe on the marketing pages (issue 5), both locales, at 390 px and 1440 px. */

const PAGES = [
  { name: 'membership', cs: '/clenstvi', en: '/en/membership' },
  { name: 'spaces', cs: '/prostor', en: '/en/space' },
  { name: 'space detail', cs: '/prostor/otakar', en: '/en/space/otakar' },
  { name: 'contact', cs: '/kontakt', en: '/en/contact' },
  { name: 'about', cs: '/o-nas', en: '/en/about' },
  { name: 'projects', cs: '/projekty', en: '/en/projects' },
  { name: 'careers', cs: '/kariera', en: '/en/careers' },
  { name: 'privacy', cs: '/ochrana-osobnich-udaju', en: '/en/privacy-policy' },
  { name: 'memberzone', cs: '/clenska-zona', en: '/en/memberzone' },
  { name: 'visit', cs: '/navsteva', en: '/en/visit' },
] as const

for (const width of [390, 1440]) {
  for (const locale of ['cs', 'en'] as const) {
    test.describe(`pages axe at ${width} px (${locale})`, () => {
      test.use({ viewport: { width, height: width < 1024 ? 844 : 900 }, reducedMotion: 'reduce' })

      for (const target of PAGES) {
        test(`${target.name} has no violations`, async ({ page }) => {
          await page.goto(target[locale])
          await page.evaluate(() => document.fonts.ready)
          const { violations } = await new AxeBuilder({ page }).analyze()
          expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
        })
      }
    })
  }
}
