'use client'

import { usePathname } from 'next/navigation'
import { createTranslator } from 'next-intl'

import { ServerErrorPage } from '@/components/site/ServerErrorPage.client'

import { ERROR_MESSAGES } from '@/i18n/errorMessages'

import './globals.css'

/**
 * An error in the root layout itself (spec section 2: "the app root shows the error page whenever
 * a global error exists"). It replaces the whole document, so it picks its language from the path.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const pathname = usePathname() ?? '/'
  const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'cs'
  const t = createTranslator({ locale, messages: { error: ERROR_MESSAGES[locale] }, namespace: 'error' })

  return (
    <html lang={locale}>
      <body>
        <main id="main">
          <ServerErrorPage error={error} t={t} homeHref={locale === 'en' ? '/en' : '/'} />
        </main>
      </body>
    </html>
  )
}
