import { headers } from 'next/headers'

import { clientIp } from './clientIp'
import type { SubmissionMeta } from './submission'

export { clientIp }

/** Who is posting, from the request headers of a server action. */
export async function requestMeta(locale?: string | null): Promise<SubmissionMeta> {
  const h = await headers()
  return {
    ip: clientIp(h.get('x-forwarded-for'), h.get('x-real-ip')),
    locale,
    pageUrl: h.get('referer')?.slice(0, 2000) ?? null,
  }
}
