import { healthResponse } from '@/lib/health'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** For load balancers. Never cached. */
export function GET() {
  return healthResponse(payloadClient)
}
