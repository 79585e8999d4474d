import { draftMode } from 'next/headers'

/**
 * True when a staff member opened a draft preview (draft mode is only ever enabled by
 * /api/preview after checking the CMS session). Pages pass it to the detail queries:
 * `getPostBySlug(slug, locale, { draft: await isDraftMode() })`.
 */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (build of static params, scripts)
  }
}
