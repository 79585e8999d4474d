/**
 * Restarts every text-reveal banner's animation after the window is resized (spec section 4).
 * Listens until the returned function is called (SiteEffects.client.tsx).
 */
export function restartBannersOnResize(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let width = window.innerWidth
  const onResize = () => {
    // Mobile browsers resize the height while scrolling: only a width change restarts.
    if (window.innerWidth === width) return
    width = window.innerWidth
    clearTimeout(timer)
    timer = setTimeout(() => {
      for (const banner of document.querySelectorAll<HTMLElement>('.reveal-banner')) {
        // The mask and the slab move together: both start again in the same frame.
        for (const animation of banner.getAnimations({ subtree: true })) {
          animation.cancel()
          animation.play()
        }
      }
    }, 150)
  }
  window.addEventListener('resize', onResize)
  return () => {
    window.removeEventListener('resize', onResize)
    clearTimeout(timer)
  }
}
