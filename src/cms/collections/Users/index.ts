import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin, isAdminField, ROLE_LABELS, ROLES } from '../../access/roles'
import { isProduction, siteUrl } from '@/env'
import { rememberLogin, throttleLogin } from './loginHooks'
import { adminOrSelf, firstAccountIsAdmin, keepOneAdmin, keepOneAdminOnDelete } from './roleHooks'

/** Staff accounts of the CMS. Visitors never sign in on the site. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { cs: 'Uživatel', en: 'User' },
    plural: { cs: 'Uživatelé', en: 'Users' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
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
    beforeChange: [firstAccountIsAdmin, keepOneAdmin],
    beforeDelete: [keepOneAdminOnDelete],
    afterLogin: [rememberLogin],
  },
  // Every staff member sees who the colleagues are (authors, who is editing a document); only an
  // administrator creates, removes or re-roles accounts, and everyone edits their own.
  access: {
    read: authenticated,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    admin: authenticated,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { cs: 'Jméno', en: 'Name' },
      maxLength: 120,
    },
    {
      name: 'role',
      type: 'select',
      label: { cs: 'Role', en: 'Role' },
      required: true,
      // The least a new account can do; the first account becomes an administrator (firstAccountIsAdmin).
      defaultValue: 'editor',
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: {
          cs: 'Správce: vše včetně účtů. Komunitní manažer/ka: obsah, akce a osobní údaje (registrace, poptávky, odběratelé). Redaktor/ka: obsah a média, bez osobních údajů.',
          en: 'Administrator: everything, accounts included. Community manager: content, events and personal data (registrations, enquiries, subscribers). Editor: content and media, no personal data.',
        },
      },
    },
  ],
}
