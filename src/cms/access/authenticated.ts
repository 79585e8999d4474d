import type { PayloadRequest } from 'payload'

/** Staff only: every user of the CMS is a member of the house's staff. */
export const authenticated = ({ req: { user } }: { req: PayloadRequest }): boolean => Boolean(user)

