import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, MIN_BYTES } from '../../scripts/compileHints.mjs'

let dir = ''
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A chunk's code, as large as the chunks the hint is for. */
const body = (chunk: string) => `/* ${chunk} */(globalThis.TURBOPACK||=[]).push([${'function(){},'.repeat(MIN_BYTES / 10)}])`

/** A build as Next.js writes it: the CMS's and a site route's manifests, the build manifest, the chunks. */
function build(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const manifest = (chunks: string[]) => `globalThis.__RSC_MANIFEST={"x":{"clientModules":{"a":{"chunks":${JSON.stringify(chunks.map((c) => `/_next/static/chunks/${c}`))}}}}}`
  write('server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js', manifest(['editor.js', 'shared.js']))
  write('server/app/(site)/[locale]/(shell)/page_client-reference-manifest.js', manifest(['shared.js', 'page.js']))
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'] }))
  for (const chunk of ['editor.js', 'shared.js', 'page.js', 'react-dom.js', 'turbopack-runtime.js', 'lazy.js']) write(`static/chunks/${chunk}`, body(chunk))
  write('static/chunks/tiny.js', '(globalThis.TURBOPACK||=[]).push([])')
  write('static/chunks/page.css', 'p{color:red}')
  return dir
}

const read = (chunk: string) => fs.readFileSync(path.join(dir, 'static/chunks', chunk), 'utf8')

describe('compile hints on the site’s chunks', () => {
  it('marks every large chunk a site page may load, and not those only the CMS uses', () => {
    expect(addCompileHints(build())).toBe(5)
    for (const chunk of ['shared.js', 'page.js', 'react-dom.js', 'turbopack-runtime.js', 'lazy.js']) {
      expect(read(chunk), chunk).toBe(`${COMPILE_HINT}${body(chunk)}`)
    }
    expect(read('editor.js')).not.toContain('allFunctionsCalledOnLoad')
    // A small chunk's few functions compile in no time; the hint would cost more bytes than it saves.
    expect(read('tiny.js')).toBe('(globalThis.TURBOPACK||=[]).push([])')
    expect(read('page.css')).toBe('p{color:red}')
  })

  it('marks a chunk once, however often it runs', () => {
    addCompileHints(build())
    expect(addCompileHints(dir)).toBe(0)
    expect(read('page.js').split(COMPILE_HINT)).toHaveLength(2)
  })

  it('is a comment on the first line, as V8 reads it', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })
})
