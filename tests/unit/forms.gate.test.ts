import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { formPostGate } from '@/lib/forms/gate'
import { RATE_LIMITS, rateLimit } from '@/lib/forms/spamGuard'
import { parseRefusal } from '@/lib/forms/formState'

import cs from '../../messages/cs.json'
import en from '../../messages/en.json'

/** The proxy's gate for form posts, on requests as Next.js hands them to the proxy. */

const multipart = (fields: Record<string, string>) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  return fd
}

function post(path: string, body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const init = { method: 'POST', body, headers, duplex: 'half' }
  return new NextRequest(`http://localhost:3000${path}`, init as unknown as ConstructorParameters<typeof NextRequest>[1])
}

async function spend(form: 'contact' | 'newsletter', ip: string) {
  for (let i = 0; i < RATE_LIMITS[form].perIp.points; i++) expect((await rateLimit(`${form}:ip`, RATE_LIMITS[form].perIp, ip)).ok).toBe(true)
}

describe('the form post gate', () => {
  it('lets GET requests, other posts and forms within their limits through untouched', async () => {
    expect(await formPostGate(new NextRequest('http://localhost:3000/kontakt'))).toBeNull()
    expect(await formPostGate(post('/kontakt', 'hello', { 'content-type': 'text/plain' }))).toBeNull()
    expect(await formPostGate(post('/kontakt', multipart({ formName: 'contact', email: 'a@example.com' }), { 'x-forwarded-for': '192.0.2.10' }))).toBeNull()
    // A form the gate does not know (no name, or a name without limits) is left to its action.
    await spend('contact', '192.0.2.11')
    expect(await formPostGate(post('/kontakt', multipart({ email: 'a@example.com' }), { 'x-forwarded-for': '192.0.2.11' }))).toBeNull()
    expect(await formPostGate(post('/kontakt', multipart({ formName: 'nonsense' }), { 'x-forwarded-for': '192.0.2.11' }))).toBeNull()
  })

  it('answers a form whose per-IP limit is used up with 429, Retry-After and a page in the language of its path', async () => {
    await spend('contact', '192.0.2.20')
    const response = (await formPostGate(post('/en/contact?from=menu', multipart({ formName: 'contact', name: 'x' }), { 'x-forwarded-for': '192.0.2.20' })))!
    expect(response.status).toBe(429)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.contact.perIp.durationSec)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(en.forms.refusedTitle)
    expect(html).toContain('Too many attempts. Please try again in 10 minutes.')
    expect(html).toContain('href="/en/contact?from=menu"')
    // The same address on the newsletter form is not refused: each form has its own limit.
    expect(await formPostGate(post('/', multipart({ formName: 'newsletter' }), { 'x-forwarded-for': '192.0.2.20' }))).toBeNull()
    // Czech under the unprefixed path.
    const czech = (await formPostGate(post('/kontakt', multipart({ formName: 'contact' }), { 'x-forwarded-for': '192.0.2.20' })))!
    expect(await czech.text()).toContain('Příliš mnoho pokusů. Zkuste to prosím znovu za 10 minut.')
  })

  it('reads the enhanced form’s encoding and answers it in text/plain the form understands', async () => {
    await spend('newsletter', '192.0.2.30')
    const body = multipart({ '0': '["$K1"]', _1_formName: 'newsletter', _1_email: 'x@example.com' })
    const response = (await formPostGate(post('/en', body, { 'x-forwarded-for': '192.0.2.30', 'next-action': '7f00' })))!
    expect(response.status).toBe(429)
    expect(response.headers.get('content-type')).toBe('text/plain')
    const text = await response.text()
    expect(parseRefusal(text)).toEqual({ status: 429, retryAfterSec: Number(response.headers.get('retry-after')) })
    expect(text.split('\n')[1]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
  })

  it('answers an address whose per-e-mail limit is used up with 429, whatever the IP', async () => {
    const email = 'flood-target@example.com'
    for (let i = 0; i < RATE_LIMITS.contact.perEmail.points; i++) await rateLimit('contact:email', RATE_LIMITS.contact.perEmail, email)
    const response = await formPostGate(post('/kontakt', multipart({ formName: 'contact', email: ' Flood-Target@Example.com ' }), { 'x-forwarded-for': '192.0.2.40' }))
    expect(response?.status).toBe(429)
  })

  it('answers an oversized body with 413 before reading it all, declared or streamed', async () => {
    const big = 'x'.repeat(200 * 1024)
    const declared = (await formPostGate(post('/kontakt', multipart({ formName: 'contact', expectations: big }))))!
    expect(declared.status).toBe(413)
    expect(await declared.text()).toContain(cs.forms.tooLarge)
    // A chunked body without Content-Length: counted while read.
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 5 * 1024 * 1024) return controller.close()
        sent += 16 * 1024
        controller.enqueue(new Uint8Array(16 * 1024).fill(120))
      },
    })
    const streamed = (await formPostGate(post('/en/contact', stream, { 'content-type': 'multipart/form-data; boundary=x', 'next-action': '7f00' })))!
    expect(streamed.status).toBe(413)
    expect(parseRefusal(await streamed.text())).toEqual({ status: 413 })
    expect(sent).toBeLessThan(1024 * 1024)
  })

  it('answers a form body that cannot be parsed with 400, not the 500 Next.js would give', async () => {
    const response = (await formPostGate(post('/kontakt', '--nope\r\ngarbage', { 'content-type': 'multipart/form-data; boundary=x' })))!
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(cs.forms.failed)
  })
})

describe('the form post gate: hidden fields', () => {
  it('refuses a registration whose event id is no database id with 400, before any action runs', async () => {
    for (const event of ['999999999999', '2147483648', '0', '-1', '1e3', 'abc', '']) {
      const response = await formPostGate(post('/akce/x', multipart({ formName: 'registration', email: 'a@example.com', event }), { 'x-forwarded-for': '192.0.2.40' }))
      expect(response?.status, event).toBe(400)
    }
    expect(await formPostGate(post('/akce/x', multipart({ formName: 'registration', email: 'a@example.com', event: '2147483647' }), { 'x-forwarded-for': '192.0.2.40' }))).toBeNull()
  })

  it('refuses an event space enquiry whose space id is no database id with 400', async () => {
    for (const space of ['0', 'abc', '', '1 OR 1=1']) {
      const response = await formPostGate(post('/prostor/x', multipart({ formName: 'spaceEnquiry', email: 'a@example.com', space }), { 'x-forwarded-for': '192.0.2.41' }))
      expect(response?.status, space).toBe(400)
    }
    expect(await formPostGate(post('/prostor/x', multipart({ formName: 'spaceEnquiry', email: 'a@example.com', space: '12' }), { 'x-forwarded-for': '192.0.2.41' }))).toBeNull()
  })
})
