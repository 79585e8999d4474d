import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps } from 'react'

/**
 * next-intl's provider for client components, with the messages it is given and without the site's
 * named formats (which it would otherwise take from the request config): dates and numbers are
 * formatted on the server (src/i18n/formats.ts), so no page carries the formats to the browser.
 */
export function ClientIntl(props: Omit<ComponentProps<typeof NextIntlClientProvider>, 'formats'>) {
  return <NextIntlClientProvider {...props} formats={{}} />
}
