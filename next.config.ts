import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { legacyRedirects } from './src/i18n/legacyRedirects'
import { ADMIN_HEADERS, BASE_HEADERS, NEVER_FRAMED, NOT_A_PAGE_HEADERS, thirdPartyConfig } from './src/lib/security/headers.mjs'

// A malformed GTM_ID, LEAD_TRACKING_SRC or SENTRY_DSN stops `next dev`, the build and the server
// here, with what is expected.
thirdPartyConfig()

/**
 * What is never an HTML page: the policy under which nothing runs (pages get theirs from src/proxy.ts).
 * Headers set here win over a route handler's own, so the one handler that writes a page of its own
 * (the newsletter's one-click unsubscribe, with PLAIN_PAGE_POLICY) is left out.
 */
const NOT_PAGES = [
  '/api/:path((?!newsletter/unsubscribe).*)',
  '/graphql',
  '/_next/:path*',
  '/fonts/:path*',
  '/og/:path*',
  '/favicon.svg',
  '/hub1909.png',
  '/sitemap.xml',
  '/robots.txt',
  '/:locale(cs|en)?/blog/feed.xml',
  '/:locale(cs|en)?/events.ics',
]

// Messages are compiled when the app is built (next-intl's catalog loader): the browser gets use-intl's
// small formatter instead of an ICU parser (13 KB of gzipped JavaScript on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: ['cs', 'en'], precompile: true } },
})

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Loaded by the server only when SENTRY_DSN is set (src/instrumentation.ts): required from
  // node_modules then, not bundled into the server build.
  serverExternalPackages: ['@sentry/nextjs'],
  // Compression is left to the reverse proxy or CDN in production (COMPRESS=0); on a bare
  // `npm start` Next.js compresses itself.
  compress: process.env.COMPRESS !== '0',
  // Next.js caches nothing itself: pages are cached in front of it, where writes from any process
  // expire them (src/server/pageCache.mjs, src/server/nextCacheHandler.mjs).
  cacheHandler: path.resolve(import.meta.dirname, 'src/server/nextCacheHandler.mjs'),
  cacheMaxMemorySize: 0,
  images: {
    formats: ['image/avif', 'image/webp'],
    // No image is drawn wider than 1920 device pixels (the widest, 100vw below 1024 px, at 2x is
    // 2046): without 2048 and 3840 every srcset, in the HTML and again in the RSC payload, is two
    // candidates shorter, and the src fallback is not a 3840-pixel image.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  // Markdown imported by the server is its text (the admin's staff guide, docs/STAFF_GUIDE.*.md): built
  // into the bundle, so the production server needs no docs/ beside it.
  turbopack: { rules: { '*.md': { type: 'text' } } },
  experimental: {
    globalNotFound: true,
    // Turbopack merged small client modules into bigger chunks and so put the same modules (forms,
    // error page, next-intl) into two chunks of one page: 10 KB raw loaded twice. A lower request
    // cost keeps them in shared chunks: 4-5 KB less gzipped JavaScript per page, more small files.
    turbopackChunking: { requestCost: 10000, minChunkSize: 2000 },
  },
  async redirects() {
    // Browsers and crawlers ask for /favicon.ico whatever a page names; the house's icon is the SVG.
    return [{ source: '/favicon.ico', destination: '/favicon.svg', permanent: true }, ...legacyRedirects()]
  },
}

/** Header rules of a header map (a later rule's value of a key wins over an earlier one's, as Next.js documents). */
const headerRule = (source: string, headers: Record<string, string>) => ({ source, headers: Object.entries(headers).map(([key, value]) => ({ key, value })) })

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * withPayload sends Accept-CH / Critical-CH / Vary: Sec-CH-Prefers-Color-Scheme on every route, which
 * makes Chrome fetch the first page twice and stops CDNs from caching. The admin needs them; the
 * site does not, so they are scoped to /admin.
 */
const payloadHeaders = config.headers
config.headers = async () => {
  const rules = (await payloadHeaders?.()) ?? []
  return [
    ...rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    ),
    headerRule('/:path*', BASE_HEADERS),
    ...NOT_PAGES.map((source) => headerRule(source, NOT_A_PAGE_HEADERS)),
    // Only the site's pages may be framed (by the CMS's live preview), not the CMS itself nor the
    // page a route handler writes (the unsubscribe page, left out of NOT_PAGES).
    headerRule('/admin/:path*', ADMIN_HEADERS),
    headerRule('/api/newsletter/unsubscribe', NEVER_FRAMED),
    // Self-hosted fonts carry their package version in the file name (scripts/fonts.mjs).
    { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  ]
}

export default config
