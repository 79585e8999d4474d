import type { PayloadRequest } from 'payload'

/**
 * Undo steps for the writes of one `inTransaction` (src/lib/forms/submission.ts), for databases
 * without a transaction to roll back: Payload's SQLite adapter runs without them. A write made with
 * a `req` registers how to take itself back; when a later step fails, the steps run, newest first.
 * On PostgreSQL the rollback does it and they are dropped.
 */
const UNDO = 'hub1909.transactionUndo'
type Undo = () => Promise<unknown>

export function onRollback(req: PayloadRequest | undefined, undo: Undo): void {
  if (!req) return
  const context = req.context as Record<typeof UNDO, Undo[] | undefined>
  ;(context[UNDO] ??= []).push(undo)
}

/** The undo steps registered on `req`, newest first (and forgotten). */
export function takeUndoSteps(req: PayloadRequest): Undo[] {
  const context = req.context as Record<typeof UNDO, Undo[] | undefined>
  const steps = context[UNDO] ?? []
  delete context[UNDO]
  return steps.reverse()
}
