import { extractHeaderLanguage } from '@payloadcms/translations'

import { translatorFor } from '@/i18n/translator'

export type ApiLanguage = 'cs' | 'en'

/** The language Payload answers in (src/payload.config.ts `i18n`): its cookie, then Accept-Language, else English. */
export function apiLanguage(headers: Headers): ApiLanguage {
  const cookie = /(?:^|;\s*)payload-lng=([^;]*)/.exec(headers.get('cookie') ?? '')?.[1]
  if (cookie === 'cs' || cookie === 'en') return cookie
  const accept = headers.get('accept-language')
  return accept && extractHeaderLanguage(accept) === 'cs' ? 'cs' : 'en'
}

export function apiTranslator(language: ApiLanguage) {
  return translatorFor(language, 'api')
}

/** The API's translator in the language Payload chose for a request (`req.i18n`). */
export function requestApiTranslator(req: { i18n?: { language?: string } }) {
  return apiTranslator(req.i18n?.language === 'cs' ? 'cs' : 'en')
}
