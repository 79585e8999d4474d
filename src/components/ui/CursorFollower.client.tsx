'use client'

import { useEffect, useRef } from 'react'

type Props = { className?: string }

/**
 * A ring that follows the pointer inside its positioned parent, 0.1 s behind (spec section 9).
 * Only for fine pointers (mouse, trackpad), never on touch, and off under reduced motion.
 */
export function CursorFollower({ className = '' }: Props) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = ref.current
    const area = el?.parentElement
    if (!el || !area) return
    const query = window.matchMedia('(pointer: fine) and (prefers-reduced-motion: no-preference)')
    if (!query.matches) return
    const move = (event: PointerEvent) => {
      const rect = area.getBoundingClientRect()
      el.style.transform = `translate3d(${event.clientX - rect.left}px, ${event.clientY - rect.top}px, 0)`
      el.style.opacity = '1'
    }
    const leave = () => {
      el.style.opacity = '0'
    }
    area.addEventListener('pointermove', move)
    area.addEventListener('pointerleave', leave)
    return () => {
      area.removeEventListener('pointermove', move)
      area.removeEventListener('pointerleave', leave)
    }
  }, [])

  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={`cursor-follower pointer-events-none absolute top-0 left-0 -mt-6 -ml-6 size-12 rounded-full border border-current opacity-0 ${className}`}
    />
  )
}
