import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { findChromium } from './scripts/find-chromium.mjs'

// Ports come from scripts/e2e.mjs (free ones); the defaults serve a manual run.
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4173)
const realPort = Number(process.env.E2E_REAL_PORT ?? 8181)
const realDataDir = mkdtempSync(join(tmpdir(), 'merchant-e2e-'))
// Names this run's saved sign-ins (tests/e2e/fixtures.ts); workers inherit it.
process.env.E2E_RUN_ID ??= String(Date.now())

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    locale: 'en-US',
    // No trace while the suite runs: recording one per test (screencast and DOM snapshots, kept
    // only on failure) doubled the CPU of every test (docs/benchmarks.md, "npm test time per
    // layer"), and a CI run's traces are never read. Re-run a failure with
    // `--trace retain-on-failure` (tests/e2e/README.md); the screenshot and the page's aria
    // snapshot (error-context.md) are kept on every failure regardless.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? findChromium({ install: false }),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // WebAssembly on V8's baseline compiler only. A test's page lives for seconds; V8 spent
        // about 0.45 CPU-seconds of every page load recompiling the hot functions of the mock's
        // sql.js (its SQL interpreter) with its optimising compiler, work that never paid back
        // in so short a life. Without it a signed-in page load costs 0.4-0.5 CPU-seconds less,
        // and two samples of the suite ran 6% and 10% faster, the mock's heaviest specs
        // (start-up, scenarios, 100,000 spreadsheet rows) among them (docs/benchmarks.md).
        '--js-flags=--liftoff-only',
      ],
    },
  },
  projects: [
    // The product against the mock server in the page (dist-mock): the main suite.
    { name: 'mock', testIgnore: /\.real\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${mockPort}` } },
    // A smoke set against the real Node server on its own fresh SQLite database.
    { name: 'real', testMatch: /\.real\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${realPort}` } },
  ],
  webServer: [
    {
      command: `npx vite preview --mode mock --outDir dist-mock --port ${mockPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${mockPort}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${realPort}/login`,
      env: { PORT: String(realPort), DATA_DIR: realDataDir },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
