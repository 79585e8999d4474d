import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isProduction, siteUrl } from '@/env'
import { rememberLogin, throttleLogin } from './loginHooks'

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
    // The lockout counts the failures of the account's trusted browsers; everyone else meets the
    // login throttle first, which answers 429 and never locks the account (src/lib/auth/loginThrottle.ts).
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: {
      secure: isProduction(),
      sameSite: 'Lax',
    },
    // Payload's own text, with the link at SITE_URL: the config has no serverURL (the CMS answers at
    // every address), and the address the request came to may not be the one the mail should name.
    forgotPassword: {
      generateEmailHTML: ({ req, token } = {}) => {
        const url = `${siteUrl()}/admin/reset/${token}`
        return `${req?.t('authentication:youAreReceivingResetPassword')} <a href="${url}">${url}</a> ${req?.t('authentication:youDidNotRequestPassword')}`
      },
    },
  },
  hooks: {
    beforeOperation: [throttleLogin],
    afterLogin: [rememberLogin],
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
