/**
 * Scheduled publishing (issue 36): a draft staff schedule goes live when its time comes and not
 * before, and a scheduled unpublish takes a page down, on SQLite and PostgreSQL. Jobs are queued
 * as the admin's *Schedule publish* drawer queues them (Payload's `schedulePublish` task).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload
let runDuePublishing: typeof import('@/lib/content/schedule').runDuePublishing

beforeAll(async () => {
  t = await startTestPayload()
  ;({ runDuePublishing } = await import('@/lib/content/schedule'))
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

const schedule = (id: number, type: 'publish' | 'unpublish', at: Date) =>
  t.payload.jobs.queue({ task: 'schedulePublish', input: { type, doc: { relationTo: 'posts', value: id } }, waitUntil: at })

const publicPost = async (id: number) => (await t.payload.find({ collection: 'posts', where: { id: { equals: id } }, overrideAccess: false, draft: false })).docs[0]

describe('a scheduled publish', () => {
  it('publishes the draft when its time comes, not before, and a scheduled unpublish takes it down', async () => {
    const post = await t.payload.create({ collection: 'posts', locale: 'cs', draft: true, data: { title: 'Ohlášení na pondělí', slug: 'ohlaseni-na-pondeli', _status: 'draft' } as never })
    await schedule(post.id, 'publish', new Date(Date.now() + 3_600_000))
    await runDuePublishing(t.payload)
    expect(await publicPost(post.id)).toBeUndefined()

    await schedule(post.id, 'publish', new Date(Date.now() - 1_000))
    await runDuePublishing(t.payload)
    expect((await publicPost(post.id))?.title).toBe('Ohlášení na pondělí')

    await schedule(post.id, 'unpublish', new Date(Date.now() - 1_000))
    await runDuePublishing(t.payload)
    expect(await publicPost(post.id)).toBeUndefined()
    // the job for later is still waiting for its hour
    const waiting = await t.payload.find({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, overrideAccess: true })
    expect(waiting.totalDocs).toBe(1)
  })
})
