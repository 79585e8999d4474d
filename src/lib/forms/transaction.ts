import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { wakeOutboxWorker } from '../mail/outbox'
import { takeUndoSteps } from '../undo'

export { onRollback } from '../undo'

/**
 * Runs `fn` in one database transaction: everything written with the given `req` (the record and
 * the mails queued about it) is committed together or not at all. The transaction is ended on every
 * path, so a failure never leaves a connection "idle in transaction". After the commit this
 * process's outbox worker, if it runs here, is told to look for the new mail.
 *
 * Payload's SQLite adapter has no transactions: there a failed step undoes the earlier writes by
 * hand (`onRollback`). Only a crash between two writes can then leave the first without the second.
 */
export async function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const started = await initTransaction(req)
  let committed = false
  try {
    const result = await fn(req)
    if (started) await commitTransaction(req)
    committed = true
    return result
  } finally {
    // A failure in `fn` or in the commit itself: roll back (a no-op once Payload has done so).
    if (started && !committed) await killTransaction(req)
    if (!started && !committed) {
      for (const undo of takeUndoSteps(req)) {
        await undo().catch((error) => payload.logger.error({ msg: '[forms] could not undo a write', err: error }))
      }
    }
    if (committed) wakeOutboxWorker()
  }
}

const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE'])

/**
 * Whether a write was refused by a unique index (a lost race for a seat or an e-mail address).
 *
 * Payload turns the database's error (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE) into a
 * ValidationError whose entries name the table (`handleUpsertError` in @payloadcms/drizzle). The
 * class cannot be tested with `instanceof`: in a production build the error is made in one server
 * chunk and checked in another, each with its own copy of the class. So the error is recognised by
 * its shape: the database's own code, or a 400 whose every entry names a table.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const candidate = e as { code?: unknown; status?: unknown; data?: { errors?: unknown }; cause?: unknown }
    if (typeof candidate.code === 'string' && UNIQUE_CODES.has(candidate.code)) return true
    const entries = candidate.data?.errors
    if (
      candidate.status === 400 &&
      Array.isArray(entries) &&
      entries.length > 0 &&
      entries.every((entry) => typeof (entry as { tableName?: unknown })?.tableName === 'string')
    ) {
      return true
    }
    e = candidate.cause
  }
  return false
}
