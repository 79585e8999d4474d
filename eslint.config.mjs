import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * Dates, times, numbers and lists a visitor reads go through the site's formatter (formatterFor in
 * src/i18n/formats.ts): the named formats, Prague time and the formatting locale (en-GB for `en`).
 * next-intl's own formatters format in the routing locale, `Intl` in whatever a call names.
 */
const formatterImports = [
  { name: 'next-intl', importNames: ['useFormatter', 'createFormatter'], message: 'Format with formatterFor(locale) from @/i18n/formats (on the server).' },
  { name: 'next-intl/server', importNames: ['getFormatter'], message: 'Format with formatterFor(locale) from @/i18n/formats.' },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'var/**',
      'test-results/**',
      'scripts/bench/minimal/.next/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
      'src/payload-types.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: formatterImports }],
      'no-restricted-properties': [
        'error',
        ...['DateTimeFormat', 'NumberFormat', 'ListFormat', 'RelativeTimeFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Format with formatterFor(locale) from @/i18n/formats; a machine format (a key, an offset) says so in an eslint-disable comment.',
        })),
      ],
    },
  },
  {
    // The one place that makes the site's formatter.
    files: ['src/i18n/formats.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One-way structure (issue 18): src/lib holds the domain and the plumbing, and never reaches back
    // into the CMS configuration (src/cms), React components (src/components) or routes (src/app).
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: formatterImports,
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(cms|components|app)(/|$)',
              message: 'src/lib must not import src/cms, src/components or src/app: move the shared piece into src/lib (or src/env.ts) and import it from there.',
            },
          ],
        },
      ],
    },
  },
]

export default config
