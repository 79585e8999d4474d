import { payloadClient } from '@/lib/payload'

import { DOCUMENT_ROUTES, type DocumentCollection } from '@/lib/content/previewPath'

import { documentPath, localeOfPath, redirectPath } from './paths'

export type RedirectTarget = { location: string; status: 301 | 302 }

type Target = { slug?: string | null; _status?: string | null; hasDetailPage?: boolean | null }

/**
 * Where a redirect staff keep (or a slug change left) sends a site path: a document's current
 * address in the path's language, or the URL staff typed. Null: none, or its document has no
 * page now (unpublished, deleted, a space without a page of its own).
 */
export async function findRedirect(rawPath: string): Promise<RedirectTarget | null> {
  const path = redirectPath(rawPath)
  if (!path) return null
  const locale = localeOfPath(path)
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: path } }, limit: 1, depth: 1, locale, draft: false, pagination: false })
  const redirect = docs[0]
  if (!redirect) return null
  const status = redirect.type === '302' ? 302 : 301
  if (redirect.to?.type === 'custom') return redirect.to.url && redirect.to.url !== path ? { location: redirect.to.url, status } : null
  const reference = redirect.to?.reference
  if (!reference || typeof reference.value !== 'object' || !(reference.relationTo in DOCUMENT_ROUTES)) return null
  const target = reference.value as Target
  if (!target.slug || target._status !== 'published' || target.hasDetailPage === false) return null
  return { location: documentPath(reference.relationTo as DocumentCollection, target.slug, locale), status }
}
