import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { PayloadEmailAdapter } from 'payload'

import { siteUrl, varDir } from '@/cms/env'

/** Where mail goes when no SMTP server is configured (MAIL_DIR overrides; e2e sets it). */
export function mailDir(): string {
  return path.resolve(process.cwd(), process.env.MAIL_DIR?.trim() || path.join(varDir(), 'mail'))
}

/** MAIL_FROM, `Name <address>` or `address`; by default no-reply at the site's host. */
export function mailFrom(): { name: string; address: string } {
  const raw = process.env.MAIL_FROM?.trim()
  const match = raw?.match(/^\s*"?([^"<]*)"?\s*<([^>]+)>\s*$/)
  if (match) return { name: match[1].trim() || 'HUB 1909', address: match[2].trim() }
  if (raw) return { name: 'HUB 1909', address: raw }
  let host = 'localhost'
  try {
    host = new URL(siteUrl()).hostname
  } catch {
    // keep localhost
  }
  return { name: 'HUB 1909', address: `no-reply@${host.includes('.') ? host : 'localhost.localdomain'}` }
}

/**
 * Writes each message as an `.eml` file (RFC 822, exactly what SMTP would carry) and logs it: a fresh
 * install works without a mail server, and tests read what was sent.
 */
export const fileMailAdapter = (): PayloadEmailAdapter<{ file: string; messageId: string }> => {
  const from = mailFrom()
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return ({ payload }) => ({
    name: 'eml-files',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const info = await composer.sendMail({ ...message, from: message.from ?? from })
      const dir = mailDir()
      await fs.mkdir(dir, { recursive: true })
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`,
      )
      await fs.writeFile(file, info.message as Buffer)
      const to = [info.envelope.to].flat().join(', ')
      payload.logger.info(`[mail] no SMTP_URL: wrote "${String(message.subject ?? '')}" for ${to} to ${file}`)
      return { file, messageId: info.messageId }
    },
  })
}

/** The Message-ID of the mail with this outbox key: the same on every attempt to send it. */
export function messageIdFor(key: string): string {
  const domain = mailFrom().address.split('@')[1] || 'localhost'
  return `<${key}@${domain}>`
}

/**
 * SMTP_URL with the outbox's defaults for what the URL does not say (nodemailer reads its options
 * from the query string): pooled connections, and timeouts short enough that a mail server that
 * hangs fails an attempt within a minute instead of holding it for nodemailer's default ten.
 */
export function smtpTransportUrl(raw: string): string {
  const url = new URL(raw)
  const defaults: Record<string, string> = {
    pool: 'true',
    maxConnections: '4',
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  }
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  return url.toString()
}

/** SMTP through nodemailer when SMTP_URL is set, otherwise `.eml` files under var/mail/. */
export function mailAdapter(): PayloadEmailAdapter | Promise<PayloadEmailAdapter> {
  const url = process.env.SMTP_URL?.trim()
  if (!url) return fileMailAdapter()
  const from = mailFrom()
  // No verification at boot: a mail server that is down must not stop the site; the outbox retries.
  return nodemailerAdapter({
    transport: nodemailer.createTransport(smtpTransportUrl(url)),
    skipVerify: true,
    defaultFromAddress: from.address,
    defaultFromName: from.name,
  })
}
