import { SiteImage } from '@/components/page/SiteImage'
import type { SiteImage as SiteImageData } from '@/lib/content/types'

type Props = { images: SiteImageData[]; label: string }

/**
 * The space's pictures: the first large (above the fold, loaded first), the rest below, lazily.
 * Each is framed like the cards: a drawing (or photo) on a paper ground keeps its edge on the page.
 */
export function SpaceGallery({ images, label }: Props) {
  if (images.length === 0) return null
  const [first, ...rest] = images
  return (
    <section aria-label={label} className="flex flex-col gap-4">
      <figure className="overflow-hidden rounded-lg border border-line bg-white">
        <SiteImage image={first} priority sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw" className="aspect-[16/10] w-full" />
      </figure>
      {rest.length > 0 ? (
        <div className="grid grid-cols-2 gap-4">
          {rest.map((image) => (
            <figure key={image.url} className="overflow-hidden rounded-lg border border-line bg-white">
              <SiteImage image={image} sizes="(min-width: 1024px) 380px, 50vw" className="aspect-[4/3] w-full" />
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  )
}
