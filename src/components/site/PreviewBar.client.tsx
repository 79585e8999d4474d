'use client'

import { usePathname } from 'next/navigation'

/**
 * Shown to staff looking at a draft (draft mode): what they see is not public yet, and the way back
 * to the published page, as a link that works without JavaScript (the path is rendered on the server).
 */
export function PreviewBar({ text, exit }: { text: string; exit: string }) {
  const pathname = usePathname()
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink px-5 py-2 text-center text-sm text-paper">
      <span>{text}</span>
      <a className="font-semibold underline underline-offset-2" href={`/api/preview/exit?${new URLSearchParams({ path: pathname })}`}>
        {exit}
      </a>
    </div>
  )
}
