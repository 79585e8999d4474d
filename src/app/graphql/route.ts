/** `/graphql` answers exactly as Payload's `/api/graphql` (spec section 7: one endpoint at /graphql). */
export { OPTIONS, POST } from '../(payload)/api/graphql/route'
