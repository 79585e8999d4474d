import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Payload, PayloadEmailAdapter, SendEmailOptions } from 'payload'

import { siteUrl, varDir } from '@/env'
import { defaultLocale } from '@/i18n/locales'

import { translatorFor } from '@/i18n/translator'
import { houseFor } from './settings'

/** Where mail goes when no SMTP server is configured (MAIL_DIR overrides; e2e sets it). */
export function mailDir(): string {
  return path.resolve(process.cwd(), process.env.MAIL_DIR?.trim() || path.join(varDir(), 'mail'))
}

type Sender = { name: string; address: string }

/** MAIL_FROM as `Name <address>` or `address`, or null when it is not set. */
export function configuredMailFrom(): Sender | null {
  const raw = process.env.MAIL_FROM?.trim()
  if (!raw) return null
  const match = raw.match(/^\s*"?([^"<]*)"?\s*<([^>]+)>\s*$/)
  if (match) return { name: match[1].trim() || houseDefaults().name, address: match[2].trim() }
  return { name: houseDefaults().name, address: raw }
}

/** The house's name and address as the messages give them (`mail.house`), before Site settings are read. */
function houseDefaults(): Sender {
  const t = translatorFor(defaultLocale, 'mail.house')
  return { name: t('name'), address: t('email') }
}

/**
 * Who the site's mail is from: MAIL_FROM, else the house's name and e-mail address from the Site
 * settings global (`brandName`, `contact.email`; their defaults on a fresh install). Read when each
 * mail is sent, so a change in the CMS applies to the next mail.
 */
export async function mailSender(payload: Payload): Promise<Sender> {
  const configured = configuredMailFrom()
  if (configured) return configured
  const house = await houseFor(payload, defaultLocale)
  return { name: house.name, address: house.email }
}

/** The sender the adapter is configured with: what Payload's own mails (password reset) carry. */
function adapterDefault(): Sender {
  return configuredMailFrom() ?? houseDefaults()
}

const addressOf = (from: SendEmailOptions['from']): string | undefined =>
  !from ? undefined : typeof from === 'string' ? (/<([^>]+)>/.exec(from)?.[1] ?? from).trim() : from.address

/**
 * Gives each message its sender when it is sent: a message without one, or with the adapter's
 * default (Payload's own mails name it explicitly), gets MAIL_FROM, else the house's from Site settings.
 */
function withHouseSender<T>(adapter: PayloadEmailAdapter<T>): PayloadEmailAdapter<T> {
  return (args) => {
    const inner = adapter(args)
    const fallback = adapterDefault().address.toLowerCase()
    return {
      ...inner,
      sendEmail: async (message) => {
        const given = addressOf(message.from)?.toLowerCase()
        if (given && given !== fallback) return inner.sendEmail(message)
        return inner.sendEmail({ ...message, from: await mailSender(args.payload) })
      },
    }
  }
}

/**
 * Writes each message as an `.eml` file (RFC 822, exactly what SMTP would carry) and logs it: a fresh
 * install works without a mail server, and tests read what was sent.
 */
export const fileMailAdapter = (): PayloadEmailAdapter<{ file: string; messageId: string }> => {
  const from = adapterDefault()
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
  let domain = configuredMailFrom()?.address.split('@')[1]
  if (!domain) {
    try {
      domain = new URL(siteUrl()).hostname
    } catch {
      // keep localhost
    }
  }
  return `<${key}@${domain || 'localhost'}>`
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
export async function mailAdapter(): Promise<PayloadEmailAdapter> {
  const url = process.env.SMTP_URL?.trim()
  if (!url) return withHouseSender(fileMailAdapter())
  const from = adapterDefault()
  // No verification at boot: a mail server that is down must not stop the site; the outbox retries.
  const adapter = await nodemailerAdapter({
    transport: nodemailer.createTransport(smtpTransportUrl(url)),
    skipVerify: true,
    defaultFromAddress: from.address,
    defaultFromName: from.name,
  })
  return withHouseSender(adapter)
}
