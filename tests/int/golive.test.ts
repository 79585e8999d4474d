/**
 * Going live (SEED_EXAMPLES=0): the first start on an empty database seeds the house's structure
 * (settings, pages, spaces, membership tiers) without the invented people, events, posts and the rest.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload

beforeAll(async () => {
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-golive-'))
  t = await startTestPayload()
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(process.env.MEDIA_DIR!, { recursive: true, force: true })
})

const count = async (collection: CollectionSlug) => (await t.payload.count({ collection, overrideAccess: true })).totalDocs

describe('a structure-only seed', () => {
  it('seeds settings, pages, spaces and tiers, and no example content', async () => {
    const { needsSeed, seed } = await import('@/cms/seed')
    const { seedExamples } = await import('@/env')
    process.env.SEED_EXAMPLES = '0'
    expect(seedExamples()).toBe(false)
    await seed(t.payload, { examples: seedExamples() })
    delete process.env.SEED_EXAMPLES

    expect(await needsSeed(t.payload)).toBe(false)
    expect(await count('spaces')).toBe(12)
    expect(await count('membership-tiers')).toBe(7)
    expect(await count('pages')).toBeGreaterThan(0)
    const settings = await t.payload.findGlobal({ slug: 'site-settings', locale: 'en', overrideAccess: true })
    expect(settings.membersLoginUrl).toBeTruthy()
    for (const example of ['events', 'event-registrations', 'posts', 'team-members', 'projects', 'partners', 'testimonials', 'press-mentions', 'job-openings'] as const) {
      expect(await count(example), example).toBe(0)
    }
  })
})
