// `npx tsx scripts/bench-stock.ts`: figures of the stock ledger (issue 29) for docs/benchmarks.md,
// on SQLite (a file) and on PostgreSQL (a schema of its own, dropped afterwards; skipped with a
// note when BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, is unreachable):
//   1. order placement with reservations under load: the production server
//      (scripts/bench-server.ts) on the demo seed, autocannon with 50 connections posting
//      createBusinessProductPcOrder (tradebase orders one unit of a distributionpro SKU). Every
//      order reserves in one conditional update and writes its ledger row and domain event in
//      the order's transaction. Afterwards the orders, the reservation rows and the SKU's reserved
//      figure must all equal the number of successful answers;
//   2. the history of one SKU with 100,000 movements (listSkuHistory, the repository function
//      of getSkuStockHistory): the first page, a kind filter, a date range, a page deep in the
//      export walk (beforeId), and the SKU's summary.
// Options: --duration=<seconds> per load row (default 10), --skip-postgres; --huge-dir=<DATA_DIR>
// and/or --huge-url=<DATABASE_URL>: part 1 only, on existing databases built by
// `npm run db:reset -- --huge` (ten times the data, issue 37), which keep the orders placed.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { Kysely, sql } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '../server/db/migrate.ts'
import { outboxPast } from '../server/events/domain-events.ts'
import { PostgresSearchPathDialect } from '../server/db/postgres.ts'
import type { Database, Db } from '../server/db/schema.ts'
import { DEFAULT_SEED, seedDemo } from '../server/db/seed/seed-demo.ts'
import { openSqlite } from '../server/db/sqlite.ts'
import { listSkuHistory } from '../server/products/stock-history.repository.ts'
import { findSkuStock } from '../server/products/stock.repository.ts'
import { pbkdf2Hasher } from '../server/security/password-hasher.ts'
import { reportGoal } from './bench-goals.ts'
import { signIn } from './bench-sign-in.ts'

const args = process.argv.slice(2)
const duration = Number(args.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10)
const skipPostgres = args.includes('--skip-postgres')
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const hugeDir = args.find((a) => a.startsWith('--huge-dir='))?.slice('--huge-dir='.length)
const hugeUrl = args.find((a) => a.startsWith('--huge-url='))?.slice('--huge-url='.length)
const huge = !!(hugeDir || hugeUrl)
const NOW = new Date('2026-11-20T02:00:00.000Z')
const MOVEMENTS = 100_000
const hasher = pbkdf2Hasher(1000)
const lines: string[] = []
const out = (line = '') => {
  console.log(line)
  lines.push(line)
}
const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1)
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN

interface Engine {
  name: string
  db: Db
  /** The server's environment for this database. */
  env: Record<string, string>
  close(): Promise<void>
}

async function sqliteEngine(): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stock-'))
  const db = openSqlite(join(dir, 'merchant.sqlite'))
  await migrateToLatest(db)
  await seedDemo(db, { seed: DEFAULT_SEED, now: NOW, hasher })
  return {
    name: 'SQLite',
    db,
    env: { DATA_DIR: dir, BENCH_PREPARED: '1' },
    close: async () => {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Existing databases of ten times the data, used as they are (nothing seeded or dropped). */
function hugeEngines(): Engine[] {
  const engines: Engine[] = []
  if (hugeDir) {
    const db = openSqlite(join(hugeDir, 'merchant.sqlite'))
    engines.push({
      name: 'SQLite',
      db,
      env: { DATA_DIR: hugeDir, BENCH_PREPARED: '1' },
      close: () => db.destroy(),
    })
  }
  if (hugeUrl) {
    const pool = new pg.Pool({ connectionString: hugeUrl, max: 4 })
    const db = new Kysely<Database>({ dialect: new PostgresSearchPathDialect({ pool }) })
    engines.push({
      name: 'PostgreSQL',
      db,
      env: { DATABASE_URL: hugeUrl, BENCH_PREPARED: '1' },
      close: () => db.destroy(),
    })
  }
  return engines
}

async function postgresEngine(): Promise<Engine | string> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch {
    return `${new URL(postgresUrl).host} unreachable`
  }
  const schema = `bench_stock_${Date.now().toString(36)}`
  await admin.query(`create schema ${schema}`)
  const pool = new pg.Pool({ connectionString: postgresUrl, max: 4, options: `-c search_path=${schema}` })
  const db = new Kysely<Database>({ dialect: new PostgresSearchPathDialect({ pool }) })
  await migrateToLatest(db, schema)
  await seedDemo(db, { seed: DEFAULT_SEED, now: NOW, hasher })
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = ${schema}`.execute(db)
  for (const { name } of tables) await sql.raw(`vacuum analyze "${name}"`).execute(db)
  const url = new URL(postgresUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    name: 'PostgreSQL',
    db,
    env: { DATABASE_URL: url.toString(), BENCH_PREPARED: '1' },
    close: async () => {
      await db.destroy()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}

/** The production server on the engine's database; resolves once it listens. */
async function startServer(env: Record<string, string>, port: number) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`bench-server exited ${code}`)))
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) resolve()
    })
  })
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * A SKU of the seller that tradebase may order again and again: the first whose probe order is
 * accepted once its stock is ample (a limit-purchase rule caps some products per buyer).
 */
async function orderableSku(db: Db, base: string, token: string, seller: string): Promise<number> {
  const answer = (await (
    await fetch(`${base}/control/getBusinessProductByType`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: token },
      body: JSON.stringify({ partyId: seller, pageSize: 50 }),
    })
  ).json()) as { code: number; data: { list: { skus: { skuId: number }[] }[] } }
  for (const { skuId } of answer.data.list.flatMap((p) => p.skus)) {
    await db.updateTable('product_sku').set({ stock: 100_000_000 }).where('id', '=', skuId).execute()
    let accepted = 0
    for (let i = 0; i < 3; i++) accepted += (await placeOrder(base, token, seller, skuId)) === 20000 ? 1 : 0
    if (accepted === 3) return skuId
  }
  throw new Error('no SKU of the seller takes repeated orders')
}

const orderBody = (seller: string, skuId: number) =>
  JSON.stringify({ partyId: seller, lines: [{ skuId, quantity: 1 }], remark: '' })

async function placeOrder(base: string, token: string, seller: string, skuId: number): Promise<number> {
  const answer = (await (
    await fetch(`${base}/control/createBusinessProductPcOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: token },
      body: orderBody(seller, skuId),
    })
  ).json()) as { code: number }
  return answer.code
}

async function placementUnderLoad(engine: Engine, port: number) {
  const seller = await engine.db
    .selectFrom('user_login')
    .select('party_id')
    .where('username', '=', 'distributionpro')
    .executeTakeFirstOrThrow()
  const server = await startServer(engine.env, port)
  try {
    const token = await signIn(server.base, 'tradebase')
    // Stock enough for every order of the run: the bench measures placing, not refusing.
    const skuId = await orderableSku(engine.db, server.base, token, seller.party_id)
    const before = await engine.db
      .selectFrom('product_sku')
      .select('reserved')
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow()
    const lastMovement = await engine.db
      .selectFrom('stock_movement')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
    // An envelope's refusal is HTTP 200 too: every answer's code is counted.
    const codes = new Map<number, number>()
    const lag = sampleOutboxLag(engine.db)
    const result = await autocannon({
      url: `${server.base}/control/createBusinessProductPcOrder`,
      connections: 50,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: token },
      body: orderBody(seller.party_id, skuId),
      requests: [
        {
          onResponse: (_status: number, body: string) => {
            const code = (JSON.parse(body) as { code: number }).code
            codes.set(code, (codes.get(code) ?? 0) + 1)
          },
        },
      ],
    })
    const lags = await lag.stop()
    // Orders still in flight when the load stops commit after it: read once the server is gone.
    await server.stop()
    const after = await engine.db
      .selectFrom('product_sku')
      .select('reserved')
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow()
    const reservations = await engine.db
      .selectFrom('stock_movement')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sku_id', '=', skuId)
      .where('kind', '=', 'ORDER_RESERVED')
      .where('id', '>', Number(lastMovement.id ?? 0))
      .executeTakeFirstOrThrow()
    return {
      requestsPerSecond: result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      reserved: Number(after.reserved) - Number(before.reserved),
      reservations: Number(reservations.n),
      refused:
        [...codes]
          .filter(([code]) => code !== 20000)
          .map(([code, n]) => `${n} x ${code}`)
          .join(', ') || 'none',
      accepted: codes.get(20000) ?? 0,
      lags,
    }
  } finally {
    await server.stop()
  }
}

/**
 * The outbox's delivery lag while the load runs: every 200 ms, for each consumer, the age of the
 * oldest event it has not yet passed (0 when it is up to date), read from the database the server
 * writes. An event is delivered when its consumer has passed it, applied or not wanted.
 */
function sampleOutboxLag(db: Db) {
  const samples: number[] = []
  let running = true
  const sample = async () => {
    const consumers = await db
      .selectFrom('domain_event_consumer')
      .select(['position_tx', 'position_id'])
      .execute()
    for (const c of consumers) {
      // Every committed event past the consumer, the ones still waiting behind the horizon too.
      const oldest = await outboxPast(db, { tx: Number(c.position_tx), id: Number(c.position_id) })
        .select('created_at')
        .orderBy('tx_id')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
      samples.push(oldest ? Math.max(0, Date.now() - Date.parse(oldest.created_at)) : 0)
    }
  }
  const loop = (async () => {
    while (running) {
      await sample()
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return samples.sort((a, b) => a - b)
    },
  }
}

/** Adds `count` movements to one SKU (alternating reservations and releases, over a year). */
async function addMovements(db: Db, count: number) {
  const sku = await db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select(['s.id', 's.product_id', 'p.party_id', 's.stock'])
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  const start = NOW.getTime() - 365 * 86_400_000
  const step = (365 * 86_400_000) / count
  for (let i = 0; i < count; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - i) }, (_, k) => {
      const n = i + k
      const reserve = n % 2 === 0
      return {
        party_id: sku.party_id,
        sku_id: sku.id,
        product_id: sku.product_id,
        kind: reserve ? ('ORDER_RESERVED' as const) : ('RESERVATION_RELEASED' as const),
        quantity: 0,
        reserved_change: reserve ? 1 : -1,
        on_hand_after: Number(sku.stock),
        reserved_after: reserve ? 1 : 0,
        source_type: 'ORDER' as const,
        source_id: null,
        source_no: `BENCH${n}`,
        reason: '',
        actor: null,
        event_id: null,
        created_at: new Date(start + n * step).toISOString(),
      }
    })
    await db.insertInto('stock_movement').values(rows).execute()
  }
  return { partyId: sku.party_id, skuId: Number(sku.id) }
}

async function time(run: () => Promise<unknown>, runs = 60) {
  for (let i = 0; i < 5; i++) await run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await run()
    times.push(performance.now() - t0)
  }
  return times.sort((a, b) => a - b)
}

async function ledgerQueries(engine: Engine) {
  const { partyId, skuId } = await addMovements(engine.db, MOVEMENTS)
  if (engine.name === 'PostgreSQL') await sql`analyze stock_movement`.execute(engine.db)
  const page = { page: 1, pageSize: 20 }
  const deep = await engine.db
    .selectFrom('stock_movement')
    .select('id')
    .where('sku_id', '=', skuId)
    .orderBy('id')
    .offset(MOVEMENTS / 10)
    .limit(1)
    .executeTakeFirstOrThrow()
  const cases: [string, () => Promise<unknown>][] = [
    [
      'first page, newest first (with the capped count)',
      () => listSkuHistory(engine.db, partyId, { skuId }, page),
    ],
    [
      'kind filter (releases)',
      () => listSkuHistory(engine.db, partyId, { skuId, kind: 'RESERVATION_RELEASED' }, page),
    ],
    [
      'a month of dates',
      () =>
        listSkuHistory(engine.db, partyId, { skuId, startDate: '2026-06-01', endDate: '2026-06-30' }, page),
    ],
    [
      'export walk, a page 90% deep (beforeId)',
      () =>
        listSkuHistory(engine.db, partyId, { skuId, beforeId: Number(deep.id) }, { page: 1, pageSize: 500 }),
    ],
    ['the SKU summary (on hand, reserved, threshold)', () => findSkuStock(engine.db, partyId, skuId)],
  ]
  const rows: string[] = []
  for (const [name, run] of cases) {
    const times = await time(run)
    rows.push(
      `| ${engine.name} | ${name} | ${ms(quantile(times, 0.5))} ms | ${ms(quantile(times, 0.95))} ms |`,
    )
  }
  return rows
}

const loadAtStart = loadavg()[0]?.toFixed(1)
const engines: Engine[] = huge ? hugeEngines() : [await sqliteEngine()]
let postgresNote = ''
if (!skipPostgres && !huge) {
  const p = await postgresEngine()
  if (typeof p === 'string') postgresNote = p
  else engines.push(p)
}

const placement: string[] = []
const ledger: string[] = []
let port = 5331
for (const engine of engines) {
  console.error(`${engine.name}: placement under load`)
  const r = await placementUnderLoad(engine, port++)
  const agree =
    r.reserved === r.reservations ? 'equal' : `**differ: ${r.reserved} reserved, ${r.reservations} rows**`
  const lagP50 = quantile(r.lags, 0.5)
  const lagP99 = quantile(r.lags, 0.99)
  const lagMax = r.lags.at(-1) ?? Number.NaN
  placement.push(
    `| ${engine.name} | ${Math.round(r.requestsPerSecond).toLocaleString('en')} | ${r.p50} ms | ${r.p99} ms | ${r.accepted.toLocaleString('en')} | ${r.refused} | ${r.reservations.toLocaleString('en')} | ${agree} | ${r.non2xx} | ${Math.round(lagP50)} / ${Math.round(lagP99)} / ${Math.round(lagMax)} ms (${r.lags.length}) |`,
  )
  if (huge) {
    const at = `${engine.name}, ten times the data, 50 connections`
    reportGoal({
      what: `order placement with reservations (${at})`,
      goal: 'every order reserves once (reserved = rows)',
      figure: `${Math.round(r.requestsPerSecond).toLocaleString('en')} orders/s, p99 ${r.p99} ms; ${r.reservations.toLocaleString('en')} reservations, ${agree.replaceAll('*', '')}`,
      met: r.reserved === r.reservations && r.non2xx === 0,
    })
    reportGoal({
      what: `domain event delivery lag, the outbox's oldest undelivered event (${at})`,
      goal: 'p99 <= 1 s (the live event budget)',
      figure: `p50 ${Math.round(lagP50)} ms, p99 ${Math.round(lagP99)} ms, max ${Math.round(lagMax)} ms`,
      met: lagP99 <= 1000,
    })
  }
  if (!huge) {
    console.error(`${engine.name}: ledger of ${MOVEMENTS} movements`)
    ledger.push(...(await ledgerQueries(engine)))
  }
  await engine.close()
}

out('### Stock ledger (issue 29)')
out()
out(
  `\`npx tsx scripts/bench-stock.ts\`, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadAtStart} at the start. ` +
    `Order placement: the production server (scripts/bench-server.ts, one process) on ${huge ? 'ten times the data (`db:reset -- --huge`: 1,000,307 orders, 100,225 SKUs, 100,340 members)' : 'the demo seed'}; autocannon, 50 connections, ${duration} s, ` +
    'each request tradebase ordering one unit of a distributionpro SKU (createBusinessProductPcOrder: the order, its reservation in one conditional update, the ledger row and the domain event in one transaction, then the consumers). ' +
    'The orders placed, the SKU’s reserved figure and the reservation rows must agree. ' +
    'The outbox lag: every 200 ms during the load, for each consumer, the age of the oldest domain event it has not yet passed (0 when it is up to date).',
)
out()
out(
  '| engine | orders/s | p50 | p99 | orders placed | refused | reservations written | reserved = rows | non-2xx | outbox lag p50 / p99 / max (samples) |',
)
out('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of placement) out(row)
if (postgresNote) out(`| PostgreSQL | not measured: ${postgresNote} | | | | | | | | |`)
out()
if (huge) process.exit(0)
out(
  `A SKU’s history with ${MOVEMENTS.toLocaleString('en')} movements over a year (listSkuHistory, the repository function of getSkuStockHistory, 60 runs after 5 warm-ups; page size 20, the export page 500):`,
)
out()
out('| engine | query | p50 | p95 |')
out('| --- | --- | --- | --- |')
for (const row of ledger) out(row)
out()
console.error(lines.length ? 'done' : '')
