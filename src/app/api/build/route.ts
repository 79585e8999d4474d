import { buildId } from '@/lib/site/buildId'

export const dynamic = 'force-dynamic'

/** The deployed build's id, for the browser's hourly check (src/lib/site/buildId.ts). Never cached. */
export function GET() {
  return Response.json({ buildId: buildId() }, { headers: { 'Cache-Control': 'no-store' } })
}
