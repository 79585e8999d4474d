'use client'

/** The attributes of an <img> as next/image's optimiser wants them (Img.tsx makes them on the server; PlainImg draws them). */
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
 * A page's largest image: eager, fetchpriority=high. It is a client component only so that the RSC
 * payload holds a reference to it instead of an <img>: React's RSC renderer sends a preload hint for
 * every eager <img> of a server component, and when another page prefetched this one, the browser
 * fetched this image at high priority on that other page. React's HTML renderer still preloads it
 * from this page's own head.
 */
export function PriorityImg({ attributes }: { attributes: ImgAttributes }) {
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
  return <img {...attributes} alt={attributes.alt} loading="eager" fetchPriority="high" />
}
