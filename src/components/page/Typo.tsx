import { useLocale } from 'next-intl'

import { typography } from '@/lib/format/typography'

/**
 * Plain CMS text (a title, an excerpt, a tagline…) with the page language's typography: in Czech no
 * line ends in a one-letter preposition or conjunction, numbers stay with their units
 * (src/lib/format/typography.ts). `lang` is the text's own language where it differs from the page's
 * (a Czech-only article listed on an English page). Works in server and client components.
 */
export function Typo({ children, lang }: { children: string | null | undefined; lang?: string }) {
  const locale = useLocale()
  return children ? typography(children, lang ?? locale) : null
}
