import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, Payload } from 'payload'

/** A collection's name as the admin's menu shows it, in the staff member's language: one place for it. */
export function collectionLabel(payload: Payload, slug: CollectionSlug, i18n: Parameters<typeof getTranslation>[1]): string {
  return getTranslation(payload.collections[slug].config.labels.plural, i18n)
}
