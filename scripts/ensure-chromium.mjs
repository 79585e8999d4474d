// End-to-end tests run in Debian's Chromium. Installs it with apt-get when it is missing and we are
// root; otherwise says what to install.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

const target = chromiumPath()
if (!fs.existsSync(target)) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH points at ${target}, which does not exist.`)
    process.exit(1)
  }
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('> Chromium is missing: installing Debian\'s chromium with apt-get…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env,
    })
  } else {
    console.error(
      'Chromium is needed for the end-to-end tests and is missing.\n' +
        'Install it as root with:  apt-get install -y chromium\n' +
        'or point CHROME_PATH at an existing Chromium or Chrome binary.',
    )
    process.exit(1)
  }
}
