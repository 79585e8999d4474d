import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { cs } from '@payloadcms/translations/languages/cs'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { adminTranslations } from './cms/adminTranslations'
import { ATTENTION, BRAND_ICON, BRAND_LOGO, CHECK_IN_NAV, CHECK_IN_VIEW, PERSONAL_DATA_NAV, PERSONAL_DATA_VIEW, STAFF_GUIDE_NAV, STAFF_GUIDE_VIEW } from './cms/adminComponents/paths'
import { collections } from './cms/collections'
import { redirects } from './cms/collections/Redirects'
import { seo } from './cms/seo'
import { mediaStorage } from './cms/storage'
import { Users } from './cms/collections/Users'
import { databaseAdapter } from './cms/database'
import { DATE_TIME_FORMAT } from './cms/fields/dates'
import { isProduction, payloadSecret, siteUrl, UPLOAD_MAX_BYTES } from './env'
import { globals } from './cms/globals'
import { LOCALE_LABELS } from './cms/labels'
import { depthLimit } from './cms/validation/graphqlDepth'
import { readableErrors } from './cms/hooks/readableErrors'
import { withGlobalInputGuard, withInputGuard } from './cms/validation/inputGuard'
import { defaultLocale, locales } from './i18n/locales'
import { mailAdapter } from './lib/mail/transport'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * A refused staff login (src/cms/collections/Users/loginHooks.ts) is logged as one line, not as an error with
 * its stack. Payload looks the level up by the error's `name`; its type lists only its own names.
 */
const loggingLevels: Record<string, 'info'> = { LoginThrottled: 'info' }

// Every operation's arguments on the site's own collections (ids, queries, data) are checked before anything
// else runs: input that would otherwise fail in a hook or in the database is a 400 or 404 (src/cms/validation).
export default buildConfig({
  // No serverURL: the admin and the API build their URLs from the address the page was served at, so
  // the CMS works at every address that reaches it (apex, www, an internal name). Links in mail and
  // feeds use SITE_URL (siteUrl()).
  secret: payloadSecret(),
  db: databaseAdapter(),
  editor: lexicalEditor(),
  sharp,
  collections: collections.map(withInputGuard),
  globals: globals.map(withGlobalInputGuard),
  plugins: [redirects, seo, mediaStorage()],
  // The transport of the mail outbox (src/lib/mail/worker.ts): SMTP when SMTP_URL is set, else .eml files.
  email: mailAdapter(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    // The house's icon in the staff's tabs rather than Payload's.
    meta: { titleSuffix: ' · CMS', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }] },
    // Payload's default is Gravatar: every staff page would send a hash of the staff member's
    // e-mail address to a third party (and the CMS's policy allows no third-party images).
    avatar: 'default',
    dateFormat: DATE_TIME_FORMAT,
    // The house's one time zone, preselected where the admin asks for one (scheduling a publish).
    timezones: { supportedTimezones: [{ label: 'Praha (Europe/Prague)', value: 'Europe/Prague' }], defaultTimezone: 'Europe/Prague' },
    components: {
      // The house's mark and name on the login page and in the header, not Payload's.
      graphics: { Logo: BRAND_LOGO, Icon: BRAND_ICON },
      beforeDashboard: [ATTENTION],
      afterNavLinks: [CHECK_IN_NAV, PERSONAL_DATA_NAV, STAFF_GUIDE_NAV],
      views: {
        personalData: { Component: PERSONAL_DATA_VIEW, path: '/personal-data' },
        // The door at an event, for a phone (src/lib/events/checkin.ts); a confirmation's QR code links here.
        checkIn: { Component: CHECK_IN_VIEW, path: '/check-in' },
        // The staff guide (docs/STAFF_GUIDE.*.md), for every role.
        staffGuide: { Component: STAFF_GUIDE_VIEW, path: '/guide' },
      },
    },
  },
  i18n: {
    supportedLanguages: { cs, en },
    // The CMS and its API answer in English unless the request asks for Czech (payload-lng cookie,
    // Accept-Language); staff choose their language in their account.
    fallbackLanguage: 'en',
    translations: adminTranslations,
  },
  localization: {
    locales: locales.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale,
    fallback: true,
  },
  // Payload's static allowlist is replaced by a check against the request's own address and SITE_URL
  // (src/cms/validation/origin.ts): an empty list turns Payload's off.
  csrf: [],
  cors: [siteUrl()],
  graphQL: {
    // Complexity and depth are bounded so that a crafted query cannot walk relationships without end.
    maxComplexity: 1000,
    validationRules: () => [depthLimit()],
    disablePlaygroundInProduction: true,
  },
  upload: {
    // Larger files are refused with 413 and this message (the default would silently truncate them).
    limits: { fileSize: UPLOAD_MAX_BYTES },
    abortOnLimit: true,
    responseOnLimit: `Soubor je větší než ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. / The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  },
  // Scheduled publishes run inside the app and worker processes (src/lib/content/schedule.ts), so
  // nobody triggers jobs over HTTP: /api/payload-jobs/run and /handle-schedules answer 401.
  jobs: { access: { run: () => false } },
  loggingLevels,
  hooks: {
    // Error names in REST and GraphQL answers survive the production build's minification.
    afterError: [readableErrors],
  },
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    autoGenerate: false,
  },
  debug: !isProduction(),
})
