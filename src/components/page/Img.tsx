import { getImageProps, type ImageProps } from 'next/image'

import { type ImgAttributes, PlainImg } from './PlainImg'

type Props = Omit<ImageProps, 'priority' | 'preload'> & {
  /** The page's largest image above the fold: preloaded and fetched first (fetchpriority=high). */
  priority?: boolean
}

/**
 * next/image's attributes (the optimiser's srcset, `sizes`, intrinsic width and height, lazy
 * loading) as plain data, made on the server: client components receive them instead of importing
 * next/image. `priority` images are eager and fetched first.
 */
export function imgAttributes({ priority = false, ...rest }: Props): ImgAttributes {
  const { props } = getImageProps({
    ...rest,
    loading: priority ? 'eager' : (rest.loading ?? 'lazy'),
    fetchPriority: priority ? 'high' : rest.fetchPriority,
  })
  const { style, ...attributes } = props
  return { ...attributes, alt: rest.alt, style: style as ImgAttributes['style'] } as ImgAttributes
}

/**
 * next/image's markup without its client component, rendered as a plain <img>: next/image is a
 * client component that put its code (5 KB gzipped) on every page and hydrated every image. With
 * `priority` the image is preloaded from the document's head with fetchpriority=high, as the
 * largest image of a page should be.
 */
export function Img({ priority = false, ...rest }: Props) {
  return <PlainImg attributes={imgAttributes({ ...rest, priority })} priority={priority} />
}
