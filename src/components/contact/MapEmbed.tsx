import { MapFrame } from './MapFrame.client'

type Props = {
  latitude: number
  longitude: number
  /** The place on openstreetmap.org: the link that always works, with or without the embed. */
  mapUrl: string
  labels: { load: string; notice: string; open: string; openMapy: string; frameTitle: string; newTab: string }
}

/** The house on Mapy.cz (the map most Czech visitors use), from the same coordinates. */
export function mapyUrl(latitude: number, longitude: number): string {
  return `https://mapy.cz/zakladni?x=${longitude}&y=${latitude}&z=18&source=coor&id=${longitude}%2C${latitude}`
}

/** Plain links to the house on OpenStreetMap and Mapy.cz: they work without JavaScript and without the embed. */
export function MapLinks({ latitude, longitude, mapUrl, labels }: Omit<Props, 'labels'> & { labels: Pick<Props['labels'], 'open' | 'openMapy' | 'newTab'> }) {
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem]">
      {[
        [mapUrl, labels.open],
        [mapyUrl(latitude, longitude), labels.openMapy],
      ].map(([href, label]) => (
        <a key={href} className="link" href={href} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="sr-only"> {labels.newTab}</span>
        </a>
      ))}
    </p>
  )
}

/** The OpenStreetMap embed's URL: a small box around the house with a marker on it. */
export function embedUrl(latitude: number, longitude: number): string {
  const d = 0.004
  const bbox = [longitude - d, latitude - d / 2, longitude + d, latitude + d / 2].map((n) => n.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`
}

/**
 * The map loads only after the visitor's click (MapFrame), so opening the contact page makes no
 * request to a third party; until then a drawn placeholder and the direct link to OpenStreetMap
 * stand in. Drawn here, on the server: the browser gets only the button's code.
 */
export function MapEmbed({ latitude, longitude, mapUrl, labels }: Props) {
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg border border-line bg-white sm:aspect-[16/9]">
        <MapFrame
          src={embedUrl(latitude, longitude)}
          title={labels.frameTitle}
          load={labels.load}
          drawing={
            <svg aria-hidden="true" viewBox="0 0 400 225" className="absolute inset-0 size-full text-line" preserveAspectRatio="xMidYMid slice">
              <g fill="none" stroke="currentColor" strokeWidth="10">
                <path d="M-10 60 L160 90 L420 40" />
                <path d="M120 -10 L160 90 L140 240" />
                <path d="M160 90 L300 150 L420 170" />
                <path d="M-10 180 L140 160 L300 150 L330 240" />
              </g>
              <circle cx="200" cy="110" r="9" className="fill-oak" />
            </svg>
          }
          notice={<p className="relative max-w-sm rounded-sm bg-white/90 px-2 py-1 text-sm text-ink-muted">{labels.notice}</p>}
        />
      </div>
      <MapLinks latitude={latitude} longitude={longitude} mapUrl={mapUrl} labels={labels} />
    </div>
  )
}
