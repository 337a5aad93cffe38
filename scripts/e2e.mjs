#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: builds the mock and production bundles when missing,
// older than their sources, or asked for (E2E_BUILD=1; CI always builds), picks free ports, finds
// Chromium, runs Playwright. A new scenario, page or fixture change in src/, mock-server/,
// server/ or contract/ is thus in the build the tests run against without a flag.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { findChromium } from './find-chromium.mjs'
import { freePort } from './free-port.mjs'

const args = process.argv.slice(2)
const run = (cmd, cmdArgs, env = {}) => {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

/** What a bundle is built from: a change to any of these makes the build stale. */
const SOURCES = [
  'src',
  'mock-server',
  'server',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
]

/** The newest modification time under `path` (tests are not part of a build). */
function newest(path) {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  let latest = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue
    latest = Math.max(latest, newest(join(path, entry.name)))
  }
  return latest
}

/** Why `outDir` must be built, or undefined when it is current. */
function staleness(outDir, sourcesTime) {
  if (process.env.E2E_BUILD === '1') return 'E2E_BUILD=1'
  if (process.env.CI) return 'CI builds every time'
  const index = join(outDir, 'index.html')
  if (!existsSync(index)) return `${outDir}/ is missing`
  if (statSync(index).mtimeMs < sourcesTime) return `the sources changed since ${outDir}/ was built`
  return undefined
}

process.env.CHROME_PATH = findChromium()
const sourcesTime = Math.max(...SOURCES.map(newest))
for (const [outDir, buildArgs] of [
  ['dist-mock', ['vite', 'build', '--mode', 'mock', '--logLevel', 'warn']],
  ['dist', ['vite', 'build', '--logLevel', 'warn']],
]) {
  const why = staleness(outDir, sourcesTime)
  if (why) {
    console.log(`e2e: building ${outDir}/ (${why})`)
    run('npx', buildArgs)
  }
}

run('npx', ['playwright', 'test', ...args], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_MOCK_PORT: String(process.env.E2E_MOCK_PORT ?? (await freePort())),
  E2E_REAL_PORT: String(process.env.E2E_REAL_PORT ?? (await freePort())),
})
