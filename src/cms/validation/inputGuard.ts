import { APIError, type CollectionConfig, type CollectionSlug, type FlattenedField, type GlobalConfig, NotFound, type PayloadRequest, ValidationError } from 'payload'

import { requestApiTranslator } from '@/lib/api/language'

import { mistypedFields } from './dataTypes'
import { hasSerialIds, isPlainObject, isRecordId, MAX_RECORD_ID } from '@/lib/api/values'
import { invalidWherePath } from './where'

/**
 * A `beforeOperation` hook on each of the site's collections and globals (withInputGuard, src/payload.config.ts): the arguments
 * of an operation are checked before any other hook, access rule or query runs, for the REST API,
 * GraphQL and the Local API alike. What is refused:
 *
 * - an id that no record can have (`/api/events/abc`, `/api/events/init`, 99999999999): 404, not
 *   a NaN or out-of-range parameter for the database;
 * - `limit` and `page` that are not whole numbers (a negative LIMIT/OFFSET fails in SQL): 400;
 * - `where` conditions the database cannot evaluate (src/cms/validation/where.ts): 400;
 * - data of a create or update that is not an object, or whose fields do not have their types or
 *   name related records that do not exist (src/cms/validation/dataTypes.ts): 400 with the paths,
 *   as Payload's own validation answers.
 *
 * Messages are in the request's language (Payload's i18n: English unless Czech is asked for).
 */

type Args = Record<string, unknown> & { req?: PayloadRequest }

const t = requestApiTranslator

function checkPaging(args: Args, req: PayloadRequest) {
  const { limit, page } = args
  const whole = (v: unknown, min: number) => v === undefined || v === null || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= MAX_RECORD_ID)
  if (!whole(limit, 0) || !whole(page, 1)) throw new APIError(t(req)('invalidPaging'), 400, undefined, true)
}

function checkWhere(args: Args, req: PayloadRequest, fields: readonly FlattenedField[]) {
  if (!('where' in args)) return
  const locales = req.payload.config.localization ? req.payload.config.localization.localeCodes : []
  const path = invalidWherePath(args.where, fields, (slug) => req.payload.collections[slug as CollectionSlug]?.config.flattenedFields, locales)
  if (path !== null) throw new APIError(t(req)('invalidQuery', { path }), 400, undefined, true)
}

async function checkData(args: Args, req: PayloadRequest, entity: { slug: string; fields: readonly FlattenedField[]; global: boolean }) {
  const { data } = args
  const where = entity.global ? { global: entity.slug } : { collection: entity.slug }
  if (!isPlainObject(data)) throw new APIError(t(req)('notAnObject'), 400, undefined, true)
  const locales = req.payload.config.localization ? req.payload.config.localization.localeCodes : []
  const { mistyped, related, relatedPaths } = mistypedFields(data, entity.fields, { locales, allLocales: req.locale === 'all' })
  const errors = mistyped.map(({ path }) => ({ path, message: t(req)('wrongType') }))
  if (!errors.length) {
    for (const [collection, ids] of related) {
      if (!req.payload.collections[collection as CollectionSlug]) continue
      const { docs } = await req.payload.find({
        collection: collection as CollectionSlug,
        where: { id: { in: [...ids] } },
        depth: 0,
        limit: ids.size,
        pagination: false,
        overrideAccess: true,
        req,
      })
      const found = new Set(docs.map((d) => Number(d.id)))
      for (const id of ids) {
        if (!found.has(id)) errors.push({ path: relatedPaths.get(`${collection}:${id}`) ?? collection, message: t(req)('unknownRecord') })
      }
    }
  }
  if (errors.length) throw new ValidationError({ ...where, errors, req }, req.t)
}

const DATA_OPERATIONS = new Set(['create', 'update'])
const AUTH_OPERATIONS = new Set(['login', 'forgotPassword', 'resetPassword', 'unlock'])

type CollectionHook = NonNullable<NonNullable<CollectionConfig['hooks']>['beforeOperation']>[number]
type GlobalHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

/** The checks themselves, for a collection a plugin adds (src/cms/collections/Redirects). */
export const collectionGuard: CollectionHook = async ({ args, collection, operation, req }) => {
  const a = args as Args
  if (hasSerialIds(collection.flattenedFields) && 'id' in a && a.id !== undefined && !isRecordId(a.id)) throw new NotFound(req.t)
  checkPaging(a, req)
  checkWhere(a, req, collection.flattenedFields)
  if (DATA_OPERATIONS.has(operation)) await checkData(a, req, { slug: collection.slug, fields: collection.flattenedFields, global: false })
  else if (AUTH_OPERATIONS.has(operation) && a.data !== undefined && !isPlainObject(a.data)) {
    throw new APIError(t(req)('notAnObject'), 400, undefined, true)
  }
  return args
}

const globalGuard: GlobalHook = async ({ args, global, operation, req }) => {
  const a = (args ?? {}) as Args
  checkPaging(a, req)
  if (operation === 'update') await checkData(a, req, { slug: global.slug, fields: global.flattenedFields, global: true })
  return args
}

/**
 * The site's own collection with the checks in front of its own `beforeOperation` hooks. Payload's
 * internal collections (`payload-preferences`, `payload-locked-documents`, `payload-migrations`) are
 * left as Payload ships them: its admin writes them in shapes of its own on every screen.
 */
export function withInputGuard(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [collectionGuard, ...(collection.hooks?.beforeOperation ?? [])] } }
}

/** A global of the site's with the same checks. */
export function withGlobalInputGuard(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, beforeOperation: [globalGuard, ...(global.hooks?.beforeOperation ?? [])] } }
}
