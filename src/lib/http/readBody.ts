/** A request body read with a bound: the API's guard and the form gate in the proxy share it. */
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
