import { imgAttributes } from '@/components/page/Img'
import type { SiteImage } from '@/lib/content/types'

import type { GalleryPhoto } from './Gallery.client'

/** The gallery's photos with their thumbnail's and lightbox's <img> attributes, made on the server. */
export function galleryPhotos(images: SiteImage[]): GalleryPhoto[] {
  return images.map((image) => {
    const small = image.sizes.find((s) => s.name === 'card') ?? image.sizes[0] ?? image
    return {
      url: image.url,
      alt: image.alt,
      thumb: imgAttributes({
        src: small.url,
        alt: image.alt,
        width: small.width || 600,
        height: small.height || 400,
        sizes: '(min-width: 1024px) 25vw, 50vw',
        className: 'aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none',
        style: { objectPosition: `${image.focalX}% ${image.focalY}%` },
      }),
      full: imgAttributes({
        src: image.url,
        alt: image.alt,
        width: image.width,
        height: image.height,
        sizes: '100vw',
        loading: 'eager',
        className: 'max-h-[72vh] w-auto rounded-md object-contain',
      }),
    }
  })
}
