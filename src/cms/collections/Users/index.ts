import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isProduction } from '../../env'

/** Staff accounts of the CMS. Visitors never sign in on the site. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { cs: 'Uživatel', en: 'User' },
    plural: { cs: 'Uživatelé', en: 'Users' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'updatedAt'],
  },
  auth: {
    // spec section 6: the session lasts 604800 s (7 days) and its cookie is Secure.
    tokenExpiration: 604800,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: {
      secure: isProduction(),
      sameSite: 'Lax',
    },
  },
  access: {
    read: authenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
    admin: authenticated,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { cs: 'Jméno', en: 'Name' },
      maxLength: 120,
    },
  ],
}
