import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl'

/**
 * The full key of any message of messages/*.json (`forms.errors.email`), checked by the compiler
 * (src/i18n/appConfig.d.ts types every `t()` call). For keys that travel as data, such as the field
 * errors a form's action returns for the browser to translate.
 */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>
