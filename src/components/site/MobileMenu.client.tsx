'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef } from 'react'

import { keepFocusInside } from '@/components/ui/focusTrap'

import { CloseIcon, MenuIcon } from './icons'

type Props = { openLabel: string; closeLabel: string; label: string; children: ReactNode }

/**
 * The mobile menu (below 1024 px): a full-screen panel under the navbar. It is a native <details>,
 * so it opens and its links work without JavaScript; with it, focus moves into the menu and stays
 * there, Esc closes it and returns focus to the menu button, choosing a link closes it, and the
 * page behind does not scroll (globals.css).
 */
export function MobileMenu({ openLabel, closeLabel, label, children }: Props) {
  const ref = useRef<HTMLDetailsElement>(null)
  const pathname = usePathname()

  // A navigation (link choice, back button) closes the menu.
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [pathname])

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const summary = details.querySelector('summary')
    const onToggle = () => {
      if (details.open) details.querySelector<HTMLElement>('[data-menu-panel] a')?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!details.open) return
      if (event.key === 'Escape') {
        event.preventDefault()
        details.open = false
        summary?.focus()
      } else {
        keepFocusInside(details, event)
      }
    }
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-menu-panel] a')) details.open = false
    }
    details.addEventListener('toggle', onToggle)
    details.addEventListener('click', onClick)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      details.removeEventListener('toggle', onToggle)
      details.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return (
    <details ref={ref} className="mobile-menu group lg:hidden">
      <summary className="-mr-2 flex h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-medium">
        <span className="flex items-center gap-2 group-open:hidden">
          <MenuIcon />
          {openLabel}
        </span>
        <span className="hidden items-center gap-2 group-open:flex">
          <CloseIcon />
          {closeLabel}
        </span>
      </summary>
      <nav
        aria-label={label}
        data-menu-panel=""
        className="fixed inset-x-0 top-(--nav-h) bottom-0 overflow-y-auto overscroll-contain border-t border-(--nav-line) bg-(--nav-bg) px-5 pt-6 pb-10 text-(--nav-fg)"
      >
        {children}
      </nav>
    </details>
  )
}
