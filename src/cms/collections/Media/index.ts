import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, PayloadRequest } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publicContent } from '../../access/anyone'
import { mediaDir, s3Media } from '@/env'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'

/** Image types the site can show. SVG is left out on purpose: it can carry scripts. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

/**
 * `/api/media/file/<name>` for a file that is not on the disk: 404. Payload (3.90.1, getFile) answers
 * it with a 500 "Something went wrong" whenever read access is public, for any name anyone asks for.
 */
function missingFileIs404(req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> | Promise<void> | void {
  const dir = path.resolve(mediaDir())
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return // Payload refuses a path outside the folder itself
  // Nothing (undefined) lets Payload serve the file.
  return fs.stat(file).then(
    () => undefined,
    () => Response.json({ errors: [{ message: req.t('general:notFound') }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } }),
  ) as Promise<Response> | Promise<void>
}

/** Images of the site, with a localised alt text and sizes for responsive delivery. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { cs: 'Obrázek', en: 'Image' },
    plural: { cs: 'Obrázky', en: 'Images' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    listSearchableFields: ['alt', 'filename'],
  },
  access: publicContent,
  upload: {
    staticDir: mediaDir(),
    // In a bucket the storage plugin's own handler answers a missing file with 404.
    handlers: s3Media() ? [] : [missingFileIs404],
    mimeTypes: IMAGE_MIME_TYPES,
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 480, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 78, effort: 2 } } },
      { name: 'card', width: 960, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80, effort: 2 } } },
      { name: 'hero', width: 1920, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 82, effort: 2 } } },
    ],
  },
  hooks: collectionInvalidation([TAGS.media]),
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { cs: 'Popis obrázku (alt)', en: 'Alternative text' },
      localized: true,
      required: true,
      maxLength: 300,
      admin: {
        description: {
          cs: 'Co je na obrázku, pro nevidomé a vyhledávače.',
          en: 'What the image shows, for screen readers and search engines.',
        },
      },
    },
    {
      name: 'caption',
      type: 'text',
      label: { cs: 'Popisek', en: 'Caption' },
      localized: true,
      maxLength: 300,
    },
  ],
}
