import { expect, test, type Page } from './test'

/**
 * Home, projects, memberzone, privacy, careers and about (issue 5) in both locales: status 200,
 * `<html lang>`, one h1, canonical and hreflang links, and what each page holds.
 */

const NB = '\u00A0'

const PAGES = {
  home: { cs: '/', en: '/en' },
  projects: { cs: '/projekty', en: '/en/projects' },
  memberzone: { cs: '/clenska-zona', en: '/en/memberzone' },
  privacy: { cs: '/ochrana-osobnich-udaju', en: '/en/privacy-policy' },
  careers: { cs: '/kariera', en: '/en/careers' },
  about: { cs: '/o-nas', en: '/en/about' },
} as const

const H1 = {
  home: { cs: 'Pracujte tam, kde se kdysi tiskly knihy', en: 'Work where books were once printed' },
  projects: { cs: 'Podnikání se nejlépe učí od těch, kdo ho dělají', en: 'Business is best learnt from those who do it' },
  memberzone: { cs: 'Členská zóna', en: 'Memberzone' },
  privacy: { cs: 'Ochrana osobních údajů', en: 'Privacy policy' },
  careers: { cs: 'Kariéra', en: 'Careers' },
  about: { cs: 'Dům pro lidi, kteří budují firmy', en: 'A house for people who build firms' },
} as const

const T = {
  cs: {
    banner: 'Dům z roku 1909',
    trial: 'Rezervovat den na zkoušku',
    seeMembership: 'Prohlédnout členství',
    clubPrice: new RegExp(`Od Clubu za 2${NB}500${NB}Kč měsíčně`),
    figures: [['500+', 'firem prošlo mentoringovým programem DoToho!'], ['250+', 'kontaktů v síti domu']],
    events: '/akce',
    memberzone: ['Domovní řád', 'Výhody členství', 'Rezervace zasedacích místností', 'Wi-Fi a tisk'],
    login: 'Přihlášení pro členy',
    privacy: ['Správce', 'Vaše práva', 'Cookies'],
    openTitle: 'Volné pozice',
    jobs: ['Komunitní manažer/ka', 'Barista / hostitel recepce'],
    closedJob: 'Technik akcí',
    becomeMember: 'Vybrat členství',
    allPress: 'Všechny články',
  },
  en: {
    banner: 'A house from 1909',
    trial: 'Book a trial day',
    seeMembership: 'See memberships',
    clubPrice: new RegExp(`From Club at 2,500${NB}CZK a month`),
    figures: [['500+', 'firms through the DoToho! mentoring program'], ['250+', 'contacts in the house’s network']],
    events: '/en/events',
    memberzone: ['House rules', 'Member benefits', 'Booking meeting rooms', 'Wi-Fi and printing'],
    login: 'Members’ login',
    privacy: ['Controller', 'Your rights', 'Cookies'],
    openTitle: 'Open positions',
    jobs: ['Community manager', 'Barista / reception host'],
    closedJob: 'Event technician',
    becomeMember: 'Choose a membership',
    allPress: 'All articles',
  },
} as const

/** The absolute URL of a path as the site writes it in canonical and hreflang links. */
function absolute(page: Page, path: string) {
  const origin = new URL(page.url()).origin
  return path === '/' ? origin : origin + path
}

for (const locale of ['cs', 'en'] as const) {
  const t = T[locale]

  test.describe(`page basics (${locale})`, () => {
    for (const [name, paths] of Object.entries(PAGES) as [keyof typeof PAGES, Record<'cs' | 'en', string>][]) {
      test(`${name}: 200, lang, one h1, canonical and hreflang`, async ({ page }) => {
        const response = await page.goto(paths[locale])
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[name][locale])
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(page, paths[locale]))
        await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute('href', absolute(page, paths.cs))
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', absolute(page, paths.en))
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', absolute(page, paths.cs))
        // A title and a description of its own, and an Open Graph image.
        expect(await page.title()).not.toBe('')
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w.{20,}/)
        await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//)
      })
    }

    test('the pages have different titles and descriptions', async ({ page }) => {
      const seen = new Set<string>()
      for (const paths of Object.values(PAGES)) {
        await page.goto(paths[locale])
        const title = await page.title()
        const description = await page.locator('meta[name="description"]').getAttribute('content')
        expect(seen.has(title), title).toBe(false)
        expect(seen.has(description ?? ''), description ?? '').toBe(false)
        seen.add(title)
        seen.add(description ?? '')
      }
    })
  })

  test.describe(`home (${locale})`, () => {
    test('hero: the text-reveal banner and the two main calls', async ({ page }) => {
      await page.goto(PAGES.home[locale])
      await expect(page.getByText(t.banner, { exact: true })).toBeVisible()
      const hero = page.getByRole('region', { name: H1.home[locale] })
      const trial = hero.getByRole('link', { name: t.trial })
      await expect(trial).toBeVisible()
      await expect(trial).toHaveAttribute('href', /^https:\/\/calendly\.com\/hub1909\/trial-day\?/)
      const membership = hero.getByRole('link', { name: t.seeMembership })
      await expect(membership).toHaveAttribute('href', locale === 'cs' ? '/clenstvi' : '/en/membership')
      await membership.click()
      await expect(page).toHaveURL(new RegExp(`${locale === 'cs' ? '/clenstvi' : '/en/membership'}$`))
    })

    test('membership teaser with the Club price from the tier data', async ({ page }) => {
      await page.goto(PAGES.home[locale])
      const section = page.locator('#membership')
      // The price in the section's text is the Club tier's, written by the price helper.
      await expect(section).toContainText(t.clubPrice)
      const club = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Club', exact: true }) })
      await expect(club).toContainText(locale === 'cs' ? new RegExp(`2${NB}500${NB}Kč`) : new RegExp(`2,500${NB}CZK`))
      await expect(club).toContainText(locale === 'cs' ? `bez DPH (21${NB}%)` : `excl. VAT (21${NB}%)`)
    })

    test('spaces, the next upcoming events and the projects with their figures', async ({ page }) => {
      await page.goto(PAGES.home[locale])
      const spaces = page.locator('#spaces').getByRole('article')
      expect(await spaces.count()).toBeGreaterThan(0)
      for (const link of await spaces.getByRole('link').all()) {
        await expect(link).toHaveAttribute('href', new RegExp(locale === 'cs' ? '^/prostor/[a-z0-9-]+$' : '^/en/space/[a-z0-9-]+$'))
      }

      // The same events, in the same order, as the first ones of the events list.
      const homeEvents = await page.locator('#events').getByRole('article').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(homeEvents.length).toBeGreaterThan(0)
      expect(homeEvents.length).toBeLessThanOrEqual(3)
      const times = await page.locator('#events time').evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')))
      expect(times.every((time) => time > Date.now() - 24 * 3600_000)).toBe(true)
      expect([...times].sort((a, b) => a - b)).toEqual(times)

      const projects = page.locator('#projects')
      for (const [value, label] of t.figures) {
        await expect(projects.getByRole('definition').filter({ hasText: value })).toBeVisible()
        await expect(projects.getByRole('term').filter({ hasText: label })).toBeVisible()
      }
      for (const name of ['DoToho!', 'Ment2Grow', 'Yodas', 'Open Up']) await expect(projects.getByText(name, { exact: true })).toBeVisible()

      await page.goto(t.events)
      const listEvents = await page.getByRole('main').getByRole('article').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(listEvents.slice(0, homeEvents.length)).toEqual(homeEvents)
    })

    test('testimonials, partners and press', async ({ page }) => {
      await page.goto(PAGES.home[locale])
      const quotes = page.locator('#testimonials blockquote')
      expect(await quotes.count()).toBeGreaterThan(0)
      await expect(quotes.first()).not.toBeEmpty()
      await expect(page.locator('#testimonials figcaption').first()).not.toBeEmpty()
      expect(await page.locator('#partners').getByRole('img').count()).toBeGreaterThan(0)
      const press = page.locator('#press')
      expect(await press.getByRole('listitem').count()).toBeGreaterThan(0)
      await expect(press.getByRole('link', { name: t.allPress })).toHaveAttribute('href', locale === 'cs' ? '/o-nas#press' : '/en/about#press')
    })
  })

  test.describe(`projects, memberzone, privacy, careers, about (${locale})`, () => {
    test('projects: featured programs, more projects, partners, figures and a membership call', async ({ page }) => {
      await page.goto(PAGES.projects[locale])
      const featured = page.locator('#featured')
      await expect(featured.getByRole('heading', { name: 'DoToho!' })).toBeVisible()
      await expect(featured.getByRole('heading', { name: 'Ment2Grow' })).toBeVisible()
      const more = page.locator('#more')
      await expect(more.getByRole('heading', { name: 'Yodas' })).toBeVisible()
      await expect(more.getByRole('heading', { name: 'Open Up' })).toBeVisible()
      expect(await page.locator('#partners').getByRole('img').count()).toBeGreaterThan(0)
      for (const [value] of t.figures) await expect(page.getByRole('definition').filter({ hasText: value })).toBeVisible()
      await expect(page.getByRole('link', { name: t.becomeMember })).toHaveAttribute('href', locale === 'cs' ? '/clenstvi' : '/en/membership')
    })

    test('memberzone: rules, benefits, booking rooms, Wi-Fi and printing, the login link, not indexed', async ({ page }) => {
      await page.goto(PAGES.memberzone[locale])
      for (const heading of t.memberzone) await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
      const login = page.getByRole('main').getByRole('link', { name: new RegExp(t.login) })
      await expect(login).toHaveAttribute('href', /^https:\/\/members\.hub1909\.cz/)
      await expect(login).toHaveAttribute('target', '_blank')
      await expect(login).toHaveAttribute('rel', /noopener/)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })

    test('privacy: the policy text', async ({ page }) => {
      await page.goto(PAGES.privacy[locale])
      for (const heading of t.privacy) await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
      await expect(page.getByRole('main')).toContainText('i18n_redirected')
    })

    test('careers: the open positions, not the filled one', async ({ page }) => {
      await page.goto(PAGES.careers[locale])
      const positions = page.getByRole('region', { name: t.openTitle })
      for (const job of t.jobs) await expect(positions.getByText(job, { exact: true })).toBeVisible()
      await expect(page.getByText(t.closedJob)).toHaveCount(0)
    })

    test('about: story, history, team and press', async ({ page }) => {
      await page.goto(PAGES.about[locale])
      await expect(page.locator('#story')).toContainText('500')
      await expect(page.locator('#history')).toContainText('1909')
      expect(await page.locator('#team article').count()).toBeGreaterThan(1)
      expect(await page.locator('#press li').count()).toBeGreaterThan(0)
    })
  })
}
