'use client'

import { SelectField, useAuth } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

/**
 * The role select, left out of the first account's screen (nobody signed in): that account is
 * always an administrator (firstAccountIsAdmin), and the field's default there read "Editor".
 */
export const RoleField: SelectFieldClientComponent = (props) => {
  const { user } = useAuth()
  return user ? <SelectField {...props} /> : null
}
