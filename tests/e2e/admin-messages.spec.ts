import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { chooseLanguage, contentLocale, formChecked, signInAs, staffToken } from './staff'
import { type APIRequestContext, expect, type Page, test } from './test'

/**
 * Issue 39: a community manager writes to the people registered for an event from the event's
 * screen in the admin; each gets one mail in their language, and the message stays on the event
 * with how many it went to. Screenshots at 1440 and 390 px go to test-results/admin-messages/.
 */

const SHOTS = 'test-results/admin-messages'
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

test.describe('messages to registrants, from the event in the admin', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const manager = { email: `cm-messages-${crypto.randomBytes(3).toString('hex')}@hub1909.test`, password: 'community manager writes 1909' }
  let auth: Record<string, string>
  let eventId: number
  let api: APIRequestContext

  test.beforeAll(async ({ playwright, baseURL }) => {
    api = await playwright.request.newContext({ baseURL })
    auth = { Authorization: `JWT ${await staffToken(api)}` }
    const user = await api.post('/api/users', { headers: auth, data: { ...manager, name: 'Klára Svobodová', role: 'communityManager' } })
    expect(user.ok(), await user.text()).toBeTruthy()
    const created = await api.post('/api/events?locale=cs', {
      headers: auth,
      data: { title: 'Degustace kávy v knihovně', startsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(), capacity: 2, registrationOpen: true, _status: 'published' },
    })
    expect(created.ok(), await created.text()).toBeTruthy()
    eventId = ((await created.json()) as { doc: { id: number } }).doc.id
    for (const [email, locale, status] of [
      ['eva.kralova@example.com', 'cs', 'confirmed'],
      ['tom.baker@example.com', 'en', 'confirmed'],
      ['waiting@example.com', 'cs', 'waitlisted'],
    ]) {
      const person = await api.post('/api/event-registrations', {
        headers: auth,
        data: { event: eventId, firstName: 'Host', lastName: 'Akce', email, company: 'Firma s.r.o.', locale, status },
      })
      expect(person.ok(), await person.text()).toBeTruthy()
    }
  })

  test.afterAll(async () => {
    await api?.dispose()
  })

  test('a community manager writes from the event in Czech, and sees it recorded with the count', async ({ browser, baseURL }) => {
    const { page, problems } = await signInAs(browser, baseURL!, manager, 'cs-CZ')
    await page.goto(`/admin/collections/events/${eventId}`)
    await contentLocale(page, 'cs')
    const messages = page.locator('.field-type.join')
    await expect(messages).toContainText('Zprávy přihlášeným')
    await messages.getByRole('button', { name: 'Přidat nový' }).click()
    const drawer = page.locator('.drawer--is-open')
    await expect(drawer.getByText('Adresáti')).toBeVisible()
    await drawer.locator('#field-subjectCs').fill('Změna místa: knihovna ve 2. patře')
    await drawer.locator('#field-textCs').fill('Sejdeme se v knihovně ve 2. patře.\n\nKávu připravíme na 10 osob navíc.')
    await drawer.locator('#field-subjectEn').fill('New place: the library on the 2nd floor')
    // Half an English version is refused, said in the staff's language (Czech here), and nothing is sent.
    await formChecked(page)
    await drawer.getByRole('button', { name: 'Odeslat' }).click()
    const englishPair = drawer.getByText('Vyplňte předmět i\u00a0text v\u00a0angličtině, nebo nic z\u00a0toho.', { exact: true })
    await expect(englishPair.first()).toBeVisible()
    // That refusal is the API's 400 and the browser's console line about it, nothing else.
    const refused = problems.splice(0)
    expect(refused).toHaveLength(2)
    expect(refused.every((p) => /\b400\b.*\/api\/event-messages/.test(p))).toBe(true)
    await drawer.locator('#field-textEn').fill('We meet in the library on the 2nd floor.')
    // The form has checked the pair again: the message goes.
    await expect(englishPair).toHaveCount(0)
    await shot(page, 'write-cs-1440')
    await drawer.getByRole('button', { name: 'Odeslat' }).click()
    // The drawer closes and the event lists the message with how many it went to.
    await expect(drawer).toHaveCount(0)
    const row = messages.locator('tbody tr', { hasText: 'Změna místa: knihovna ve 2. patře' })
    await expect(row).toContainText('Potvrzené registrace')
    await expect(row).toContainText('2')
    await shot(page, 'sent-cs-1440')
    await page.setViewportSize({ width: 390, height: 844 })
    await messages.scrollIntoViewIfNeeded()
    await shot(page, 'sent-cs-390')
    await messages.screenshot({ path: `${SHOTS}/sent-cs-390-list.png` })

    // Each confirmed person gets one mail, in their language; the waitlist nothing.
    const mailDir = path.resolve('var/e2e/mail')
    const mails = async () =>
      fs.existsSync(mailDir)
        ? fs
            .readdirSync(mailDir)
            .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
            .filter((raw) => /^Message-ID: <message-/im.test(raw))
        : []
    await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(2)
    const all = (await mails()).join('\n')
    expect(all).toContain('To: Host Akce <eva.kralova@example.com>')
    expect(all).toContain('To: Host Akce <tom.baker@example.com>')
    expect(all).not.toContain('waiting@example.com')
    expect(problems).toEqual([])
    await page.context().close()
  })

  test('the English admin shows the message in English labels, read-only', async ({ browser, baseURL }) => {
    const { page, problems } = await signInAs(browser, baseURL!, manager, 'en-GB')
    await chooseLanguage(page, 'English')
    try {
      await page.goto(`/admin/collections/events/${eventId}`)
      const messages = page.locator('.field-type.join')
      await expect(messages).toContainText('Messages to registrants')
      await expect(messages.locator('thead')).toContainText('Send to')
      await expect(messages.locator('thead')).toContainText('Recipients')
      await expect(messages.locator('tbody tr')).toHaveCount(1)
      await shot(page, 'event-en-1440')
      await page.goto('/admin/collections/event-messages')
      await page.locator('tbody tr').first().locator('a').first().click()
      await expect(page.locator('#field-subjectCs')).toHaveValue('Změna místa: knihovna ve 2. patře')
      await expect(page.getByText('Subject (English)')).toBeVisible()
      await expect(page.locator('#field-recipients')).toHaveValue('2')
      // Sent is sent: no button saves a change.
      await expect(page.getByRole('button', { name: /^(Send|Save)$/ })).toHaveCount(0)
      await expect(page.locator('#field-subjectCs')).toBeDisabled()
      await shot(page, 'message-en-1440')
      await page.setViewportSize({ width: 390, height: 844 })
      await shot(page, 'message-en-390')
      expect(problems).toEqual([])
    } finally {
      await chooseLanguage(page, 'Čeština')
      await page.context().close()
    }
  })
})
