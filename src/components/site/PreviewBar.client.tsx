'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense } from 'react'

// Loaded only when the bar is rendered (draft mode): a client component the layout imports is loaded
// on every visitor's page, rendered or not (lazy loading in a client component, as Next.js documents).
const RefreshOnSave = lazy(() => import('./RefreshOnSave.client'))

/**
 * Shown to staff looking at a draft (draft mode): what they see is not public yet, and the way back
 * to the published page, as a link that works without JavaScript (the path is rendered on the server).
 * In the CMS's live preview the page also refreshes when staff save (`serverURL`: the site's origin).
 */
export function PreviewBar({ text, exit, serverURL }: { text: string; exit: string; serverURL: string }) {
  const pathname = usePathname()
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink px-5 py-2 text-center text-sm text-paper">
      <span>{text}</span>
      <a className="font-semibold underline underline-offset-2" href={`/api/preview/exit?${new URLSearchParams({ path: pathname })}`}>
        {exit}
      </a>
      <Suspense fallback={null}>
        <RefreshOnSave serverURL={serverURL} />
      </Suspense>
    </div>
  )
}
