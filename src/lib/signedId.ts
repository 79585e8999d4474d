import crypto from 'node:crypto'

/**
 * A record's id with an HMAC of it, `<id>.<mac>`: a link or a redirect names one record and proves
 * that this site wrote it, without storing anything. The purpose keeps one kind of link from being
 * taken for another (an unsubscribe link is no registration reference).
 */
export function signId(purpose: string, id: string | number, secret: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url')
  return `${id}.${mac.slice(0, 32)}`
}

/** The id named by a value `signId` made for this purpose with this secret, or null. */
export function verifySignedId(purpose: string, value: unknown, secret: string): string | null {
  if (typeof value !== 'string' || value.length > 120) return null
  const dot = value.lastIndexOf('.')
  if (dot <= 0) return null
  const id = value.slice(0, dot)
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null
  const expected = Buffer.from(signId(purpose, id, secret))
  const given = Buffer.from(value)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null
}
