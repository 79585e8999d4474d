import type { PayloadRequest } from 'payload'

/** Staff only: every user of the CMS is a member of the house's staff. */
export const authenticated = ({ req: { user } }: { req: PayloadRequest }): boolean => Boolean(user)

/**
 * A collection of personal data (contact requests, subscribers, registrations, enquiries): staff
 * only, for every operation. Visitors write through the forms' server code, never through the API.
 */
export const staffOnly = {
  read: authenticated,
  create: authenticated,
  update: authenticated,
  delete: authenticated,
}
