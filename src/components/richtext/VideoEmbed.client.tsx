'use client'

import { useState } from 'react'

import type { VideoSource } from './safeUrl'

type Props = {
  video: VideoSource
  labels: { play: string; notice: string; watch: string; frameTitle: string }
}

/**
 * A video that loads its player (and the provider's cookies and scripts) only after a click. Before
 * that it is a button and a plain link to the video on the provider's site, which also works
 * without JavaScript.
 */
export function VideoEmbed({ video, labels }: Props) {
  const [playing, setPlaying] = useState(false)
  return (
    <figure className="my-8">
      <div className="relative aspect-video overflow-hidden rounded-lg bg-ink text-paper">
        {playing ? (
          <iframe
            src={video.embedUrl}
            title={labels.frameTitle}
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
            <span className="flex size-18 items-center justify-center rounded-full bg-paper text-ink transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 fill-current">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
            </span>
            <span className="text-lg font-medium">{labels.play}</span>
            <span className="max-w-md text-sm text-paper-muted">{labels.notice}</span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-ink-muted">
        <a href={video.watchUrl} className="link" target="_blank" rel="noopener noreferrer">
          {labels.watch}
        </a>
      </figcaption>
    </figure>
  )
}
