import type cs from '../../messages/cs.json'

/**
 * The texts app/global-error.tsx shows (of the `error` namespace of messages/cs.json and
 * messages/en.json: the label, the banner, the contact link and the 500 page, not the 404 page), for a client
 * component that replaces the whole document and so is loaded with every page: importing the
 * message files there put both complete files (15 KB of gzipped JavaScript) on every page. The
 * messages are precompiled as next-intl's plugin compiles the message files
 * (experimental.messages.precompile in next.config.ts): the browser carries only use-intl's small
 * formatter, not an ICU parser. tests/unit/messages.test.ts keeps this copy equal to those texts of
 * the compiled message files: after editing them there, paste what the failing test shows
 * (`icu-minify/compile` of each message). Compiled messages with arguments are arrays, which
 * use-intl formats.
 */
export const ERROR_MESSAGES = {
  "cs": {
    "500": {
      "title": "Omlouváme se, něco se pokazilo",
      "subtitle": "Zkuste stránku obnovit, nebo se vraťte na úvod. Pokud potíže trvají, napište nám.",
      "refresh": "Obnovit stránku",
      "home": "Na úvod"
    },
    "label": "Chyba",
    "contact": "Napište nám",
    "banner": [
      "Chyba ",
      [
        "status"
      ]
    ]
  },
  "en": {
    "500": {
      "title": "Sorry, something went wrong",
      "subtitle": "Try refreshing the page or go back home. If the problem persists, get in touch.",
      "refresh": "Refresh the page",
      "home": "Go home"
    },
    "label": "Error",
    "contact": "Contact us",
    "banner": [
      "Error ",
      [
        "status"
      ]
    ]
  }
} as unknown as Record<'cs' | 'en', Pick<(typeof cs)['error'], 'label' | 'banner' | 'contact' | '500'>>
