import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Local API: no HTTP hop between site and CMS). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
