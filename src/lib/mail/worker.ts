import os from 'node:os'
import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { processScope } from '../processScope.mjs'
import { onOutboxWake } from './outbox'
import { claimDueMail, type Envelope, markFailed, markSent, markSkipped, releaseClaims, renewLeases, type ClaimedMail } from './outboxStore'
import { mailTemplate } from './templates'
import { messageIdFor } from './transport'

/**
 * The outbox worker: claims due mails (src/lib/mail/outboxStore.ts), renders each from its
 * template, hands it to the mail transport (SMTP, or `.eml` files) and marks it sent. It runs in
 * every app process (started by src/instrumentation.ts unless JOBS_AUTORUN=0) and as its own
 * process (`npm run jobs`); any number of them may run against one database.
 *
 * Guarantees:
 * - a mail is sent only by the worker holding its lease, and never again once marked sent; its
 *   Message-ID is derived from its key, so it is the same on every attempt;
 * - a worker that dies leaves leases that run out after LEASE_SEC: the mails are then taken again
 *   (the one window for a duplicate is a crash between the server's acceptance and the mark, and
 *   the duplicate carries the same Message-ID);
 * - a failed attempt is retried with exponential back-off (MAIL_RETRY_DELAY_MS, at most an hour
 *   apart) for up to three days; a permanent refusal (a 5xx answer) or an unknown template fails at
 *   once. Failed mails stay visible to staff, who can queue them again.
 */

/** A lease is renewed while its mail is in flight, so it only runs out when its worker is gone. */
export const LEASE_SEC = 20
const HEARTBEAT_MS = 5_000
/** Mails in flight at once per worker (the SMTP transport pools as many connections). */
export const MAIL_CONCURRENCY = 4
/** Retries stop this long after a mail was queued. */
export const MAIL_GIVE_UP_MS = 72 * 60 * 60 * 1000
const MAX_DELAY_SEC = 60 * 60

export function mailRetryBaseMs(): number {
  return Number(process.env.MAIL_RETRY_DELAY_MS) || 30_000
}

/** The wait before attempt n+1 after n failed ones: base · 2^(n-1), at most an hour, ±20 % jitter. */
export function retryDelaySec(attempts: number, baseMs = mailRetryBaseMs(), random = Math.random()): number {
  const exponential = (baseMs / 1000) * 2 ** Math.max(0, attempts - 1)
  return Math.min(MAX_DELAY_SEC, exponential) * (0.8 + 0.4 * random)
}

/** A refusal that no retry will change: the server's 5xx answer, or a message without recipients. */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as { responseCode?: unknown; code?: unknown }
  if (typeof e?.responseCode === 'number') return e.responseCode >= 500 && e.responseCode < 600
  return e?.code === 'EENVELOPE'
}

type Address = string | { name?: string; address: string }

/** The rendered mail's recipients (`Name <address>`, comma-separated) and subject. */
export function envelopeOf(message: { to?: Address | Address[]; subject?: string }): Envelope {
  const list = message.to === undefined ? [] : Array.isArray(message.to) ? message.to : [message.to]
  const recipient = list.map((a) => (typeof a === 'string' ? a : a.name ? `${a.name} <${a.address}>` : a.address)).join(', ')
  return { recipient: recipient.slice(0, 500), subject: (message.subject ?? '').slice(0, 500) }
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

export type DeliveryCounts = { sent: number; failed: number; retrying: number; skipped: number }

export type OutboxWorkerOptions = {
  /** How often to look for due mail when nobody wakes the worker (JOBS_INTERVAL_MS). */
  pollMs?: number
  concurrency?: number
  owner?: string
}

export class OutboxWorker {
  readonly owner: string
  private readonly pollMs: number
  private readonly concurrency: number
  private running = false
  private stopping = false
  private loop: Promise<void> | undefined
  private wakeUp: (() => void) | undefined
  private woken = false
  /** Claimed and not started yet: given back when the worker stops. */
  private readonly waiting = new Map<number, ClaimedMail>()
  /** Being rendered or sent: their leases are renewed until they finish. */
  private readonly sending = new Set<number>()
  private heartbeat: ReturnType<typeof setInterval> | undefined

  constructor(
    private readonly payload: Payload,
    options: OutboxWorkerOptions = {},
  ) {
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`
    this.pollMs = options.pollMs ?? (Number(process.env.JOBS_INTERVAL_MS) || 1000)
    this.concurrency = options.concurrency ?? MAIL_CONCURRENCY
  }

  /** Starts polling; `wake()` (and a committed submission in this process) makes it look at once. */
  start(): void {
    if (this.running) return
    this.running = true
    onOutboxWake(() => this.wake())
    this.heartbeat = setInterval(() => void this.renewLeases(), HEARTBEAT_MS)
    this.heartbeat.unref()
    this.loop = this.run()
  }

  wake(): void {
    this.woken = true
    this.wakeUp?.()
  }

  /**
   * Stops claiming, waits for the mails in flight (at most `timeoutMs`) and gives back what it
   * claimed and did not start. A mail still in flight after the timeout keeps its lease until the
   * lease runs out, and is then taken by another worker.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.running) return
    this.running = false
    this.stopping = true
    onOutboxWake(undefined)
    this.wakeUp?.()
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))
    await Promise.race([this.loop?.catch(() => undefined), deadline])
    clearTimeout(timer)
    clearInterval(this.heartbeat)
    const unstarted = [...this.waiting.keys()]
    this.waiting.clear()
    await releaseClaims(this.payload, unstarted, this.owner).catch((error) =>
      this.payload.logger.error({ msg: '[outbox] could not give back claimed mail', err: error }),
    )
  }

  /** One pass: claims what is due (up to `limit`) and delivers it, `concurrency` at a time. */
  async deliverDue(limit = 50): Promise<DeliveryCounts> {
    const counts: DeliveryCounts = { sent: 0, failed: 0, retrying: 0, skipped: 0 }
    const claimed = await claimDueMail(this.payload, this.owner, limit, LEASE_SEC)
    for (const mail of claimed) this.waiting.set(mail.id, mail)
    const lane = async () => {
      for (const mail of this.waiting.values()) {
        if (this.stopping) return // the rest is given back by stop()
        if (!claimed.includes(mail) || this.sending.has(mail.id)) continue
        this.waiting.delete(mail.id)
        this.sending.add(mail.id)
        try {
          counts[await this.deliver(mail)]++
        } finally {
          this.sending.delete(mail.id)
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(this.concurrency, claimed.length) }, lane))
    return counts
  }

  private async run(): Promise<void> {
    const batch = this.concurrency * 4
    while (this.running) {
      let more = false
      try {
        const counts = await this.deliverDue(batch)
        more = counts.sent + counts.failed + counts.retrying + counts.skipped >= batch
      } catch (error) {
        // The database is away: try again at the next poll.
        this.payload.logger.error({ msg: '[outbox] could not claim mail', err: error })
      }
      if (!more && this.running) await this.sleep()
    }
  }

  private sleep(): Promise<void> {
    if (this.woken) {
      this.woken = false
      return Promise.resolve()
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.wakeUp?.(), this.pollMs)
      this.wakeUp = () => {
        clearTimeout(timer)
        this.wakeUp = undefined
        this.woken = false
        resolve()
      }
    })
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.waiting.keys(), ...this.sending]
    if (ids.length === 0) return
    await renewLeases(this.payload, ids, this.owner, LEASE_SEC).catch((error) =>
      this.payload.logger.warn({ msg: '[outbox] could not renew leases', err: error }),
    )
  }

  private async deliver(mail: ClaimedMail): Promise<keyof DeliveryCounts> {
    const { payload, owner } = this
    const template = mailTemplate(mail.template)
    if (!template) {
      await markFailed(payload, mail, owner, `Unknown mail template "${mail.template}"`, null)
      return 'failed'
    }
    let envelope: Envelope | null = null
    try {
      const message = await template({ payload, params: mail.params, key: mail.key })
      if (!message) {
        await markSkipped(payload, mail, owner)
        return 'skipped'
      }
      envelope = envelopeOf(message)
      const messageId = messageIdFor(mail.key)
      await payload.sendEmail({ ...message, messageId })
      if (!(await markSent(payload, mail, owner, messageId, envelope))) {
        payload.logger.warn(`[outbox] mail ${mail.id} was sent after its lease had passed to another worker`)
      }
      return 'sent'
    } catch (error) {
      const expired = Date.now() - mail.createdAt.getTime() > MAIL_GIVE_UP_MS
      const permanent = isPermanentFailure(error) || expired
      const delay = permanent ? null : retryDelaySec(mail.attempts)
      payload.logger.warn({
        msg: `[outbox] mail ${mail.id} (${mail.template}) ${permanent ? 'failed for good' : `failed, retrying in ${Math.round(delay ?? 0)} s`}`,
        err: describe(error),
      })
      await markFailed(payload, mail, owner, describe(error), delay, envelope).catch((markError) =>
        payload.logger.error({ msg: '[outbox] could not record a failed attempt', err: markError }),
      )
      return permanent ? 'failed' : 'retrying'
    }
  }
}

/** The worker of this process (one per process), started on first call. */
export function startOutboxWorker(payload: Payload, options?: OutboxWorkerOptions): OutboxWorker {
  return processScope('outboxWorker', () => {
    const worker = new OutboxWorker(payload, options)
    worker.start()
    return worker
  })
}

/** Delivers what is due now, once, with a worker of its own (tests, scripts). */
export async function deliverDueMail(payload: Payload, limit = 50): Promise<DeliveryCounts> {
  return new OutboxWorker(payload).deliverDue(limit)
}
