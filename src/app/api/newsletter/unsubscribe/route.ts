import config from '@payload-config'
import { getPayload } from 'payload'

import { escapeHtml } from '@/lib/mail/layout'
import { localeOf, translatorFor } from '@/i18n/translator'
import { unsubscribeFromNewsletter } from '@/lib/newsletter/subscribe'
import { verifyUnsubscribeToken } from '@/lib/newsletter/tokens'
import { PLAIN_PAGE_POLICY } from '@/lib/security/headers.mjs'

/**
 * Unsubscribing without logging in: the link of every newsletter mail (GET shows a button, so
 * that mail scanners following links unsubscribe nobody) and the one-click POST of its
 * `List-Unsubscribe` header (RFC 8058). A specific route file wins over Payload's /api catch-all.
 */
export const dynamic = 'force-dynamic'

const MAX_BODY = 2048

function page(status: number, lang: string, title: string, text: string, form?: { action: string; button: string }) {
  const body = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>
<style>body{margin:0;background:#F5F1E8;color:#1C1B19;font:16px/1.5 Inter,system-ui,sans-serif}main{max-width:36rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:6px}h1{font:700 1.75rem/1.2 Fraunces,Georgia,serif;margin:0 0 1rem}button{font:inherit;font-weight:600;background:#1C1B19;color:#fff;border:0;border-radius:4px;padding:.75rem 1.25rem;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #A8834A;outline-offset:2px}a{color:#1C1B19}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${
    form
      ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
      : `<p><a href="${lang === 'en' ? '/en' : '/'}">${escapeHtml(translatorFor(lang, 'newsletterConfirm')('home'))}</a></p>`
  }</main></body></html>`
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': PLAIN_PAGE_POLICY,
    },
  })
}

function params(request: Request) {
  const url = new URL(request.url)
  return { url, signed: url.searchParams.get('s') ?? '', lang: localeOf(url.searchParams.get('lang')) }
}

export async function GET(request: Request): Promise<Response> {
  const { url, signed, lang } = params(request)
  const t = translatorFor(lang, 'newsletterConfirm')
  if (!verifyUnsubscribeToken(signed, (await getPayload({ config })).secret)) {
    return page(400, lang, t('invalidTitle'), t('invalidText'))
  }
  return page(200, lang, t('unsubscribeTitle'), t('unsubscribeText'), {
    action: `${url.pathname}?${url.searchParams.toString()}`,
    button: t('unsubscribeButton'),
  })
}

export async function POST(request: Request): Promise<Response> {
  const { signed, lang } = params(request)
  const t = translatorFor(lang, 'newsletterConfirm')
  const length = Number(request.headers.get('content-length') || 0)
  if (length > MAX_BODY) return page(413, lang, t('invalidTitle'), t('invalidText'))
  let oneClick = false
  try {
    const body = (await request.text()).slice(0, MAX_BODY)
    oneClick = body.includes('List-Unsubscribe=One-Click')
  } catch {
    // an unreadable body is the same as an empty form
  }
  try {
    const payload = await getPayload({ config })
    const { outcome } = await unsubscribeFromNewsletter(payload, signed)
    if (outcome === 'invalid') return page(400, lang, t('invalidTitle'), t('invalidText'))
  } catch (error) {
    console.error('[newsletter] unsubscribe failed:', error instanceof Error ? error.message : error)
    return page(503, lang, translatorFor(lang, 'forms')('failed'), '')
  }
  if (oneClick) return new Response('Unsubscribed', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  return page(200, lang, t('unsubscribedTitle'), t('unsubscribedText'))
}
