// Where a page's main thread goes on a phone (issue 37: "find where the main thread goes and cut
// it"). Opens a page cold, signed in, with the CPU 4x slower (Lighthouse's phone), records a CPU
// profile and the page's long tasks, and prints each long task with the React phase that filled
// it (a synchronous render, a render in slices, the commit, the effects), the app's functions
// inside it and the functions that ran themselves, named from the build's source maps.
//
//   npx vite build --sourcemap && npx tsx scripts/profile-load.ts /product-management/productList \
//     [--user=tradebase] [--runs=3]
//
// It serves dist/ with the production server on a fresh demo database (as scripts/bench-pages.ts
// does). A task's blocking time is the part past 50 ms, as Lighthouse counts it; the sum is a
// guide for paired comparisons of two builds, not Lighthouse's simulated figure.
import { existsSync, readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'
import { startServer } from './bench-pages.ts'
import { signIn } from './bench-sign-in.ts'

const path = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/product-management/productList'
const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const user = option('user', 'tradebase')
const runs = Number(option('runs', '3'))
const REACT_PHASES = ['renderRootSync', 'renderRootConcurrent', 'commitRoot', 'flushPassiveEffects']
// A function the page runs once the load settles: its first sample lines the profile's clock up
// with the page's (long tasks are timed from the page's time origin).
const MARKER = '__profileMarker'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
}

const sourceMaps = new Map<string, SourceMapConsumer | undefined>()
function sourceMapOf(url: string): SourceMapConsumer | undefined {
  if (!sourceMaps.has(url)) {
    const file = `dist${new URL(url).pathname}.map`
    sourceMaps.set(
      url,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : undefined,
    )
  }
  return sourceMaps.get(url)
}

/** `name@file:line` of a profile node, in the source's terms where a source map has them. */
function sourceName(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame
  const map = url.startsWith('http') ? sourceMapOf(url) : undefined
  const at = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
  if (!at?.source) return functionName || '(anonymous)'
  const file = at.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')
  return `${at.name ?? functionName}@${file}:${at.line}`
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ')

function add(totals: Map<string, number>, key: string, ms: number) {
  totals.set(key, (totals.get(key) ?? 0) + ms)
}

const server = await startServer('dist')
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
try {
  const token = await signIn(server.base, user)
  const sums: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addCookies([{ name: 'Admin-Token', value: token, url: server.base }])
    const page = await context.newPage()
    await page.addInitScript(`window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration])
      }).observe({ type: 'longtask', buffered: true })`)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.goto(server.base + path)
    // Settled: no long task for 2 s (the page keeps its live stream open, so the network never
    // goes quiet).
    await page.waitForFunction(
      () => {
        const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks
        const last = tasks.reduce((end, [start, duration]) => Math.max(end, start + duration), 0)
        return performance.now() - Math.max(last, 1000) > 2000
      },
      undefined,
      { timeout: 60_000, polling: 250 },
    )
    const markedAt = (await page.evaluate(
      `window.${MARKER} = function ${MARKER}() { const t0 = performance.now(); while (performance.now() - t0 < 20) {} return t0 }; window.${MARKER}()`,
    )) as number
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    const longTasks = (await page.evaluate('window.__longTasks')) as [number, number][]
    await context.close()

    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    const parent = new Map<number, number>()
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
    const names = new Map(profile.nodes.map((n) => [n.id, sourceName(n)]))
    // Sample times on the page's clock, each with the time until the next sample.
    let clock = profile.startTime
    const samples = profile.samples.map((id, i) => {
      clock += profile.timeDeltas[i] ?? 0
      return { at: clock / 1000, id, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 }
    })
    const marker = samples.find((s) => byId.get(s.id)?.callFrame.functionName === MARKER)
    if (!marker) throw new Error('the profile lost its clock marker')
    const offset = marker.at - markedAt
    let blocking = 0
    console.log(`run ${run + 1}: ${longTasks.length} long tasks (CPU 4x), ms from the navigation`)
    for (const [start, duration] of longTasks) {
      blocking += Math.max(0, duration - 50)
      const phases = new Map<string, number>()
      const app = new Map<string, number>()
      const self = new Map<string, number>()
      for (const sample of samples) {
        const at = sample.at - offset
        const name = byId.get(sample.id)?.callFrame.functionName
        if (at < start || at > start + duration || name === '(idle)' || name === '(program)') continue
        let phase = 'script'
        let appFunction: string | undefined
        for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
          const frame = names.get(id) ?? ''
          phase = REACT_PHASES.find((p) => frame.startsWith(`${p}@`)) ?? phase
          if (!appFunction && /@(src|contract)\//.test(frame)) appFunction = frame
        }
        add(phases, phase, sample.ms)
        if (appFunction) add(app, appFunction, sample.ms)
        add(self, names.get(sample.id) ?? '', sample.ms)
      }
      console.log(`  ${start.toFixed(0).padStart(6)} +${duration.toFixed(0).padStart(4)}  ${top(phases, 4)}`)
      if (app.size > 0) console.log(`          app: ${top(app, 4)}`)
      console.log(`          self: ${top(self, 5)}`)
    }
    console.log(`  blocking (the part of each long task past 50 ms): ${blocking.toFixed(0)} ms\n`)
    sums.push(blocking)
  }
  const sorted = [...sums].sort((a, b) => a - b)
  console.log(`median blocking of ${runs} runs: ${sorted[Math.floor(runs / 2)]?.toFixed(0)} ms`)
} finally {
  await browser.close()
  server.stop()
}
