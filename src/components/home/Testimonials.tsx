import { getTranslations } from 'next-intl/server'

import { SiteImage } from '@/components/page/SiteImage'
import type { Locale } from '@/i18n/locales'
import type { Testimonial } from '@/lib/testimonials/queries'
import { Typo } from '@/components/page/Typo'

/** What members say: quote, name and position. */
export async function Testimonials({ testimonials, locale }: { testimonials: Testimonial[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'homePage' })
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.slice(0, 3).map((item) => (
        <li key={item.id}>
          <figure className="flex h-full flex-col rounded-lg border border-line bg-white p-6 sm:p-8">
            <blockquote className="font-display text-xl leading-snug sm:text-2xl">
              <p>
                <Typo>{t('quote', { text: item.text })}</Typo>
              </p>
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-4 pt-8">
              {item.photo ? (
                <span className="size-12 shrink-0 overflow-hidden rounded-full">
                  <SiteImage image={{ ...item.photo, alt: '' }} sizes="48px" className="size-full" />
                </span>
              ) : null}
              <span>
                <span className="block font-medium">{item.name}</span>
                {item.position ? <span className="block text-sm text-ink-muted"><Typo>{item.position}</Typo></span> : null}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
