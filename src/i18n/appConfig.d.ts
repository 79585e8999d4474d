import type messages from '../../messages/cs.json'
import type { SiteFormats } from './formats'
import type { routing } from './routing'

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: typeof messages
    Formats: SiteFormats
  }
}
