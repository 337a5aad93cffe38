// Finds the Chromium Playwright drives: CHROME_PATH, else Debian's headless shell
// (/usr/bin/chromium-headless-shell), else /usr/bin/chromium; as root on Debian, installs both
// when neither exists. Playwright never downloads one. The headless shell is Chromium's old
// headless mode as a browser of its own, without the full browser's window and compositor work:
// a signed-in start costs 0.48 CPU-seconds against 0.83 with the full browser (docs/benchmarks.md).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** In order of preference. */
const BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

export function findChromium({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`)
  }
  const found = BROWSERS.find((path) => existsSync(path))
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (install && isRoot && existsSync('/etc/debian_version')) {
    console.log('e2e: installing Debian chromium (apt-get)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = BROWSERS.find((path) => existsSync(path))
    if (installed) return installed
  }
  throw new Error(
    'No Chromium found. Install one (Debian: `sudo apt-get install chromium-headless-shell chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
  )
}
