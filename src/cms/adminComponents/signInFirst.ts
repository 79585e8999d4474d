import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

/**
 * Payload renders custom admin views for anyone (it guards only its own): whoever cannot use the
 * admin signs in first and comes back to `path` (e.g. '/guide').
 */
export function signInFirst({ initPageResult }: Pick<AdminViewServerProps, 'initPageResult'>, path: string): void {
  if (initPageResult.permissions.canAccessAdmin) return
  const admin = initPageResult.req.payload.config.routes.admin
  redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${path}`)}`)
}
