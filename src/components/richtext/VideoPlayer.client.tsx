'use client'

import { useState, type ReactNode } from 'react'

/**
 * The part of a video (RichText's renderVideo) that needs the browser: a button, its face rendered
 * on the server (`children`), that swaps itself for the provider's player, so that the player (and
 * the provider's cookies and scripts) loads only after a click. Without JavaScript the figure's link
 * to the video on the provider's site is the way to watch it.
 */
export function VideoPlayer({ src, title, children }: { src: string; title: string; children: ReactNode }) {
  const [playing, setPlaying] = useState(false)
  return playing ? (
    <iframe
      src={src}
      title={title}
      className="absolute inset-0 size-full"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  ) : (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="surface-dark group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 p-6 text-center"
    >
      {children}
    </button>
  )
}
