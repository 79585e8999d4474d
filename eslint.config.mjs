import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'var/**',
      'test-results/**',
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
    // One-way structure (issue 18): src/lib holds the domain and the plumbing, and never reaches back
    // into the CMS configuration (src/cms), React components (src/components) or routes (src/app).
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
