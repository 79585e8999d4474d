import type { Access } from 'payload'

/** Public read for content without drafts (e.g. testimonials, media files). */
export const anyone: Access = () => true
