/* Payload's REST API (generated shape; keep in step with @payloadcms/next), behind the checks of
   src/cms/validation/restRequest.ts (no 500 from a malformed body or query string). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRest } from '@/cms/validation/restRequest'

export const GET = guardRest(config, REST_GET(config))
export const POST = guardRest(config, REST_POST(config))
export const DELETE = guardRest(config, REST_DELETE(config))
export const PATCH = guardRest(config, REST_PATCH(config))
export const PUT = guardRest(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
