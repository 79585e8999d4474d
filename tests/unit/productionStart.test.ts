import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * An installation without a build of its own: the start script copied (its root is where it lies),
 * everything else linked to this work tree. `.next/` is what each case makes it.
 */
const install = fs.mkdtempSync(path.join(os.tmpdir(), 'hub1909-start-'))
fs.cpSync(path.join(root, 'scripts'), path.join(install, 'scripts'), { recursive: true })
for (const entry of ['src', 'node_modules', 'messages', 'public', 'package.json', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'docs']) {
  fs.symlinkSync(path.join(root, entry), path.join(install, entry))
}
afterAll(() => fs.rmSync(install, { recursive: true, force: true }))

function start(env: NodeJS.ProcessEnv) {
  // A database that does not exist: the script must stop before it would touch one.
  return spawnSync(process.execPath, [path.join(install, 'scripts/start.mjs')], {
    cwd: install,
    env: { ...process.env, ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '1' },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

describe('npm start in production (NODE_ENV=production)', () => {
  it('refuses to start, and says to run `npm run build`, when there is no build', () => {
    const result = start({ NODE_ENV: 'production' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('the build in .next/ is missing or older than the sources')
    expect(result.stderr).toContain('Run `npm run build` first')
    expect(result.stdout).not.toContain('Building the site')
  })

  it('refuses a build older than the sources instead of building again', () => {
    fs.mkdirSync(path.join(install, '.next'), { recursive: true })
    const buildId = path.join(install, '.next', 'BUILD_ID')
    fs.writeFileSync(buildId, 'old-build')
    fs.utimesSync(buildId, new Date('2001-01-01'), new Date('2001-01-01'))
    const result = start({ NODE_ENV: 'production' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Run `npm run build` first')
    expect(result.stdout).not.toContain('Building the site')
  })
})
