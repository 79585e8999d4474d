/* Payload's GraphQL endpoint (generated shape; keep in step with @payloadcms/next), behind the
   checks of src/cms/validation/graphqlRequest.ts (no 500 from a malformed body or document). */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardGraphql } from '@/cms/validation/graphqlRequest'

export const POST = guardGraphql(config, GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
