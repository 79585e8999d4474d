'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

/**
 * In the CMS's live preview (draft mode only, never for visitors): when staff save the document,
 * the admin tells this frame and the page asks the server again for its draft (router.refresh, no
 * reload, the scroll position kept). `serverURL`: the site's origin, where the admin posts from.
 * A default export: PreviewBar loads it with React.lazy.
 */
export default function RefreshOnSave({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  // A stable callback: Payload's component re-subscribes whenever `refresh` changes.
  const refresh = useCallback(() => router.refresh(), [router])
  return <RefreshRouteOnSave refresh={refresh} serverURL={serverURL} />
}
