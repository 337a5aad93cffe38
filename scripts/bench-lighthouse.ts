// Lighthouse itself, for issue 37's page goals ("Lighthouse mobile profile >= 0.9 ... desktop
// stays >= 0.95"): one cold run of a page, signed in, on Lighthouse's default mobile profile
// (simulated slow 4G and a 4x slower CPU) or its desktop preset. Lighthouse is not a dependency
// of the product (186 MB with its own browser driver): `npm exec` fetches the pinned version into
// npm's cache on the first run (about a minute) and reuses it after. Lighthouse 13 needs Node 22;
// 12.8 runs on the project's Node 20 floor.
//
// Each run gets a fresh Chromium profile (no cache), with the session's cookie set beforehand:
// Lighthouse clears the origin's caches and service workers before it loads the page, but keeps
// cookies, so the page opens signed in as it would for a returning merchant.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export const LIGHTHOUSE_VERSION = '12.8.2'

export type LighthousePreset = 'mobile' | 'desktop'

export interface LighthouseRun {
  /** The performance category's score, 0-1. */
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /**
   * Lighthouse's measure of this machine's CPU (about 1,000 or more on the desktop-class
   * machines its 4x slowdown is calibrated for); a lower index makes the simulated phone slower.
   */
  benchmarkIndex: number
  /** Lighthouse's own warnings about the run (a page too slow to finish, a slow CPU). */
  warnings: string[]
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--remote-debugging-port=0',
]

/** The DevTools port Chromium wrote into its profile once it listens. */
async function devToolsPort(profile: string): Promise<number> {
  const file = join(profile, 'DevToolsActivePort')
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0])
      if (port > 0) return port
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('Chromium did not open its DevTools port within 30 s')
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} exited ${code}`)),
    )
  })
}

/** One Lighthouse run of `base + path`, signed in by `token` (the session cookie) when given. */
export async function lighthouseRun(
  base: string,
  path: string,
  token: string | undefined,
  preset: LighthousePreset,
): Promise<LighthouseRun> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  // Its own process group, so that the browser and every helper process it started stop together.
  const browser = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, 'about:blank'],
    { detached: true, stdio: 'ignore' },
  )
  try {
    const port = await devToolsPort(profile)
    if (token) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
      await cdp
        .contexts()[0]
        ?.addCookies([{ name: 'Admin-Token', value: encodeURIComponent(token), url: base }])
      // Only disconnects: the browser stays for Lighthouse.
      await cdp.close()
    }
    const report = join(profile, 'report.json')
    await run('npm', [
      'exec',
      '--yes',
      `--package=lighthouse@${LIGHTHOUSE_VERSION}`,
      '--',
      'lighthouse',
      `${base}${path}`,
      `--port=${port}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ])
    const lhr = JSON.parse(readFileSync(report, 'utf8'))
    const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN)
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${base}${path}`).pathname)
      throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${path} (signed out?)`)
    return {
      score: Number(lhr.categories.performance.score),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? Number.NaN),
      warnings: (lhr.runWarnings ?? []).map(String),
    }
  } finally {
    const exited = new Promise((resolve) =>
      browser.exitCode === null ? browser.on('exit', resolve) : resolve(null),
    )
    if (browser.pid) process.kill(-browser.pid, 'SIGKILL')
    await exited
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
}
