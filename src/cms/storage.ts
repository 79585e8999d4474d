import { s3Storage } from '@payloadcms/storage-s3'

import { s3Media } from '@/env'

/**
 * Uploads in an S3-compatible bucket when S3_BUCKET is set (several instances share them), else on
 * local disk. The plugin's fields are always inserted, so both run on one schema. Files are still
 * served by Payload at /api/media/file/<name> (its access control, the same URLs for next/image).
 */
export function mediaStorage() {
  const s3 = s3Media()
  return s3Storage({
    enabled: s3 !== null,
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: s3?.bucket ?? '',
    config: s3?.client ?? {},
  })
}
