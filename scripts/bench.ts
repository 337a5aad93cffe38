// `npm run bench`: server-side figures for docs/benchmarks.md (not part of npm test).
//   1. the default demo seed on better-sqlite3 and on sql.js (the in-page mock's engine);
//   2. a paged, sorted, filtered order-list query over 100,000 orders of tradebase (SQLite);
//   3. getMenuCount with a session, under load (autocannon, loopback, bounded duration)
//      against the Node server on that large database.
// Writes its section of docs/benchmarks.md between the bench:server markers.
// Options: --skip-load (no autocannon), --duration=<seconds> (default 10).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { Kysely } from 'kysely'
import { SqlJsDialect } from 'kysely-wasm'
import initSqlJs from 'sql.js'
import { paginate } from '../server/http/paging.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import type { Database, Db } from '../server/db/schema.ts'
import { DEFAULT_SEED, seedDemo } from '../server/db/seed/seed-demo.ts'
import { openSqlite } from '../server/db/sqlite.ts'
import { pbkdf2Hasher } from '../server/security/password-hasher.ts'

const loadAverageAtStart = loadavg()[0]?.toFixed(1)
const args = process.argv.slice(2)
const skipLoad = args.includes('--skip-load')
const duration = Number(args.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10)
const NOW = new Date('2026-11-20T02:00:00.000Z')
const hasher = pbkdf2Hasher(1000)
const lines: string[] = []
const out = (line = '') => {
  console.log(line)
  lines.push(line)
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}
const ms = (v: number) => v.toFixed(v < 10 ? 2 : 0)

async function timeSeed(open: () => Promise<Db>, runs: number) {
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const db = await open()
    await migrateToLatest(db)
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    await seedDemo(db, { seed: DEFAULT_SEED, now: NOW, hasher })
    wall.push(performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu.push((c.user + c.system) / 1000)
    await db.destroy()
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) }
}

// ---- 1. seed timing
const SQL = await initSqlJs()
out('### Demo seed (default world)')
out()
out('| engine | runs | wall median | wall min | CPU median |')
out('| --- | --- | --- | --- | --- |')
for (const [name, open] of [
  ['better-sqlite3 (Node server)', async () => openSqlite(':memory:')],
  [
    'sql.js (in-page mock, run in Node)',
    async () => new Kysely<Database>({ dialect: new SqlJsDialect({ database: new SQL.Database() }) }),
  ],
] as const) {
  const t = await timeSeed(open, 5)
  out(
    `| ${name} | 5 | ${ms(quantile(t.wall, 0.5))} ms | ${ms(t.wall[0] ?? 0)} ms | ${ms(quantile(t.cpu, 0.5))} ms |`,
  )
}
out()

// ---- 2. order list over 100,000 orders
const dir = mkdtempSync(join(tmpdir(), 'bench-'))
const file = join(dir, 'merchant.sqlite')
const big = openSqlite(file)
await migrateToLatest(big)
const t0 = performance.now()
await seedDemo(big, { seed: DEFAULT_SEED, now: NOW, hasher, large: true })
const largeSeconds = (performance.now() - t0) / 1000
const total = await big
  .selectFrom('sales_order')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('party_id', '=', 'P10004')
  .executeTakeFirstOrThrow()
out(
  `### Order list over ${Number(total.n).toLocaleString('en')} orders of tradebase (SQLite, better-sqlite3)`,
)
out()
out(`Large seed (\`npm run db:reset -- --large\` equivalent) took ${largeSeconds.toFixed(1)} s.`)
out(
  'Each call is the page query plus its total count, through `server/http/paging.ts`; 300 calls after 20 warm-up calls.',
)
out()
out('| query | p50 | p95 | max | CPU per call (mean) |')
out('| --- | --- | --- | --- | --- |')

const sortable = { createdAt: 'created_at', payAmount: 'pay_amount', orderNo: 'order_no' }
type Variant = [string, () => Promise<unknown>]
const list = (
  filter: (q: ReturnType<typeof base>) => ReturnType<typeof base>,
  page: number,
  sortField?: string,
  sortOrder?: 'asc' | 'desc',
) =>
  paginate(
    filter(base()),
    { page, pageSize: 20, sortField, sortOrder },
    {
      sortable,
      defaultSort: { field: 'createdAt', order: 'desc' },
      tieBreaker: 'id',
      map: (r) => r,
    },
  )
function base() {
  return big
    .selectFrom('sales_order')
    .select(['id', 'order_no', 'buyer_name', 'status', 'pay_amount', 'item_count', 'created_at'])
    .where('party_id', '=', 'P10004')
}
const monthAgo = new Date(NOW.getTime() - 30 * 86_400_000).toISOString()
const variants: Variant[] = [
  ['newest first, page 1', () => list((q) => q, 1)],
  ['newest first, page 50', () => list((q) => q, 50)],
  ['status COMPLETED, newest first, page 10', () => list((q) => q.where('status', '=', 'COMPLETED'), 10)],
  ['status WAIT_SHIP, newest first, page 1', () => list((q) => q.where('status', '=', 'WAIT_SHIP'), 1)],
  ['last 30 days, newest first, page 3', () => list((q) => q.where('created_at', '>=', monthAgo), 3)],
  // A prefix search as a range, so it uses the (party_id, order_no) unique index.
  [
    'order no. prefix search, page 1',
    () => list((q) => q.where('order_no', '>=', 'SL202611').where('order_no', '<', 'SL202612'), 1),
  ],
  [
    'status COMPLETED sorted by amount, page 1',
    () => list((q) => q.where('status', '=', 'COMPLETED'), 1, 'payAmount', 'desc'),
  ],
]
for (const [name, run] of variants) {
  for (let i = 0; i < 20; i++) await run()
  const times: number[] = []
  const cpu0 = process.cpuUsage()
  for (let i = 0; i < 300; i++) {
    const s = performance.now()
    await run()
    times.push(performance.now() - s)
  }
  const cpu = process.cpuUsage(cpu0)
  times.sort((a, b) => a - b)
  out(
    `| ${name} | ${ms(quantile(times, 0.5))} ms | ${ms(quantile(times, 0.95))} ms | ${ms(times[times.length - 1] ?? 0)} ms | ${ms((cpu.user + cpu.system) / 1000 / 300)} ms |`,
  )
}
out()
await big.destroy()

// ---- 3. getMenuCount under load
if (!skipLoad) {
  const port = 5221
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) resolve()
    })
    server.on('exit', (code) => reject(new Error(`bench server exited ${code}`)))
  })
  const base = `http://127.0.0.1:${port}/control`
  const login = (await (
    await fetch(`${base}/vueUserLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ USERNAME: 'tradebase', PASSWORD: 'demo1234' }),
    })
  ).json()) as { data: { token: string } }
  const request = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', externalLoginKey: login.data.token },
    body: JSON.stringify({ partyId: 'P10004' }),
  }
  const sample = (await (await fetch(`${base}/getMenuCount`, request)).json()) as {
    code: number
    data: unknown
  }
  if (sample.code !== 20000) throw new Error(`getMenuCount answered ${JSON.stringify(sample)}`)
  // CPU seconds the server process used (Linux /proc), so the figure can be read apart from
  // what the load generator and other work on the same cores took.
  const cpuOf = (pid: number) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  }
  const cpuBefore = cpuOf(server.pid as number)
  const result = await autocannon({
    url: `${base}/getMenuCount`,
    connections: 50,
    duration,
    ...request,
  })
  const serverCpu = cpuOf(server.pid as number) - cpuBefore
  server.kill('SIGTERM')
  out('### getMenuCount under load (with a session, on the large database)')
  out()
  out(
    `autocannon, 50 connections, ${duration} s, loopback, one Node server process (\`scripts/bench-server.ts\`), ${cpus().length} cores shared with the load generator.`,
  )
  out(`Answer checked before the run: \`${JSON.stringify(sample.data)}\`.`)
  out()
  out(
    '| requests/s (mean) | latency p50 | latency p99 | non-2xx | errors | server CPU | requests per server CPU-second |',
  )
  out('| --- | --- | --- | --- | --- | --- | --- |')
  out(
    `| ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors} | ${serverCpu.toFixed(1)} s | ${Math.round(result.requests.total / serverCpu).toLocaleString('en')} |`,
  )
  out()
}
rmSync(dir, { recursive: true, force: true })

// ---- write docs/benchmarks.md
const start = '<!-- bench:server -->'
const end = '<!-- /bench:server -->'
const section = [
  start,
  '## Server (`npm run bench`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on this project's machine: ${cpus().length} cores shared with other work, load average ${loadAverageAtStart} at the start and ${loadavg()[0]?.toFixed(1)} at the end. Wall times grow with that load; CPU times much less, so read those first.`,
  '',
  ...lines,
  end,
].join('\n')
const doc = readFileSync('docs/benchmarks.md', 'utf8')
const next = doc.includes(start)
  ? doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), section)
  : `${doc.trimEnd()}\n\n${section}\n`
writeFileSync('docs/benchmarks.md', next)
console.log('\nwritten to docs/benchmarks.md')
