import path from 'node:path'

/** The repository: next, react and react-dom resolve from its node_modules. */
const root = path.resolve(import.meta.dirname, '../../..')

/**
 * The site's settings that change what a browser gets (next.config.ts), and nothing of its own:
 * the minimal app is the floor the stack sets. Telemetry is off by NEXT_TELEMETRY_DISABLED=1, set by
 * scripts/bench/minimal.ts as `npm start` sets it.
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compress: process.env.COMPRESS !== '0',
  experimental: {
    turbopackChunking: { requestCost: 10000, minChunkSize: 2000 },
  },
  turbopack: { root },
  outputFileTracingRoot: root,
  // Turbopack looks for instrumentation.* and proxy.* (middleware) from this folder up to the
  // root, and so found the site's src/instrumentation.ts and src/proxy.ts: with .tsx as the only
  // page extension it looks for instrumentation.tsx and proxy.tsx, which the site has not.
  // scripts/bench/minimal.ts checks the build has neither.
  pageExtensions: ['tsx'],
}

export default nextConfig
