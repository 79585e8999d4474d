/**
 * The seed's example values as staff meet them: listed on the dashboard (stillExamples) while the
 * stored value equals the seed's example, gone from the list once staff type the real one.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload
let mediaDir: string

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-media-'))
  process.env.MEDIA_DIR = mediaDir
  t = await startTestPayload()
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('seed examples still to replace', () => {
  // The whole seed (images included) runs first: minutes on a saturated 2-core machine.
  it('lists every seeded example after the seed, and drops each one staff replace', { timeout: 300_000 }, async () => {
    const { seed } = await import('@/cms/seed')
    await seed(t.payload)
    const { stillExamples } = await import('@/cms/seed/stillExamples')
    const labels = async () => (await stillExamples(t.payload)).map((e) => e.label.en)

    expect(await labels()).toEqual([
      'Address: street',
      'Phone',
      'Registered seat',
      'Company ID (IČO)',
      'VAT ID (DIČ)',
      'Account number',
      'IBAN',
      ...['Meet', 'Seat', 'Dedicated desk', 'Office', 'Registered office', 'Day Pass'].map((name) => `Price of the ${name} tier`),
      'Privacy policy (template)',
    ])
    const list = await stillExamples(t.payload)
    expect(list.find((e) => e.label.en === 'IBAN')?.href).toBe('/admin/globals/site-settings')

    // Staff type the real IČO (another valid one) and IBAN without its spaces: only the IČO goes.
    const settings = await t.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { company: { ...settings.company, ico: '45244782' }, bank: { ...settings.bank, iban: 'CZ9320100000002301234563' } },
      depth: 0,
      overrideAccess: true,
    })
    const meet = (await t.payload.find({ collection: 'membership-tiers', where: { key: { equals: 'meet' } }, depth: 0 })).docs[0]!
    await t.payload.update({ collection: 'membership-tiers', id: meet.id, data: { price: 1850 }, depth: 0, overrideAccess: true })
    const after = await labels()
    expect(after).not.toContain('Company ID (IČO)')
    expect(after).not.toContain('Price of the Meet tier')
    expect(after).toContain('IBAN')
    expect(after).toContain('Price of the Seat tier')
  })
})
