import { handleRegistrationPost } from '@/lib/events/formPost'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** The registration form posted without JavaScript (src/lib/events/formPost.ts). */
export async function POST(request: Request) {
  return handleRegistrationPost(await payloadClient(), request)
}
