import type cs from '../../messages/cs.json'

/**
 * The `error` namespace of messages/cs.json and messages/en.json for app/global-error.tsx, a client
 * component that replaces the whole document: importing the message files there put both complete
 * files (15 KB of gzipped JavaScript) on every page. The messages are precompiled as next-intl's
 * plugin compiles the message files (experimental.messages.precompile in next.config.ts): the browser
 * carries only use-intl's small formatter, not an ICU parser. tests/unit/messages.test.ts keeps this
 * copy equal to the compiled message files: after editing the error texts there, paste the compiled
 * namespace that the failing test shows (`icu-minify/compile` of each message). Typed as the message
 * file's namespace; compiled messages with arguments are arrays, which use-intl formats.
 */
export const ERROR_MESSAGES = {
  "cs": {
    "404": {
      "title": "Takovou stránku nemáme",
      "subtitle": "Možná se přestěhovala, nebo je v adrese překlep. Vraťte se na úvod, nebo se u nás zastavte na kávu a vyzkoušejte si den zdarma.",
      "path": [
        "Page Not Found: ",
        [
          "path"
        ]
      ],
      "home": "Zpět na úvod",
      "coffee": "Přijďte na kávu a den zdarma"
    },
    "500": {
      "title": "Omlouváme se, něco se pokazilo",
      "subtitle": "Zkuste stránku obnovit, nebo se vraťte na úvod. Pokud potíže trvají, napište nám.",
      "refresh": "Obnovit stránku",
      "home": "Na úvod",
      "contact": "Napište nám"
    },
    "label": "Chyba",
    "banner": [
      "Chyba ",
      [
        "status"
      ]
    ]
  },
  "en": {
    "404": {
      "title": "We don't have such a page",
      "subtitle": "It may have moved, or there is a typo in the address. Head back home, or drop by for a coffee and try a day with us for free.",
      "path": [
        "Page Not Found: ",
        [
          "path"
        ]
      ],
      "home": "Back home",
      "coffee": "Come for a coffee and a free day"
    },
    "500": {
      "title": "Sorry, something went wrong",
      "subtitle": "Try refreshing the page or go back home. If the problem persists, get in touch.",
      "refresh": "Refresh the page",
      "home": "Go home",
      "contact": "Contact us"
    },
    "label": "Error",
    "banner": [
      "Error ",
      [
        "status"
      ]
    ]
  }
} as unknown as Record<'cs' | 'en', (typeof cs)['error']>
