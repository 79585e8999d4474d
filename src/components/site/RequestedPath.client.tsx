'use client'

import { usePathname } from 'next/navigation'

/** "Page Not Found: {path}" with the path the visitor asked for (spec section 8). */
export function RequestedPath({ template }: { template: string }) {
  const pathname = usePathname()
  let path = pathname
  try {
    path = decodeURI(pathname)
  } catch {
    // keep it encoded
  }
  return <span>{template.replace('{path}', path)}</span>
}
