/**
 * A separate app process for the capacity test: boots Payload on DATABASE_URL, says READY, waits
 * for GO on stdin (so that every process floods at the same moment), then registers COUNT visitors
 * for EVENT_ID all at once and prints the outcomes as JSON.
 * Run by tests/int/events.test.ts through `payload run`; not a test itself.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { closeDatabase } from '@/cms/database'
import { loadEventForSeats, placeRegistration } from '@/lib/events/registration'

const eventId = Number(process.env.EVENT_ID)
const count = Number(process.env.COUNT)
const prefix = process.env.PREFIX ?? `p${process.pid}`

const payload = await getPayload({ config })
try {
  const event = await loadEventForSeats(payload, eventId)
  if (!event) throw new Error(`no event ${eventId}`)
  process.stdout.write('READY\n')
  await new Promise<void>((resolve) => {
    process.stdin.on('data', (chunk) => {
      if (String(chunk).includes('GO')) resolve()
    })
  })
  process.stdin.pause()
  const outcomes = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      placeRegistration(
        payload,
        event,
        { firstName: 'Flood', lastName: String(i), email: `${prefix}-${i}@example.com`, company: 'Flood s.r.o.', locale: 'cs' },
        { waitlist: true },
      ).then((r) => r.outcome),
    ),
  )
  process.stdout.write(JSON.stringify(outcomes) + '\n')
} finally {
  await closeDatabase(payload)
}
