import { useLocale } from 'next-intl'

import { typography } from '@/lib/format/typography'

/**
 * Plain CMS text (a title, an excerpt, a tagline…) with the page language's typography: in Czech no
 * line ends in a one-letter preposition or conjunction, numbers stay with their units
 * (src/lib/format/typography.ts). Works in server and client components.
 */
export function Typo({ children }: { children: string | null | undefined }) {
  const locale = useLocale()
  return children ? typography(children, locale) : null
}
