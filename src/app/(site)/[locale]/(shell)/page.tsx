import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { HomePage, homeMetadata } from '@/components/home/HomePage'
import type { Locale } from '@/i18n/locales'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return homeMetadata(locale)
}

export default async function Home({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  return <HomePage locale={locale} />
}
