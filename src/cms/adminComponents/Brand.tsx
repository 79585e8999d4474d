import type { Payload } from 'payload'

/** The house's window mark (as on the site, src/components/site/Logo.tsx), in the admin's text colour. */
function WindowMark({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 30" width={(size * 24) / 30} height={size}>
      <path d="M2 29V11a10 10 0 0 1 20 0v18Z M12 1.5V29 M2 12.5h20 M2 20.5h20" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

/** The login and first-account pages: the house's mark and name instead of Payload's logo. */
export async function Logo({ payload }: { payload: Payload }) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { brandName: true } }).catch(() => null)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 14, color: 'var(--theme-elevation-1000)' }}>
      <WindowMark size={44} />
      <span style={{ fontSize: 30, fontWeight: 600, letterSpacing: '-0.01em' }}>{settings?.brandName || 'HUB 1909'}</span>
    </span>
  )
}

/** The mark at the start of the admin's header (the link to the dashboard). */
export function Icon() {
  return (
    <span style={{ display: 'inline-flex', color: 'var(--theme-elevation-1000)' }}>
      <WindowMark size={22} />
    </span>
  )
}
