import { APIError, type Access, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { translatorFor } from '@/i18n/translator'

import { hasRole } from '../../access/roles'

/** An administrator edits every account; anyone else only their own (name, password, language). */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  return hasRole(user, 'admin') ? true : { id: { equals: user.id } }
}

/** The first account of an installation is its administrator: someone must be able to add the others. */
export const firstAccountIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

class LastAdmin extends APIError {
  constructor(req: PayloadRequest) {
    super(translatorFor(req.i18n?.language, 'staffAccounts')('lastAdmin'), 400, null, true)
  }
}

async function otherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** The last administrator cannot take the role away from themselves: nobody could manage accounts. */
export const keepOneAdmin: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'admin' || data.role === undefined || data.role === 'admin') return data
  if ((await otherAdmins(req, originalDoc.id)) === 0) throw new LastAdmin(req)
  return data
}

export const keepOneAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (doc?.role === 'admin' && (await otherAdmins(req, id)) === 0) throw new LastAdmin(req)
}
