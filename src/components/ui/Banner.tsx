import type { CSSProperties } from 'react'

type Props = {
  /** The text revealed. */
  text: string
  /** Width in px at ≥ 1024 px; below it the banner is 0.83 of it (0.58 with enableSmall). */
  width: number
  /** Unique on the page: the reveal restarts per banner on resize. */
  id: string
  /** Milliseconds before the reveal starts. */
  delay?: number
  /** Banner colour (default white). */
  bgColor?: string
  /** Text colour (default dark). */
  bgTextColor?: string
  enableSmall?: boolean
  /** Font size as a share of the width (default 0.2). */
  scale?: number
  /** The element: a heading level when the text is one. */
  as?: 'span' | 'p' | 'h1' | 'h2' | 'div'
  className?: string
}

/**
 * The text-reveal banner (spec sections 3, 4 and 9): a slab of colour whose text is revealed from
 * left to right in 0.8 s, ease-in, after `delay`. Pure CSS (globals.css `.reveal-banner`: a mask and
 * the slab in it, moved by transforms the compositor animates); the one client code
 * (restartBannersOnResize, src/components/site/bannerRestart.ts) restarts the reveal on resize.
 * Shown at once under reduced motion.
 */
export function Banner({
  text,
  width,
  id,
  delay = 0,
  bgColor = 'var(--color-white)',
  bgTextColor = 'var(--color-ink)',
  enableSmall = false,
  scale,
  as: Tag = 'span',
  className = '',
}: Props) {
  const style = {
    '--banner-width': `${width}px`,
    '--banner-delay': `${delay}ms`,
    '--banner-bg': bgColor,
    '--banner-fg': bgTextColor,
    ...(scale ? { '--banner-scale': String(scale) } : {}),
  } as CSSProperties
  return (
    <Tag id={id} className={`reveal-banner ${className}`} style={style} data-small={enableSmall || undefined}>
      <span className="reveal-banner-mask">
        <span className="reveal-banner-slab">{text}</span>
      </span>
    </Tag>
  )
}
