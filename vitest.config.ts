import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

const integration = (db: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `int-${db}`,
    include: ['tests/int/**/*.test.ts'],
    // The mail templates, registered as the app process registers them (src/mailTemplates.ts).
    setupFiles: ['src/mailTemplates.ts'],
    environment: 'node',
    env: { TEST_DB: db, NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: 'integration-tests-secret-0123456789abcdef' },
    // Each file gets its own throwaway database; files run one after another to spare the 2 cores.
    pool: 'forks' as const,
    // Lexical's production bundles: its `node` entry points use a top-level await that Node 20
    // sometimes never settles (see scripts/lib.mjs, payloadCli).
    execArgv: ['--conditions=production'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      integration('sqlite'),
      integration('postgres'),
    ],
  },
})
