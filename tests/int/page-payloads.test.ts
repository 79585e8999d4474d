/**
 * The page cache's shared store of React payloads (src/lib/cache/pagePayloads.ts) on a real
 * database: what one instance saves another loads byte for byte; two saves of one payload leave one
 * row; a payload in use is kept and an unused one removed after an hour; no visitor can read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAGE_PAYLOADS, pagePayloadStore, removeUnusedPagePayloads } from '@/lib/cache/pagePayloads'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})

afterAll(async () => {
  await t?.cleanup()
})

const HOUR = 60 * 60 * 1000
/** A payload as the page cache keeps it: JSON of React's parts, Czech text, 60 KB and more. */
const body = JSON.stringify([[0], [1, `0:["$","p",null,{"children":"${'Příliš žluťoučký kůň úpěl ďábelské ódy – „HUB 1909“. '.repeat(1200)}"}]\n`]])
const rows = async (key: string) => (await t.payload.db.find<{ usedAt: string }>({ collection: PAGE_PAYLOADS, where: { key: { equals: key } }, pagination: false })).docs

describe('the shared store of page payloads', () => {
  it('gives another instance the payload one instance saved, byte for byte', async () => {
    expect(body.length).toBeGreaterThan(60_000)
    await pagePayloadStore(t.payload).save('aaaaaaaaaaaaaaaaaaaaaa', body)
    // Another process: another store on the same database.
    expect(await pagePayloadStore(t.payload).load('aaaaaaaaaaaaaaaaaaaaaa')).toBe(body)
    expect(await pagePayloadStore(t.payload).load('bbbbbbbbbbbbbbbbbbbbbb')).toBeNull()
  })

  it('keeps one row for a payload saved twice at once, and marks it in use again', async () => {
    const key = 'cccccccccccccccccccccc'
    await Promise.all([pagePayloadStore(t.payload).save(key, body), pagePayloadStore(t.payload).save(key, body)])
    const [first] = await rows(key)
    expect(await rows(key)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await pagePayloadStore(t.payload).save(key, body)
    const after = await rows(key)
    expect(after).toHaveLength(1)
    expect(new Date(after[0].usedAt).getTime()).toBeGreaterThan(new Date(first.usedAt).getTime())
  })

  it('removes the payloads no server has used for an hour and keeps the others', async () => {
    const store = pagePayloadStore(t.payload)
    await store.save('dddddddddddddddddddddd', body)
    await removeUnusedPagePayloads(t.payload, Date.now() + HOUR - 60_000)
    expect(await store.load('dddddddddddddddddddddd')).toBe(body)
    await removeUnusedPagePayloads(t.payload, Date.now() + HOUR + 60_000)
    expect(await store.load('dddddddddddddddddddddd')).toBeNull()
  })

  it('is not readable by anyone through Payload’s API', async () => {
    await pagePayloadStore(t.payload).save('eeeeeeeeeeeeeeeeeeeeee', body)
    await expect(t.payload.find({ collection: PAGE_PAYLOADS, overrideAccess: false })).rejects.toThrow()
  })
})
