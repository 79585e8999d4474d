import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { HomePage, homeMetadata } from '@/components/home/HomePage'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return homeMetadata(locale)
}

export default async function Home({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <HomePage locale={locale} />
}
