import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { payloadSecret } from '../../src/env'
import { setupCode } from '../../src/lib/auth/setupCode'

/** The end-to-end staff account: registered as the first user of the fresh e2e database, else logged in. */
export const STAFF = { email: 'e2e-staff@hub1909.test', password: 'e2e staff password 1909', name: 'E2E Staff' }

/**
 * One staff session for the whole run, shared by all workers through a file in the e2e server's
 * directory (wiped at each server start). Payload appends each login's session to the user with a
 * read-modify-write, so two logins at the same moment lose one session and its token stops working:
 * the suite logs in once (tests/e2e/staff.setup.ts, or the first worker that needs it, under a lock).
 */
const TOKEN_FILE = path.resolve('var/e2e/staff-token.json')
const LOCK = `${TOKEN_FILE}.lock`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function readToken(): string | null {
  try {
    return (JSON.parse(fs.readFileSync(TOKEN_FILE, 'utf8')) as { token: string }).token
  } catch {
    return null
  }
}

async function login(request: APIRequestContext): Promise<string> {
  // The e2e server signs with the secret generated into var/, as this process reads it. Refused once a user exists.
  await request.post('/api/users/first-register', { data: { ...STAFF, setupToken: setupCode(payloadSecret()) } })
  const response = await request.post('/api/users/login', { data: { email: STAFF.email, password: STAFF.password } })
  if (!response.ok()) throw new Error(`staff login failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const token = readToken()
    if (token) return token
    try {
      fs.mkdirSync(LOCK, { recursive: false })
    } catch {
      await sleep(100) // another worker is logging in
      continue
    }
    try {
      const fresh = readToken() ?? (await login(request))
      fs.writeFileSync(TOKEN_FILE, JSON.stringify({ token: fresh }))
      return fresh
    } finally {
      fs.rmSync(LOCK, { recursive: true, force: true })
    }
  }
  throw new Error('no staff token: the login lock was never released')
}
