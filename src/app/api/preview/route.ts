import { draftMode, headers } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'

import { PREVIEW_COOKIE } from '@/lib/http/staffCookies.mjs'

import { isPreviewCollection } from '@/cms/preview'
import { isRecordId } from '@/lib/api/values'
import { localizedHref } from '@/i18n/href'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { previewTarget } from '@/lib/content/previewPath'
import { payloadClient } from '@/lib/payload'

/**
 * The CMS's "Preview" button (`?collection=posts&id=12&locale=en`): for a signed-in staff member,
 * turns on Next.js draft mode and redirects to the document's page in that locale, where the
 * queries then read the latest draft. Anyone else gets 401; the target path always comes from the
 * routing table, never from the request (no open redirect).
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const collection = params.get('collection')
  const rawId = params.get('id')
  const locale = params.get('locale') ?? defaultLocale
  if (!isPreviewCollection(collection) || !isRecordId(rawId) || !isLocale(locale)) {
    return new NextResponse('Bad preview request', { status: 400 })
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return new NextResponse('Sign in to the CMS to preview drafts.', { status: 401 })

  const doc = await payload.findByID({
    collection,
    id: Number(rawId),
    locale,
    fallbackLocale: defaultLocale,
    draft: true,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  const target = doc ? previewTarget(collection, doc) : null
  if (!target) return new NextResponse('This document has no page on the site.', { status: 404 })

  ;(await draftMode()).enable()
  const path = localizedHref(target, locale)
  const response = NextResponse.redirect(new URL(path, request.nextUrl.origin), { status: 307, headers: { 'Cache-Control': 'no-store' } })
  // The site's own mark of a preview (src/lib/http/staffCookies.mjs), beside draft mode's cookie.
  response.cookies.set(PREVIEW_COOKIE, '1', { httpOnly: true, sameSite: 'lax', path: '/', secure: request.nextUrl.protocol === 'https:' })
  return response
}
