import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Staff roles (docs/STAFF_GUIDE.en.md, Roles): an administrator does everything, staff accounts included; a community
 * manager works with content and the people who write to the house (registrations, enquiries, contact
 * requests, subscribers, their mail); an editor with content and media, never with personal data.
 */
export const ROLES = ['admin', 'communityManager', 'editor'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, { cs: string; en: string }> = {
  admin: { cs: 'Správce', en: 'Administrator' },
  communityManager: { cs: 'Komunitní manažer/ka', en: 'Community manager' },
  editor: { cs: 'Redaktor/ka', en: 'Editor' },
}

type MaybeUser = PayloadRequest['user'] | null | undefined

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  return Boolean(user && roles.includes((user as { role?: Role }).role as Role))
}

export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')
export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

/** Who may see and handle personal data: administrators and community managers. */
export const readsPersonalData = (user: MaybeUser): boolean => hasRole(user, 'admin', 'communityManager')
export const handlesPersonalData: Access = ({ req: { user } }) => readsPersonalData(user)

/**
 * A collection of personal data (contact requests, subscribers, registrations, enquiries): the roles
 * that handle personal data, for every operation. Visitors write through the forms' server code, never
 * through the API.
 */
export const personalData = {
  read: handlesPersonalData,
  create: handlesPersonalData,
  update: handlesPersonalData,
  delete: handlesPersonalData,
}

/** Settings of the house (prices, VAT, bank account, retention): administrators and community managers. */
export const managesHouse: Access = handlesPersonalData
