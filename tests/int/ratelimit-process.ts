/**
 * A separate app process for the Redis rate-limit test: says READY, waits for GO on stdin (so that
 * every process posts at the same moment), then runs COUNT submissions of FORM from IP through the
 * spam guard, as the server action does, and prints the verdicts as JSON.
 * Run by tests/int/ratelimit-redis.test.ts with tsx; not a test itself.
 */
import { checkSpam, issueFormToken, rateLimitStore } from '../../src/lib/forms/spamGuard'

const form = process.env.FORM ?? 'contact'
const ip = process.env.IP ?? '192.0.2.1'
const count = Number(process.env.COUNT ?? 1)

process.stdout.write('READY\n')
await new Promise<void>((resolve) => {
  process.stdin.on('data', (chunk) => {
    if (String(chunk).includes('GO')) resolve()
  })
})
process.stdin.pause()
const fields = { formStartedAt: issueFormToken(Date.now() - 10_000) }
const verdicts = await Promise.all(
  Array.from({ length: count }, (_, i) => checkSpam({ form, ip, email: `p${process.pid}-${i}@example.com`, fields })),
)
process.stdout.write(JSON.stringify(verdicts.map((v) => (v.ok ? 'ok' : v.reason))) + '\n')
await rateLimitStore().close()
