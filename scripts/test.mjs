#!/usr/bin/env node
// `npm test`: everything a fresh machine must pass, in order, stopping at the first failure:
// type check, lint, statecharts (docs/machines), unit + machine + contract tests (SQLite, and PostgreSQL when one answers),
// production build + budgets + bundle check, Playwright end-to-end (mock and real server).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import pg from 'pg'

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test'
const started = Date.now()
const totals = { passed: 0, failed: 0 }
/** Every test's duration, for the ten slowest printed at the end. */
const durations = []
/** Wall time per step, for docs/benchmarks.md (suite time per layer). */
const stepTimes = []
/** Set once the last step has passed: a run stopped by a failing step is not a suite time. */
let allStepsRan = false

function step(name, cmd, args, env = {}) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const secs = ((Date.now() - t0) / 1000).toFixed(1)
  stepTimes.push([name, secs])
  if (r.status !== 0) {
    console.error(`✖ ${name} failed (${secs}s)`)
    summary()
    process.exit(r.status ?? 1)
  }
  console.log(`✔ ${name} (${secs}s)`)
}

function summary() {
  if (stepTimes.length) {
    console.log('\ntime per step')
    for (const [name, secs] of stepTimes) console.log(`  ${secs.padStart(6)} s  ${name}`)
  }
  if (durations.length) {
    console.log('\nten slowest tests')
    for (const { ms, name } of durations.sort((a, b) => b.ms - a.ms).slice(0, 10))
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`)
  }
  console.log(`\ntotal time ${((Date.now() - started) / 1000).toFixed(0)}s`)
  console.log(`${totals.passed} passed, ${totals.failed} failed`)
  recordSuiteTime()
}

/**
 * The run's time for `npm run bench` (issue 37's goal: the whole suite within 15 minutes on a
 * fresh clone): scripts/bench.ts reports it with the commit it ran on.
 */
function recordSuiteTime() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' })
  const record = {
    seconds: Math.round((Date.now() - started) / 1000),
    finished: new Date().toISOString(),
    commit: head.status === 0 ? head.stdout.trim() : null,
    cores: cpus().length,
    ci: !!process.env.CI,
    complete: allStepsRan,
    passed: totals.passed,
    failed: totals.failed,
    steps: stepTimes.map(([name, secs]) => ({ name, seconds: Number(secs) })),
  }
  writeFileSync('test-results/suite-time.json', `${JSON.stringify(record, null, 2)}\n`)
}

async function postgresUrl() {
  const url = process.env.DATABASE_URL ?? DEFAULT_PG
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return url
  } catch (error) {
    if (process.env.DATABASE_URL) throw new Error(`DATABASE_URL is set but does not answer: ${error.message}`)
    return undefined
  } finally {
    await client.end().catch(() => {})
  }
}

function countVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests
  for (const file of r.testResults)
    for (const a of file.assertionResults)
      durations.push({
        ms: a.duration ?? 0,
        name: `vitest ${a.fullName} (${file.name.replace(`${process.cwd()}/`, '')})`,
      })
}

function countPlaywright(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += r.stats.expected
  totals.failed += r.stats.unexpected + r.stats.flaky
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          durations.push({
            ms: result.duration,
            name: `e2e [${test.projectName}] ${[...path, spec.title].join(' › ')}`,
          })
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
  }
  for (const suite of r.suites) visit(suite, [suite.title])
}

mkdirSync('test-results', { recursive: true })
step('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])
step('lint', 'npx', ['biome', 'lint', '--error-on-warnings', '.'])
step('statecharts in docs/machines are up to date (npm run machines)', 'npx', [
  'tsx',
  'scripts/machines.ts',
  '--check',
])

const pgUrl = await postgresUrl()
console.log(
  pgUrl
    ? `\nPostgreSQL: contract tests run on SQLite and on ${pgUrl.replace(/\/\/[^@]*@/, '//')}`
    : '\nPostgreSQL: skipped (no server answered on 127.0.0.1:5432 and DATABASE_URL is unset); contract tests run on SQLite only',
)
step(
  'unit, machine and contract tests (vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  pgUrl ? { TEST_DATABASE_URL: pgUrl } : {},
)
countVitest('test-results/vitest.json')

step('production build', 'npx', ['vite', 'build', '--logLevel', 'warn'])
step('performance budgets', 'node', ['scripts/check-budgets.mjs'])
step('production bundle holds no mock code', 'node', ['scripts/check-bundle-clean.mjs'])
step('mock build', 'npx', ['vite', 'build', '--mode', 'mock', '--logLevel', 'warn'])
step('the bundle check recognises the mock', 'node', [
  'scripts/check-bundle-clean.mjs',
  'dist-mock',
  '--expect-all',
])
step('end-to-end tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
})
if (existsSync('test-results/playwright.json')) countPlaywright('test-results/playwright.json')
allStepsRan = true
summary()
if (totals.passed === 0) {
  console.error('no test ran')
  process.exit(1)
}
