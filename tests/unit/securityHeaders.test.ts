import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { baseHeaders, inlineScriptHashes, NOT_A_PAGE_POLICY, pagePolicy } from '../../scripts/securityHeaders.mjs'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('the security headers', () => {
  it('hash exactly the text of each inline script (as browsers do), once each, and skip scripts with a src', () => {
    const push = 'self.__next_f.push([1,"Příliš žluťoučký kůň"])'
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>
      <script>${push}</script><script>${push}</script>
      <SCRIPT type="application/ld+json">{"@type":"Event"}</SCRIPT>
      <script id="x">\n$RC("B:0","S:0")\n</script ></body></html>`
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(push), sha('{"@type":"Event"}'), sha('\n$RC("B:0","S:0")\n')])
  })

  it('allow a page its own scripts and nothing inline or third-party besides the frames it shows', () => {
    const policy = pagePolicy([sha('a')])
    expect(policy).toContain(`script-src 'self' ${sha('a')};`)
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|\*|https:)/)
    expect(policy).toMatch(/frame-src 'self' https:\/\/calendly\.com [^;]*https:\/\/www\.openstreetmap\.org/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(pagePolicy([], { admin: true })).toMatch(/frame-src 'self';/)
    expect(NOT_A_PAGE_POLICY).toMatch(/^default-src 'none'/)
  })

  it('send HSTS only for a site served over HTTPS', () => {
    expect(baseHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=\d{8}/)
    expect(baseHeaders({ https: false })['strict-transport-security']).toBeUndefined()
  })
})
