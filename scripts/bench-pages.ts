// The page figures of `npm run bench` (issue 19): the login page and the sign-in journey in
// Debian's Chromium, measured by the browser itself (PerformanceObserver and the page's own
// performance marks), against the real Node server on a fresh demo database.
//   - LCP and "login form visible" of /login, and "dashboard figures visible" counted from
//     the sign-in click;
//   - three network/CPU profiles: unthrottled loopback, Lighthouse's desktop profile (40 ms RTT,
//     10 Mbps, CPU 1x) and the issue's throttled row (1.6 Mbps down / 750 kbps up, 150 ms RTT,
//     CPU 4x), through CDP;
//   - N runs per profile, each in a fresh browser context (cold cache, no token); median and p90;
//   - the sign-in waterfall of the last throttled run: which request started when, from the click.
//   - issue 37's page goals through Lighthouse itself (scripts/bench-lighthouse.ts): the list
//     pages (LIST_PAGES), the dashboard and login, cold and signed in, on its mobile profile
//     (`--lighthouse-runs=3`) and its desktop preset (1 run); `--no-lighthouse` skips them;
//   - `--devtools-phone`: the list pages under DevTools' applied phone throttling as well, from
//     the page's own long tasks (for paired comparisons of two builds; not judged).
// Builds nothing: expects `npm run build` output in dist/. Prints a Markdown section; called by
// scripts/bench.ts, or alone: `npx tsx scripts/bench-pages.ts [--runs=5] [--profile=throttled]
// [--dist=<a kept build>]`.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { reportGoal } from './bench-goals.ts'
import {
  LIGHTHOUSE_VERSION,
  type LighthousePreset,
  type LighthouseRun,
  lighthouseRun,
} from './bench-lighthouse.ts'
import { signIn } from './bench-sign-in.ts'

export interface Profile {
  name: string
  /** Network conditions for CDP, or none (loopback as is). */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number }
  cpu: number
}

const kbps = (k: number) => (k * 1024) / 8

export const PROFILES: Profile[] = [
  { name: 'unthrottled', cpu: 1 },
  {
    name: 'desktop',
    network: { latency: 40, downloadThroughput: kbps(10240), uploadThroughput: kbps(10240) },
    cpu: 1,
  },
  {
    name: 'throttled',
    network: { latency: 150, downloadThroughput: kbps(1600), uploadThroughput: kbps(750) },
    cpu: 4,
  },
]

export const DEMO_USER = { username: 'tradebase', password: 'demo1234' }

export interface RunResult {
  lcp: number
  lcpElement: string
  formVisible: number
  /** From the sign-in click (submit event) to the dashboard's figures on screen. */
  figuresAfterClick: number
  waterfall: { name: string; start: number; end: number }[]
}

/**
 * Installed before any page script: an LCP observer, the sign-in click (the form's submit
 * event), and the moments the login form and the dashboard figures are first in the DOM, taken
 * after the next animation frame, i.e. once painted. Nothing in the app is needed, so the same
 * probe measures any build (before and after a change).
 */
const PAGE_PROBE = `(() => {
  const probe = { lcp: 0, lcpElement: '', formAt: 0, figuresAt: 0, submitAt: 0 }
  window.__benchProbe = probe
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      probe.lcp = e.startTime
      const el = e.element
      probe.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '(gone)'
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  document.addEventListener('submit', () => { if (!probe.submitAt) probe.submitAt = performance.now() }, true)
  const painted = (set) => requestAnimationFrame(() => setTimeout(() => set(performance.now()), 0))
  const watch = () => {
    if (!probe.formAt && document.querySelector('form.login-card input')) painted((t) => { probe.formAt ||= t })
    if (!probe.figuresAt && document.querySelector('.dashboard-figure__value')) painted((t) => { probe.figuresAt ||= t })
  }
  new MutationObserver(watch).observe(document, { childList: true, subtree: true })
})()`

function median(values: number[]) {
  return quantile(values, 0.5)
}
function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo)
}
const s = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`

// biome-ignore lint/suspicious/noExplicitAny: the probe is a page global
const probeOf = (page: Page) => page.evaluate(() => (window as any).__benchProbe as Probe)

interface Probe {
  lcp: number
  lcpElement: string
  formAt: number
  figuresAt: number
  submitAt: number
}

async function oneRun(browser: Browser, base: string, profile: Profile): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'en-US' })
  try {
    const page = await context.newPage()
    await page.addInitScript(PAGE_PROBE)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
    if (profile.network)
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network })
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu })
    await page.goto(`${base}/login`, { waitUntil: 'load' })
    // biome-ignore lint/suspicious/noExplicitAny: the probe is a page global
    await page.waitForFunction(() => (window as any).__benchProbe.formAt > 0)
    // LCP is final at the first input; read it after a short settle, before typing.
    await page.waitForTimeout(300)
    const { lcp, lcpElement, formAt: formVisible } = await probeOf(page)
    const [user, pass] = await page.locator('form.login-card input').all()
    if (!user || !pass) throw new Error('login form without its two fields')
    await user.click()
    await user.pressSequentially(DEMO_USER.username, { delay: 60 })
    await pass.click()
    await pass.pressSequentially(DEMO_USER.password, { delay: 60 })
    await page.locator('form.login-card button[type=submit]').click()
    // biome-ignore lint/suspicious/noExplicitAny: the probe is a page global
    await page.waitForFunction(() => (window as any).__benchProbe.figuresAt > 0, undefined, {
      timeout: 60_000,
    })
    const { submitAt, figuresAt } = await probeOf(page)
    // Everything asked for once the form was on screen: what loaded while the user typed shows
    // with a negative start.
    const waterfall = await page.evaluate(
      ({ t0, from }) => {
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.startTime > from)
          .map((e) => ({
            name: new URL(e.name).pathname.replace(/^\/assets\//, '').replace(/^\/control\//, 'control/'),
            start: e.startTime - t0,
            end: e.responseEnd - t0,
          }))
          .sort((a, b) => a.start - b.start)
      },
      { t0: submitAt, from: formVisible },
    )
    return { lcp, lcpElement, formVisible, figuresAfterClick: figuresAt - submitAt, waterfall }
  } finally {
    await context.close()
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

/**
 * The production Node server on a fresh demo database (seeded on start), serving `dist` (by
 * default the project's dist/; another build, e.g. one kept from before a change, is served from
 * a working directory that links it as dist/).
 */
export async function startServer(dist: string): Promise<{ base: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pages-'))
  const root = process.cwd()
  let cwd = root
  if (resolve(dist) !== resolve(root, 'dist')) {
    cwd = join(dir, 'root')
    mkdirSync(cwd)
    symlinkSync(resolve(dist), join(cwd, 'dist'))
    symlinkSync(join(root, 'node_modules'), join(cwd, 'node_modules'))
  }
  const port = await freePort()
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-server.ts')], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      NODE_ENV: 'production',
      // Production needs the payment provider's secret; no payment is made here.
      PAYMENT_WEBHOOK_SECRET:
        process.env.PAYMENT_WEBHOOK_SECRET ?? 'bench-pages-secret-not-used-for-any-payment',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) resolve()
    })
    server.on('exit', (code) => reject(new Error(`bench server exited ${code}`)))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      server.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The list pages of issue 37's goal, each opened cold as a user who has it. */
export const LIST_PAGES: ReadonlyArray<{ name: string; path: string; user: string }> = [
  { name: 'orders', path: '/order-management/salesOrder', user: 'tradebase' },
  { name: 'after-sales', path: '/order-management/orderAfterSales', user: 'tradebase' },
  { name: 'products', path: '/product-management/productList', user: 'tradebase' },
  { name: 'members', path: '/distribution-management/members', user: 'distributionpro' },
  { name: 'statements', path: '/financial-settlement/statement', user: 'tradebase' },
  { name: 'monthly report', path: '/statistics-management/manageMonthlyReport', user: 'tradebase' },
  { name: 'business network', path: '/business-opportunities/busiFriendList', user: 'tradebase' },
  { name: 'repairs', path: '/repairList', user: 'repairmember' },
]

/** Issue 37's goals for every list page on the phone profile. */
const PHONE_TBT_GOAL_MS = 200
const PHONE_LCP_GOAL_MS = 2500

/** Lighthouse's mobile profile: a phone's screen, slow 4G (150 ms RTT, 1.6 Mbps) and CPU 4x. */
const PHONE: Profile = {
  name: 'phone',
  network: { latency: 150, downloadThroughput: kbps(1600), uploadThroughput: kbps(750) },
  cpu: 4,
}

/** Long tasks and the first contentful paint, recorded from before the app starts. */
const LONG_TASK_PROBE = `(() => {
  const probe = { fcp: 0, lcp: 0, tasks: [] }
  window.__benchLongTasks = probe
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.tasks.push([e.startTime, e.duration]) })
    .observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') probe.fcp = e.startTime })
    .observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.lcp = e.startTime })
    .observe({ type: 'largest-contentful-paint', buffered: true })
})()`

export interface PhoneRun {
  fcp: number
  /** The last largest-contentful-paint candidate before the 5 s after the load end (no input ends it here). */
  lcp: number
  /** Lighthouse's total blocking time, approximated: every long task after the first contentful paint, less its first 50 ms. */
  tbt: number
  longest: number
}

/** One cold open of `path` on the phone profile, signed in as `user` (a session made beforehand). */
async function phoneRun(browser: Browser, base: string, path: string, token: string): Promise<PhoneRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  })
  try {
    await context.addCookies([{ name: 'Admin-Token', value: encodeURIComponent(token), url: base }])
    const page = await context.newPage()
    await page.addInitScript(LONG_TASK_PROBE)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    if (PHONE.network)
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE.network })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu })
    await page.goto(`${base}${path}`, { waitUntil: 'load' })
    // What the page does after its load (its calls, the rows, charts, idle imports): 5 s of it.
    await page.waitForTimeout(5000)
    const probe = await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: the probe is a page global
      () => (window as any).__benchLongTasks as { fcp: number; lcp: number; tasks: [number, number][] },
    )
    const after = probe.tasks.filter(([start]) => start >= probe.fcp)
    return {
      fcp: probe.fcp,
      lcp: probe.lcp,
      tbt: after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...probe.tasks.map(([, d]) => d)),
    }
  } finally {
    await context.close()
  }
}

/**
 * The list pages on the phone profile through DevTools' applied throttling (`--devtools-phone`):
 * the page's own long tasks, for paired comparisons of two builds. Not a goal's figure: applied
 * throttling slows every task of this machine 4x, where Lighthouse simulates a phone.
 */
async function phoneLists(browser: Browser, base: string, runs: number, log: (line: string) => void) {
  const lines: string[] = []
  lines.push("### List pages on a phone (DevTools' applied throttling)")
  lines.push('')
  lines.push(
    `Each page opened cold (a fresh context, signed in by its cookie) ${runs} times at 412 × 823 with slow 4G (150 ms RTT, 1.6 Mbps down) and the CPU slowed 4x, applied through CDP. Total blocking time as Lighthouse counts it (every long task after the first contentful paint, less its first 50 ms), over the load and the 5 s after it, from the page's own PerformanceObserver.`,
  )
  lines.push('')
  lines.push('| page | user | FCP p50 | LCP p50 | TBT p50 / max | longest task p50 |')
  lines.push('| --- | --- | --- | --- | --- | --- |')
  const tokens = new Map<string, string>()
  for (const { name, path, user } of LIST_PAGES) {
    let token = tokens.get(user)
    if (!token) {
      token = await signIn(base, user)
      tokens.set(user, token)
    }
    const list: PhoneRun[] = []
    for (let i = 0; i < runs; i++) list.push(await phoneRun(browser, base, path, token))
    log(`devtools phone ${name}: TBT ${list.map((r) => Math.round(r.tbt)).join(', ')} ms`)
    lines.push(
      `| ${name} (\`${path}\`) | ${user} | ${s(median(list.map((r) => r.fcp)))} | ${s(median(list.map((r) => r.lcp)))} | ${Math.round(median(list.map((r) => r.tbt)))} / ${Math.round(Math.max(...list.map((r) => r.tbt)))} ms | ${Math.round(median(list.map((r) => r.longest)))} ms |`,
    )
  }
  lines.push('')
  return lines
}

/** Issue 37's goals on Lighthouse's profiles. */
const MOBILE_SCORE_GOAL = 0.9
const DESKTOP_SCORE_GOAL = 0.95

/** The pages Lighthouse measures: the list pages, and the dashboard and login the issue names. */
const LIGHTHOUSE_PAGES: ReadonlyArray<{ name: string; path: string; user?: string; list: boolean }> = [
  ...LIST_PAGES.map((page) => ({ ...page, list: true })),
  { name: 'dashboard', path: '/dashboard', user: 'tradebase', list: false },
  { name: 'login', path: '/login', list: false },
]

/**
 * Every page of LIGHTHOUSE_PAGES through Lighthouse itself: `mobileRuns` cold runs on its mobile
 * profile and `desktopRuns` on its desktop preset, medians. A list page is judged on all of the
 * issue's goals (mobile score >= 0.9, TBT <= 200 ms, LCP <= 2.5 s; desktop >= 0.95); the
 * dashboard and login on the desktop score the issue says must stay.
 */
async function lighthousePages(
  base: string,
  mobileRuns: number,
  desktopRuns: number,
  log: (line: string) => void,
): Promise<string[]> {
  const lines: string[] = []
  const indexes: number[] = []
  const rows: string[] = []
  const tokens = new Map<string, string>()
  for (const { name, path, user, list } of LIGHTHOUSE_PAGES) {
    let token = user ? tokens.get(user) : undefined
    if (user && !token) {
      token = await signIn(base, user)
      tokens.set(user, token)
    }
    const runsOf = async (preset: LighthousePreset, count: number) => {
      const runs: LighthouseRun[] = []
      for (let i = 0; i < count; i++) {
        const run = await lighthouseRun(base, path, token, preset)
        // A run Lighthouse itself doubts (a page too slow to settle, a slow CPU) says so in the log.
        for (const warning of run.warnings) log(`lighthouse ${name} (${preset}) warns: ${warning}`)
        runs.push(run)
      }
      indexes.push(...runs.map((r) => r.benchmarkIndex))
      return runs
    }
    const mobile = await runsOf('mobile', mobileRuns)
    const desktop = await runsOf('desktop', desktopRuns)
    const m = (pick: (r: LighthouseRun) => number) => median(mobile.map(pick))
    const mobileScore = m((r) => r.score)
    const desktopScore = median(desktop.map((r) => r.score))
    log(
      `lighthouse ${name}: mobile ${mobile.map((r) => `${r.score} (TBT ${Math.round(r.tbt)}, LCP ${s(r.lcp)})`).join(', ')}; desktop ${desktop.map((r) => r.score).join(', ')}`,
    )
    const mobileMet =
      mobileScore >= MOBILE_SCORE_GOAL &&
      m((r) => r.tbt) <= PHONE_TBT_GOAL_MS &&
      m((r) => r.lcp) <= PHONE_LCP_GOAL_MS
    const desktopMet = desktopScore >= DESKTOP_SCORE_GOAL
    const met = list ? mobileMet && desktopMet : desktopMet
    rows.push(
      `| ${name} (\`${path}\`) | ${user ?? '(signed out)'} | ${mobileScore.toFixed(2)} | ${s(m((r) => r.fcp))} | ${s(m((r) => r.lcp))} | ${Math.round(m((r) => r.tbt))} ms | ${m((r) => r.cls).toFixed(3)} | ${desktopScore.toFixed(2)} | ${met ? 'met' : '**not met**'} |`,
    )
    reportGoal({
      what: list
        ? `${name} page, Lighthouse mobile and desktop (median of ${mobileRuns} and ${desktopRuns} cold runs)`
        : `${name} page, Lighthouse desktop (median of ${desktopRuns} cold runs; mobile shown)`,
      goal: list
        ? `mobile >= ${MOBILE_SCORE_GOAL}, TBT <= ${PHONE_TBT_GOAL_MS} ms, LCP <= ${PHONE_LCP_GOAL_MS / 1000} s; desktop >= ${DESKTOP_SCORE_GOAL}`
        : `desktop >= ${DESKTOP_SCORE_GOAL}`,
      figure: `mobile ${mobileScore.toFixed(2)} (TBT ${Math.round(m((r) => r.tbt))} ms, LCP ${s(m((r) => r.lcp))}); desktop ${desktopScore.toFixed(2)}`,
      met,
    })
  }
  lines.push(`### Pages on Lighthouse's profiles (Lighthouse ${LIGHTHOUSE_VERSION})`)
  lines.push('')
  lines.push(
    `Lighthouse itself (\`npm exec lighthouse@${LIGHTHOUSE_VERSION}\`, scripts/bench-lighthouse.ts), performance category only, against the production server: each page opened cold in a fresh Chromium profile, signed in by its session cookie, ${mobileRuns} times on Lighthouse's default mobile profile (simulated slow 4G and a 4x slower CPU, 412 × 823) and ${desktopRuns} on its desktop preset; medians. Lighthouse rated this machine's CPU at benchmark index ${Math.round(median(indexes))} (p50 of its runs; its 4x slowdown is calibrated for machines of about 1,000 or more, so a lower index simulates a slower phone).`,
  )
  lines.push('')
  lines.push('| page | user | mobile score | FCP | LCP | TBT | CLS | desktop score | goal |')
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  lines.push(...rows)
  lines.push('')
  return lines
}

export async function benchPages(
  options: {
    runs?: number
    profiles?: Profile[]
    dist?: string
    log?: (line: string) => void
    /** Lighthouse's runs per page on its mobile and desktop profiles (default 3 and 1; 0 skips Lighthouse). */
    lighthouseRuns?: { mobile: number; desktop: number }
    /** Also the list pages under DevTools' applied throttling (default: no). */
    devtoolsPhone?: boolean
  } = {},
): Promise<string[]> {
  const dist = options.dist ?? 'dist'
  const runs = options.runs ?? 5
  const profiles = options.profiles ?? PROFILES
  const log = options.log ?? ((line: string) => console.error(line))
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`no ${dist}/index.html: run \`npm run build\` first`)
  const loadAtStart = loadavg()[0]?.toFixed(1)
  const { base, stop } = await startServer(dist)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  })
  const results = new Map<string, RunResult[]>()
  let phone: string[] = []
  try {
    // One unmeasured run: the server's first answers (and the OS file cache) warm up.
    await oneRun(browser, base, PROFILES[0] as Profile)
    for (const profile of profiles) {
      const list: RunResult[] = []
      for (let i = 0; i < runs; i++) {
        const r = await oneRun(browser, base, profile)
        log(
          `${profile.name} #${i + 1}: LCP ${s(r.lcp)} (${r.lcpElement}), form ${s(r.formVisible)}, figures after click ${s(r.figuresAfterClick)}`,
        )
        list.push(r)
      }
      results.set(profile.name, list)
    }
    if (options.devtoolsPhone) phone = await phoneLists(browser, base, runs, log)
    const lighthouse = options.lighthouseRuns ?? { mobile: 3, desktop: 1 }
    if (lighthouse.mobile > 0)
      phone.unshift(...(await lighthousePages(base, lighthouse.mobile, lighthouse.desktop, log)))
  } finally {
    await browser.close()
    stop()
  }
  const lines: string[] = []
  lines.push('### Pages in the browser (login and sign-in)')
  lines.push('')
  lines.push(
    `Debian's Chromium through Playwright against the Node server (\`scripts/bench-server.ts\`, production build in dist/, fresh demo database), ${runs} runs per profile, each in a fresh browser context (cold cache). Figures from the page's PerformanceObserver (LCP) and a probe installed before the app (a MutationObserver, then the next animation frame: the moment the login form, or the first dashboard figure, is painted). Load average ${loadAtStart} at the start, ${loadavg()[0]?.toFixed(1)} at the end.`,
  )
  lines.push('')
  lines.push(
    'Profiles: *unthrottled* (loopback), *desktop* (Lighthouse desktop: 40 ms RTT, 10 Mbps, CPU 1x), *throttled* (1.6 Mbps down / 750 kbps up, 150 ms RTT, CPU 4x); through CDP.',
  )
  lines.push('')
  lines.push(
    '| profile | login LCP p50 / p90 | LCP element | login form visible p50 / p90 | dashboard figures after sign-in click p50 / p90 |',
  )
  lines.push('| --- | --- | --- | --- | --- |')
  for (const profile of profiles) {
    const list = results.get(profile.name) ?? []
    const col = (pick: (r: RunResult) => number) =>
      `${s(median(list.map(pick)))} / ${s(quantile(list.map(pick), 0.9))}`
    lines.push(
      `| ${profile.name} | ${col((r) => r.lcp)} | ${list[0]?.lcpElement ?? ''} | ${col((r) => r.formVisible)} | ${col((r) => r.figuresAfterClick)} |`,
    )
  }
  const last = results.get('throttled')?.at(-1) ?? [...results.values()].at(-1)?.at(-1)
  if (last) {
    lines.push('')
    lines.push(
      `Sign-in waterfall (last ${results.has('throttled') ? 'throttled' : 'measured'} run; ms from the sign-in click; figures on screen at ${Math.round(last.figuresAfterClick)} ms):`,
    )
    lines.push('')
    lines.push('| request | start | end |')
    lines.push('| --- | --- | --- |')
    for (const w of last.waterfall)
      lines.push(`| ${w.name} | ${Math.round(w.start)} | ${Math.round(w.end)} |`)
  }
  lines.push('')
  lines.push(...phone)
  return lines
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5)
  const only = args.find((a) => a.startsWith('--profile='))?.split('=')[1]
  const profiles = only ? PROFILES.filter((p) => only.split(',').includes(p.name)) : PROFILES
  const dist = args.find((a) => a.startsWith('--dist='))?.split('=')[1]
  const lines = await benchPages({
    runs,
    profiles,
    ...(dist ? { dist } : {}),
    lighthouseRuns: args.includes('--no-lighthouse')
      ? { mobile: 0, desktop: 0 }
      : {
          mobile: Number(args.find((a) => a.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 3),
          desktop: 1,
        },
    devtoolsPhone: args.includes('--devtools-phone'),
  })
  console.log(lines.join('\n'))
}
