import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

/**
 * The 'use server' wrappers, outside Next.js: request headers and the localised redirect are
 * stubbed; everything else (Payload, spam guard, storage) is real.
 */
const requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))
vi.mock('@/i18n/navigation', () => ({
  redirect: ({ href, locale }: { href: string; locale: string }) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { href, locale })
  },
}))

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-actions-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

const form = (values: Record<string, string>) => {
  const fd = new FormData()
  fd.set('$ACTION_ID_abc', '')
  for (const [k, v] of Object.entries(values)) fd.set(k, v)
  return fd
}

describe('server actions', () => {
  it('contact: re-renders with field errors and the values, or stores and redirects to the localised confirmation', async () => {
    const { sendContactRequest } = await import('@/lib/contact/actions')
    const { issueFormToken } = await import('@/lib/forms/spamGuard')
    requestHeaders.set('x-forwarded-for', '203.0.113.200')
    requestHeaders.set('referer', 'http://localhost:3000/en/contact?from=menu')

    const invalid = await sendContactRequest(
      { status: 'idle' },
      form({ name: 'Jan', surname: '', email: 'x', topic: 'membership', locale: 'en', website: '', formStartedAt: issueFormToken(Date.now() - 9000) }),
    )
    expect(invalid).toMatchObject({
      status: 'invalid',
      fieldErrors: { surname: ['forms.errors.surname'], email: ['forms.errors.email'], consent: ['forms.errors.consent'] },
      values: { name: 'Jan', email: 'x', topic: 'membership', locale: 'en' },
    })
    expect(invalid.values).not.toHaveProperty('formStartedAt')

    const refused = await sendContactRequest({ status: 'idle' }, form({ name: 'Jan', surname: 'N', email: 'jan@example.com', topic: 'membership', consent: 'on', website: 'bot' }))
    expect(refused).toMatchObject({ status: 'refused', formError: 'forms.refused' })

    const redirected = await sendContactRequest(
      { status: 'idle' },
      form({ name: 'Jan', surname: 'Novák', email: 'jan@example.com', topic: 'membership', consent: 'on', locale: 'en', formStartedAt: issueFormToken(Date.now() - 9000) }),
    ).catch((e: { href?: string; locale?: string }) => e)
    expect(redirected).toMatchObject({ href: '/contact-form-confirm', locale: 'en' })
    const { docs } = await t.payload.find({ collection: 'contact-requests', where: { email: { equals: 'jan@example.com' } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ from: 'menu', locale: 'en' })
  })

  it('newsletter: redirects to "check your e-mail", then says "already subscribed" once confirmed', async () => {
    const { subscribeNewsletter } = await import('@/lib/newsletter/actions')
    const { issueFormToken } = await import('@/lib/forms/spamGuard')
    const values = () => ({ name: 'Eva', surname: 'Malá', email: 'eva.mala@example.com', locale: 'cs', formStartedAt: issueFormToken(Date.now() - 9000) })
    requestHeaders.set('x-forwarded-for', '203.0.113.201')
    const first = await subscribeNewsletter({ status: 'idle' }, form(values())).catch((e: { href?: string }) => e)
    expect(first).toMatchObject({ href: '/newsletter-subscription', locale: 'cs' })
    await t.payload.update({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'eva.mala@example.com' } },
      data: { status: 'confirmed' },
      overrideAccess: true,
    })
    const again = await subscribeNewsletter({ status: 'idle' }, form(values()))
    expect(again).toEqual({ status: 'done', notice: 'newsletterForm.already' })
  })
})
