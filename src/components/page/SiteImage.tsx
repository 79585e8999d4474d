import { Img } from './Img'

import type { SiteImage as SiteImageData } from '@/lib/content/types'

type Props = {
  image: SiteImageData
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Above the fold (the first image of a page): loaded eagerly with high priority. */
  priority?: boolean
  className?: string
}

/**
 * A CMS image through next/image's optimiser, rendered without its client component (Img):
 * intrinsic width and height (no layout shift), responsive `srcset`, lazy unless `priority`,
 * cropped around the editor's focal point.
 */
export function SiteImage({ image, sizes, priority = false, className = '' }: Props) {
  if (!image.width || !image.height) return null
  return (
    <Img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
      className={`object-cover ${className}`}
      style={{ objectPosition: `${image.focalX}% ${image.focalY}%` }}
    />
  )
}
