import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test'

export * from '@playwright/test'

/**
 * Until React has hydrated a page it works as it does without JavaScript. A visitor who opens a
 * page and then uses it meets the hydrated page, and so do these tests: with JavaScript on, `goto`, `reload`, `goBack` and `goForward` return once a site page
 * (one drawn by SiteDocument, which has the skip link) carries `<html data-hydrated>`
 * (src/components/site/SiteEffects.client.tsx). A test that asks for an earlier moment (`waitUntil:
 * 'commit'` or `'domcontentloaded'`) gets the page at that moment.
 */
export function waitsForHydration(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>
    const wrapped = async (...args: unknown[]): Promise<Response | null> => {
      const response = await navigate(...args)
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null)
      if (options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded') return response
      if (!(response?.headers()['content-type'] ?? '').startsWith('text/html')) return response
      const sitePage = await page.evaluate(() => document.querySelector('a[href="#main"]') !== null)
      if (sitePage) await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
      return response
    }
    Object.assign(page, { [name]: wrapped })
  }
}

export const test = base.extend<{ context: BrowserContext }>({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitsForHydration(page)
      context.on('page', waitsForHydration)
    }
    await provide(context)
  },
})
