#!/usr/bin/env node
// `npm run bench:mock`: how fast the mock server starts in Chromium, from the prebuilt image,
// from live seeding, and from a saved database (a reload), over fresh browser contexts.
// Prints a Markdown table for docs/benchmarks.md. Builds dist-mock when missing (or E2E_BUILD=1).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { findChromium } from './find-chromium.mjs'
import { freePort } from './free-port.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
if (process.env.E2E_BUILD === '1' || !existsSync('dist-mock/index.html')) {
  const r = spawnSync('npx', ['vite', 'build', '--mode', 'mock', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
const port = await freePort()
const server = spawn(
  'npx',
  [
    'vite',
    'preview',
    '--mode',
    'mock',
    '--outDir',
    'dist-mock',
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { stdio: 'ignore', detached: true },
)
const base = `http://127.0.0.1:${port}`
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/login`)).ok) break
  } catch {}
  await new Promise((r) => setTimeout(r, 200))
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})

async function ready(page) {
  await page.waitForFunction(() => window.__mock !== undefined || window.__mockError !== undefined)
  return page.evaluate(() => {
    if (window.__mockError) throw new Error(window.__mockError)
    return { source: window.__mock.source, ...window.__mock.timings, readyAt: window.__mockReadyAt }
  })
}

async function measure(kind) {
  const samples = []
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    if (kind === 'resume') {
      await page.goto(`${base}/login`)
      await ready(page)
      await page.evaluate(async () => {
        await fetch('/control/vueUserLogin', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ USERNAME: 'tradebase', PASSWORD: 'demo1234' }),
        })
      })
      await page.reload()
    } else {
      await page.goto(`${base}/login${kind === 'live' ? '?mockSeeding=live' : ''}`)
    }
    const s = await ready(page)
    if (s.source !== kind) throw new Error(`expected a ${kind} start, got ${s.source}`)
    samples.push(s)
    await context.close()
  }
  return samples
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const fmt = (n) => n.toFixed(0)

/** A write call (vueUserLogin: a session row), answered after the database is saved. */
async function writeCall() {
  const samples = []
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${base}/login`)
  await ready(page)
  for (let i = 0; i < RUNS; i++) {
    samples.push(
      await page.evaluate(async () => {
        const t0 = performance.now()
        await fetch('/control/vueUserLogin', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ USERNAME: 'tradebase', PASSWORD: 'demo1234' }),
        })
        return performance.now() - t0
      }),
    )
  }
  await context.close()
  return samples
}

const image = readdirSync('dist-mock/assets').find((f) => f.endsWith('.sqlite'))
const imageKb = image ? statSync(join('dist-mock/assets', image)).size / 1024 : Number.NaN
const rows = []
for (const kind of ['image', 'live', 'resume']) {
  const s = await measure(kind)
  const col = (k) => s.map((x) => x[k])
  rows.push(
    `| ${kind} | ${fmt(pct(col('totalMs'), 50))} | ${fmt(pct(col('totalMs'), 90))} | ${fmt(pct(col('wasmAndBytesMs'), 50))} | ${fmt(pct(col('databaseMs'), 50))} | ${fmt(pct(col('serverMs'), 50))} | ${fmt(pct(col('readyAt'), 50))} |`,
  )
}
const writes = await writeCall()
await browser.close()
process.kill(-server.pid)

console.log(
  `Mock server start-up in Chromium, ${RUNS} fresh browser contexts each, prebuilt image ${imageKb.toFixed(0)} kB (ms)\n`,
)
console.log(
  '| start | createMockServer median | p90 | wasm + bytes median | database median | app + Mirage median | navigation → mock ready median |',
)
console.log('|---|---|---|---|---|---|---|')
for (const r of rows) console.log(r)
console.log(
  `\nA write call (vueUserLogin, saved to IndexedDB before it answers): median ${fmt(pct(writes, 50))} ms, p90 ${fmt(pct(writes, 90))} ms`,
)
