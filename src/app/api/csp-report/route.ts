import { clientIp, rateLimit } from '@/lib/forms/spamGuard'
import { readBody } from '@/lib/http/readBody'

export const dynamic = 'force-dynamic'

/** A report is a few hundred bytes; anything far larger is not one. */
const MAX_BYTES = 16 * 1024
/** Per client address: enough for a page with a few violations, not for a flood of the log. */
const LIMIT = { points: 20, durationSec: 60 }

const text = (value: unknown, max = 300): string | undefined => (typeof value === 'string' ? value.slice(0, max) : undefined)

/** The fields worth logging of one report, in either format (report-uri or the Reporting API). */
function summarise(report: Record<string, unknown>) {
  return {
    document: text(report['document-uri'] ?? report.documentURL),
    directive: text(report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive']),
    blocked: text(report['blocked-uri'] ?? report.blockedURL),
    source: text(report['source-file'] ?? report.sourceFile),
    line: typeof (report['line-number'] ?? report.lineNumber) === 'number' ? (report['line-number'] ?? report.lineNumber) : undefined,
    sample: text(report['script-sample'] ?? report.sample, 80),
  }
}

/**
 * Where browsers report what the Content-Security-Policy blocked (src/lib/security/headers.mjs):
 * logged as warnings for the operators, at most LIMIT per client address; always 204, nothing kept.
 */
export async function POST(request: Request): Promise<Response> {
  const ip = clientIp(request.headers.get('x-forwarded-for'), request.headers.get('x-real-ip')) ?? 'unknown'
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BYTES) return new Response(null, { status: 413 })
  if (!(await rateLimit('csp-report', LIMIT, ip)).ok) return new Response(null, { status: 429, headers: { 'Retry-After': String(LIMIT.durationSec) } })
  // Read with the bound even without a Content-Length (a chunked body).
  const read = await readBody(request, MAX_BYTES)
  if (read.kind === 'too-large') return new Response(null, { status: 413 })
  let body: unknown
  try {
    if (read.kind === 'unreadable') throw new Error('unreadable')
    body = JSON.parse(new TextDecoder().decode(read.bytes))
  } catch {
    return new Response(null, { status: 400 })
  }
  // report-uri sends {"csp-report": {…}}; the Reporting API an array of {type, body}.
  const reports = Array.isArray(body)
    ? body.filter((r) => r && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation').map((r) => (r as { body?: unknown }).body)
    : [(body as { 'csp-report'?: unknown } | null)?.['csp-report']]
  const valid = reports.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object').slice(0, 10)
  if (!valid.length) return new Response(null, { status: 400 })
  for (const report of valid) console.warn('[csp] violation', JSON.stringify(summarise(report)))
  return new Response(null, { status: 204 })
}
