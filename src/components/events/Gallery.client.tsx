'use client'

import { useEffect, useRef, useState } from 'react'

import { type ImgAttributes, PlainImg } from '@/components/page/PlainImg'

/** A photo with its thumbnail's and lightbox's <img> attributes (galleryPhotos, on the server). */
export type GalleryPhoto = { url: string; alt: string; thumb: ImgAttributes; full: ImgAttributes }

type Labels = { title: string; openPhoto: string; photo: string; close: string; next: string; previous: string }

const fill = (template: string, n: number, total: number) =>
  template.replace('{n}', String(n)).replace('{total}', String(total))

/**
 * The event's photos as a grid of buttons; each opens a lightbox: a modal <dialog> (focus stays
 * inside, Esc closes, the focus returns to the photo that opened it), with the arrow keys and two
 * buttons to move between photos. Without JavaScript each thumbnail is a link to the full image.
 * `labels` hold `{n}` and `{total}` placeholders, filled in here.
 */
export function Gallery({ images, labels }: { images: GalleryPhoto[]; labels: Labels }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [index, setIndex] = useState<number | null>(null)
  const total = images.length

  const open = (i: number, from: HTMLElement) => {
    opener.current = from
    setIndex(i)
  }
  const move = (step: number) => setIndex((i) => (i === null ? i : (i + step + total) % total))

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (index !== null && !el.open) el.showModal()
    if (index === null && el.open) el.close()
  }, [index])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      move(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      move(-1)
    }
  }

  const current = index === null ? null : images[index]

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="event-gallery">
        {images.map((image, i) => (
          <li key={image.url}>
            <a
              href={image.url}
              className="group block overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
              aria-label={fill(labels.openPhoto, i + 1, total)}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault()
                open(i, event.currentTarget)
              }}
            >
              <PlainImg attributes={image.thumb} />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={labels.title}
        onKeyDown={onKeyDown}
        onClose={() => {
          setIndex(null)
          opener.current?.focus()
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === event.currentTarget) setIndex(null)
        }}
        className="m-auto max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-ink/90"
        data-testid="lightbox"
      >
        {current && index !== null ? (
          <div className="flex h-dvh w-full flex-col items-center justify-center gap-4 p-4 text-paper">
            <figure className="flex max-h-[80vh] max-w-5xl flex-col items-center gap-3">
              <PlainImg attributes={current.full} />
              <figcaption className="text-sm" aria-live="polite" data-testid="lightbox-caption">
                {fill(labels.photo, index + 1, total)}
                {current.alt ? ` · ${current.alt}` : ''}
              </figcaption>
            </figure>
            <div className="flex gap-3">
              <button type="button" onClick={() => move(-1)} className="rounded-md border border-paper/70 px-4 py-2 hover:bg-paper hover:text-ink focus-visible:outline-2 focus-visible:outline-brass">
                <span aria-hidden="true">← </span>
                {labels.previous}
              </button>
              <button type="button" onClick={() => move(1)} className="rounded-md border border-paper/70 px-4 py-2 hover:bg-paper hover:text-ink focus-visible:outline-2 focus-visible:outline-brass">
                {labels.next}
                <span aria-hidden="true"> →</span>
              </button>
              <button type="button" autoFocus onClick={() => setIndex(null)} className="rounded-md bg-paper px-4 py-2 text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-brass">
                {labels.close}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  )
}
