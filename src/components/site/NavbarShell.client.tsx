'use client'

import { type ReactNode, useEffect, useRef } from 'react'

/** Scrolling down further than this hides the navbar (spec section 9). */
export const NAVBAR_HIDE_AFTER_PX = 50

/**
 * The navbar's <header>: hidden after scrolling down more than 50 px, shown again on scrolling up
 * (spec section 4), never hidden while the mobile menu is open or while it holds keyboard focus
 * (globals.css). Only an attribute changes: the navbar itself is rendered on the server.
 */
export function NavbarShell({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    const header = ref.current
    if (!header) return
    let lastY = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      const menuOpen = header.querySelector('.mobile-menu[open]') !== null
      if (menuOpen || y <= NAVBAR_HIDE_AFTER_PX) header.dataset.hidden = 'false'
      else if (y > lastY) header.dataset.hidden = 'true'
      else if (y < lastY) header.dataset.hidden = 'false'
      lastY = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <header ref={ref} data-hidden="false" className="site-header fixed inset-x-0 top-0 z-50">
      {children}
    </header>
  )
}
