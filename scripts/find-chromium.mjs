// Finds the Chromium Playwright drives: CHROME_PATH, else /usr/bin/chromium; as root on
// Debian, installs Debian's chromium when neither exists. Playwright never downloads one.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function findChromium({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`)
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (install && isRoot && existsSync('/etc/debian_version')) {
    console.log('e2e: installing Debian chromium (apt-get)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
  )
}
