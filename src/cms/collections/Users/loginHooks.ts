import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { isProduction } from '@/env'
import {
  clearLoginAttempts,
  cookieValue,
  countLoginAttempt,
  DEVICE_COOKIE,
  deviceCookieHeader,
  isTrustedDevice,
  issueDeviceToken,
  loginAccount,
} from '@/lib/auth/loginThrottle'
import { clientIp } from '@/lib/forms/spamGuard'
import { retryMinutes } from '@/lib/forms/formState'
import { translatorFor } from '@/i18n/translator'

/**
 * The login throttle (src/lib/auth/loginThrottle.ts) as hooks of the Users collection.
 *
 * Where: Payload's login operation (payload/dist/auth/operations/login.js) runs `beforeOperation`
 * first, then looks the user up, checks the password and counts a failure towards the lockout;
 * `beforeLogin` runs only after a correct password. So the throttle is a `beforeOperation` hook:
 * it answers before anything is counted. REST and GraphQL both call that operation; the Local API
 * (scripts, the seed, tests) is not throttled, and Payload's lockout applies to it as configured.
 */

const CONTEXT_KEY = 'loginThrottle'
type Attempt = { account: string; ip: string; trusted: boolean }

type LoginArgs = {
  collection: { config: { auth: { maxLoginAttempts?: number } } }
  data?: { email?: unknown }
}

/**
 * A refused login: 429 in Payload's error shape (`{ errors: [{ message }] }`; in GraphQL, an error
 * with `extensions.statusCode` 429). Named, so that Payload logs it as one line at `info`
 * (`loggingLevels` in src/payload.config.ts): a flood of refusals is not a fault of the site.
 */
export class LoginThrottled extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'LoginThrottled'
  }
}

function refuse(req: PayloadRequest, retryAfterSec: number): LoginThrottled {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(retryAfterSec))
  req.responseHeaders.set('Cache-Control', 'no-store')
  // Czech or English as the rest of the API answers: Payload picks the language of the request.
  const t = translatorFor(req.i18n?.language, 'staffLogin')
  return new LoginThrottled(t('throttled', { minutes: retryMinutes(retryAfterSec) }))
}

export const throttleLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const login = args as LoginArgs
  const account = loginAccount(login.data?.email)
  if (!account) return args // Payload answers a login without an e-mail address itself.
  const ip = clientIp(req.headers.get('x-forwarded-for'), req.headers.get('x-real-ip')) ?? 'unknown'
  const trusted = isTrustedDevice(cookieValue(req.headers.get('cookie'), DEVICE_COOKIE), account, req.payload.secret)
  req.context[CONTEXT_KEY] = { account, ip, trusted } satisfies Attempt
  if (trusted) return args

  const verdict = await countLoginAttempt({ account, ip })
  if (!verdict.ok) throw refuse(req, verdict.retryAfterSec)
  // The operation reads `maxLoginAttempts` from the arguments this hook returns: 0 means this
  // attempt is not counted towards the lockout (and a success does not reset the count: the
  // afterLogin hook does).
  const { config } = login.collection
  return { ...login, collection: { ...login.collection, config: { ...config, auth: { ...config.auth, maxLoginAttempts: 0 } } } } as typeof args
}

export const rememberLogin: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  const attempt = req.context[CONTEXT_KEY] as Attempt | undefined
  if (!attempt) return user
  // The browser is trusted for this account from now on (or again, for another DEVICE_MAX_AGE_SEC).
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', deviceCookieHeader(issueDeviceToken(attempt.account, req.payload.secret), isProduction()))
  if (!attempt.trusted) {
    await clearLoginAttempts(attempt)
    // What Payload does after a successful login that it counted: earlier failures are forgiven.
    if ((user as { loginAttempts?: number }).loginAttempts) {
      await req.payload.db.updateOne({ collection: collection.slug, id: user.id, data: { loginAttempts: 0, lockUntil: null }, req, returning: false })
    }
  }
  return user
}
