'use client'

import { type ReactNode, useState } from 'react'

/**
 * The map's frame: the placeholder drawn by the server (`drawing`, `notice`) and a button that swaps
 * it for the OpenStreetMap embed, so that opening the contact page makes no request to a third party.
 */
export function MapFrame({ src, title, load, drawing, notice }: { src: string; title: string; load: string; drawing: ReactNode; notice: ReactNode }) {
  const [loaded, setLoaded] = useState(false)
  if (loaded) return <iframe title={title} src={src} className="absolute inset-0 size-full" loading="lazy" referrerPolicy="no-referrer" />
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
      {drawing}
      <button
        type="button"
        onClick={() => setLoaded(true)}
        className="relative inline-flex h-11 items-center justify-center rounded-md bg-ink px-5 font-medium text-paper hover:bg-oak"
      >
        {load}
      </button>
      {notice}
    </div>
  )
}
