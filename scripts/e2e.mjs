#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: builds the mock and production bundles when
// missing (or when E2E_BUILD=1), picks free ports, finds Chromium, runs Playwright.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from './find-chromium.mjs'
import { freePort } from './free-port.mjs'

const args = process.argv.slice(2)
const run = (cmd, cmdArgs, env = {}) => {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

process.env.CHROME_PATH = findChromium()
const rebuild = process.env.E2E_BUILD === '1'
if (rebuild || !existsSync('dist-mock/index.html'))
  run('npx', ['vite', 'build', '--mode', 'mock', '--logLevel', 'warn'])
if (rebuild || !existsSync('dist/index.html')) run('npx', ['vite', 'build', '--logLevel', 'warn'])

run('npx', ['playwright', 'test', ...args], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_MOCK_PORT: String(process.env.E2E_MOCK_PORT ?? (await freePort())),
  E2E_REAL_PORT: String(process.env.E2E_REAL_PORT ?? (await freePort())),
})
