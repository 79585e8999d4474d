/**
 * A request body read with a bound, and a form read from it: the API's guard, the form gate in the
 * proxy and the registration form's fast path share them.
 */
export type Read = { kind: 'too-large' } | { kind: 'unreadable' } | { kind: 'body'; bytes: Uint8Array }

/** The whole body, unless it is longer than `max` bytes (then reading stops there). */
export async function readBody(request: Request, max: number): Promise<Read> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max) return { kind: 'too-large' }
  if (!request.body) return { kind: 'body', bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > max) {
        reader.cancel().catch(() => undefined)
        return { kind: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { kind: 'unreadable' }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { kind: 'body', bytes }
}

/** The media types of an HTML form's post. */
const FORM_CONTENT_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i

export function isFormContentType(contentType: string | null): boolean {
  return FORM_CONTENT_TYPE.test(contentType ?? '')
}

/** The fields of a form body (multipart or URL-encoded), or null when it cannot be read as one. */
export async function formDataOf(bytes: Uint8Array, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return null
  }
}
