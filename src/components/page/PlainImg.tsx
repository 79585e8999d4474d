/** The attributes of an <img> as next/image's optimiser wants them (Img.tsx makes them on the server). */
export type ImgAttributes = {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  alt: string
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  decoding?: 'async' | 'auto' | 'sync'
  className?: string
  style?: Record<string, string | number>
}

/**
 * An <img> from attributes prepared on the server (imgAttributes in Img.tsx): client components
 * draw optimised images without next/image's code. A `priority` image is eager with
 * fetchpriority=high, and React's server renderer then preloads it from the head on its own
 * (<link rel=preload as=image imagesrcset imagesizes fetchpriority=high>). No ReactDOM.preload():
 * called from a server component it becomes a hint in the RSC payload, and a prefetch of this
 * page from another would fetch this image at high priority there.
 */
export function PlainImg({ attributes, priority = false }: { attributes: ImgAttributes; priority?: boolean }) {
  return priority ? (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
    <img {...attributes} alt={attributes.alt} loading="eager" fetchPriority="high" />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
    <img {...attributes} alt={attributes.alt} />
  )
}
