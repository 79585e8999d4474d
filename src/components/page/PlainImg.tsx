import { type ImgAttributes, PriorityImg } from './PriorityImg.client'

export type { ImgAttributes }

/**
 * An <img> from attributes prepared on the server (imgAttributes in Img.tsx): client components
 * draw optimised images without next/image's code. A `priority` image is eager with
 * fetchpriority=high (PriorityImg), and React's HTML renderer then preloads it from the head on its
 * own (<link rel=preload as=image imagesrcset imagesizes fetchpriority=high>).
 */
export function PlainImg({ attributes, priority = false }: { attributes: ImgAttributes; priority?: boolean }) {
  if (priority) return <PriorityImg attributes={attributes} />
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
  return <img {...attributes} alt={attributes.alt} />
}
