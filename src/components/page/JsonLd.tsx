import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { breadcrumbList, type Crumb, type JsonLdDocument, serializeJsonLd } from '@/lib/seo/structuredData'

/** Structured data for search engines (src/lib/seo/structuredData.ts); no text can close the script element. */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

/** The BreadcrumbList of a page below the home page: home ("nav.home"), then `trail`. */
export async function BreadcrumbJsonLd({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  return <JsonLd data={breadcrumbList(locale, t('home'), trail)} />
}
