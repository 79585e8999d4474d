import type { Access } from 'payload'

import { authenticated } from './authenticated'

/** Public read for content without drafts (e.g. testimonials, media files). */
export const anyone: Access = () => true

/** A collection of content without drafts (testimonials, partners, media files…): anyone reads, staff write. */
export const publicContent = {
  read: anyone,
  create: authenticated,
  update: authenticated,
  delete: authenticated,
}
