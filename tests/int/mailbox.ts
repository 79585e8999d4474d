/** Reads the `.eml` files the outbox writes when no SMTP server is configured (MAIL_DIR). */
import fs from 'node:fs'
import path from 'node:path'

export type Mail = { file: string; raw: string; headers: Record<string, string>; text: string; html: string }

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodePart(part: string): { type: string; body: string } {
  const [head, ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const type = /content-type:\s*([^;\s]+)/i.exec(head)?.[1]?.toLowerCase() ?? ''
  const enc = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase()
  if (enc === 'quoted-printable') return { type, body: decodeQuotedPrintable(body) }
  if (enc === 'base64') return { type, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') }
  return { type, body }
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

export function parseMail(file: string, raw = fs.readFileSync(file, 'utf8')): Mail {
  const [head] = raw.split(/\r?\n\r?\n/)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = decodeHeader(line.slice(i + 1).trim())
  }
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1])
  let parts: string[] = [raw]
  for (const b of boundaries) parts = parts.flatMap((p) => p.split(`--${b}`))
  const decoded = parts.map(decodePart)
  return {
    file,
    raw,
    headers,
    text: decoded.find((p) => p.type === 'text/plain')?.body ?? '',
    html: decoded.find((p) => p.type === 'text/html')?.body ?? '',
  }
}

export function readMailbox(dir: string): Mail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(path.join(dir, f)))
}

export function clearMailbox(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
}
