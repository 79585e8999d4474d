import type { CollectionConfig, PayloadRequest } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin, isAdminField, ROLE_LABELS, ROLES } from '../../access/roles'
import { ROLE_FIELD } from '../../adminComponents/paths'
import { isProduction, siteUrl } from '@/env'
import { translatorFor } from '@/i18n/translator'
import { isSetupCode } from '@/lib/auth/setupCode'
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
      // Only the first account needs it, made by someone not signed in (Payload's first-register, which
      // the create-first-user screen posts): not whoever reaches a fresh installation first. Never stored.
      name: 'setupToken',
      type: 'text',
      virtual: true,
      label: { cs: 'Instalační kód', en: 'Setup code' },
      // The link the server prints (?setup=…) fills it in on the create-first-user screen.
      defaultValue: ({ req, user }) => (!user && typeof req.query?.setup === 'string' ? req.query.setup : undefined),
      // Scripts and the seed (the Local API) are the operator's own code: they need no code.
      validate: (value: unknown, { req }: { req: PayloadRequest }) => {
        if (req.payloadAPI === 'local' || isSetupCode(value, req.payload.config.secret)) return true
        return translatorFor(req.i18n?.language, 'staffAccounts')(value ? 'setupCodeWrong' : 'setupCodeMissing')
      },
      admin: {
        condition: (_data, _siblingData, { user }) => !user,
        readOnly: false, // a virtual field is read-only in the admin unless told otherwise
        disableBulkEdit: true,
        disableListColumn: true,
        disableListFilter: true,
        description: {
          cs: 'Server ho vypsal do logu při startu, dokud neexistuje žádný účet (řádek „First staff account“).',
          en: 'The server printed it to its log at start while there is no account (the line “First staff account”).',
        },
      },
    },
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
        components: { Field: ROLE_FIELD },
        description: {
          cs: 'Správce: vše včetně účtů. Komunitní manažer/ka: obsah, akce a osobní údaje (registrace, poptávky, odběratelé). Redaktor/ka: obsah a média, bez osobních údajů.',
          en: 'Administrator: everything, accounts included. Community manager: content, events and personal data (registrations, enquiries, subscribers). Editor: content and media, no personal data.',
        },
      },
    },
  ],
}
