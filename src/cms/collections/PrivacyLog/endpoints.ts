import type { PayloadHandler, PayloadRequest } from 'payload'

import { countHoldings, eraseHoldings, findHoldings, logPrivacy, normaliseEmail, PERSONAL_COLLECTIONS } from '@/lib/privacy/personalData'

import { hasRole } from '../../access/roles'
import { adminLanguage, csvDownload, csvRow, forbidden } from '../../csv'

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

const badEmail = (req: PayloadRequest) =>
  Response.json({ errors: [{ message: adminLanguage(req) === 'cs' ? 'Zadejte e-mailovou adresu.' : 'Enter an e-mail address.' }] }, { status: 400 })

const fileName = (email: string, ext: string) => `personal-data-${email.replace(/[^a-z0-9.-]/gi, '_')}.${ext}`

/**
 * GET /api/privacy-log/export?email=…&format=json|csv: everything held about one address, for the
 * person who asked (GDPR art. 15 and 20); administrators only, recorded in the log.
 */
export const exportPerson: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin')) return forbidden()
  const email = normaliseEmail(String(req.searchParams.get('email') ?? ''))
  if (!EMAIL.test(email)) return badEmail(req)
  const holdings = await findHoldings(req.payload, email, req)
  await logPrivacy(req.payload, { action: 'export', email, counts: countHoldings(holdings), user: req.user?.id as number }, req)
  if (req.searchParams.get('format') === 'csv') {
    // One row per stored value: the records differ in their fields, a spreadsheet reads them all.
    const lang = adminLanguage(req)
    const lines = [csvRow(lang === 'cs' ? ['Sbírka', 'ID', 'Pole', 'Hodnota'] : ['Collection', 'ID', 'Field', 'Value'], lang)]
    for (const collection of PERSONAL_COLLECTIONS) {
      for (const doc of holdings[collection]) {
        for (const [field, value] of Object.entries(doc)) {
          if (value == null || value === '') continue
          lines.push(csvRow([collection, doc.id, field, typeof value === 'object' ? JSON.stringify(value) : value], lang))
        }
      }
    }
    return csvDownload(lines, fileName(email, 'csv'))
  }
  return new Response(JSON.stringify({ email, exportedAt: new Date().toISOString(), records: holdings }, null, 2), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName(email, 'json')}"`, 'Cache-Control': 'no-store' },
  })
}

/**
 * POST /api/privacy-log/erase (the admin's form, `email` and `confirm` equal to it): erases everything
 * held about the address (GDPR art. 17), records it, and returns to the admin's page with the counts.
 */
export const erasePerson: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin')) return forbidden()
  let form: FormData
  try {
    form = await (req as unknown as Request).formData()
  } catch {
    return badEmail(req)
  }
  const email = normaliseEmail(String(form.get('email') ?? ''))
  if (!EMAIL.test(email)) return badEmail(req)
  const back = new URL('/admin/personal-data', req.url)
  back.searchParams.set('email', email)
  if (normaliseEmail(String(form.get('confirm') ?? '')) !== email) {
    back.searchParams.set('unconfirmed', '1')
    return Response.redirect(back, 303)
  }
  const counts = await eraseHoldings(req.payload, email, req)
  await logPrivacy(req.payload, { action: 'erasure', email, counts, user: req.user?.id as number }, req)
  back.searchParams.set('erased', String(Object.values(counts).reduce((a, b) => a + b, 0)))
  return Response.redirect(back, 303)
}
