// `npx tsx scripts/bench-orders.ts`: figures of the order calls over the large seed (100,000
// more orders for tradebase): the order list (getOrderList's repository function, page plus
// total) with filters and sorts, the buyer search (trigram index; 1–2 character queries through
// the buyer grams of migration 2026_11_24_00_24_00 on SQLite, the scan on PostgreSQL), the
// capped total of broad searches, the tab counts, batch shipping of 500 orders, and the export
// of every order of the merchant in chunks. SQLite on a file always; PostgreSQL too when
// BENCH_DATABASE_URL names one (in a schema of its own,
// `VACUUM ANALYZE` after the bulk load, dropped afterwards). Prints a Markdown section.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kysely, sql } from 'kysely'
import pg from 'pg'
import { addDays, businessDate } from '../contract/business-time.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { PostgresSearchPathDialect } from '../server/db/postgres.ts'
import type { Database, Db } from '../server/db/schema.ts'
import { DEFAULT_SEED, seedDemo } from '../server/db/seed/seed-demo.ts'
import { openSqlite } from '../server/db/sqlite.ts'
import { shipBatch } from '../server/orders/batch-shipment.repository.ts'
import { countByStatus, listOrders } from '../server/orders/order-list.repository.ts'
import { paginate } from '../server/http/paging.ts'
import { pbkdf2Hasher } from '../server/security/password-hasher.ts'
import { walkExport } from './bench-export.ts'

/**
 * The list as it was before the search indexes (2026-11-24 morning): the plain LIKE or order
 * number range and an exact count(*). Timed in turn with the new one, so both see the same load.
 */
function listBefore(db: Db, party: string, f: { buyer?: string; orderNo?: string }) {
  let q = db.selectFrom('sales_order').where('party_id', '=', party).select(['id', 'order_no', 'created_at'])
  if (f.orderNo) {
    const next = `${f.orderNo.slice(0, -1)}${String.fromCharCode(f.orderNo.charCodeAt(f.orderNo.length - 1) + 1)}`
    q = q
      .where('order_no', '>=', f.orderNo)
      .where('order_no', '<', next)
      .where('order_no', 'like', `${f.orderNo}%`)
  }
  if (f.buyer) {
    const pattern = `%${f.buyer.toLowerCase()}%`
    q = q.where(sql<boolean>`(lower(buyer_name) like ${pattern} or buyer_phone like ${pattern})`)
  }
  return paginate(
    q,
    { page: 1, pageSize: 20 },
    {
      sortable: { createdAt: 'created_at' },
      defaultSort: { field: 'createdAt', order: 'desc' },
      tieBreaker: 'id',
      map: (r) => r,
    },
  )
}

const NOW = new Date('2026-11-20T02:00:00.000Z')
const PARTY = 'P10004'
const ACTOR = { partyId: PARTY, userLoginId: 'U10004' }
const RUNS = Number(process.env.RUNS ?? 200)

const lines: string[] = []
const out = (s = '') => lines.push(s)

const ms = (n: number) => n.toFixed(2)
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
/**
 * Wall times of `runs` calls (sorted) and the mean CPU time of this process per call: on a shared
 * machine the wall times grow with the load, the CPU time much less (on PostgreSQL it is the Node
 * side only).
 */
async function time(run: () => Promise<unknown>, runs = RUNS): Promise<{ wall: number[]; cpu: number }> {
  for (let i = 0; i < 10; i++) await run()
  const wall: number[] = []
  const cpu0 = process.cpuUsage()
  for (let i = 0; i < runs; i++) {
    const s = performance.now()
    await run()
    wall.push(performance.now() - s)
  }
  const cpu = process.cpuUsage(cpu0)
  return { wall: wall.sort((a, b) => a - b), cpu: (cpu.user + cpu.system) / 1000 / runs }
}

async function bench(engine: string, db: Db, schema?: string): Promise<void> {
  const t0 = performance.now()
  await migrateToLatest(db, schema)
  await seedDemo(db, { seed: DEFAULT_SEED, now: NOW, hasher: pbkdf2Hasher(1000), large: true })
  if (schema) await sql.raw('vacuum analyze sales_order').execute(db)
  const seedSeconds = (performance.now() - t0) / 1000
  const total = (await listOrders(db, PARTY, {}, { page: 1, pageSize: 1 })).total
  /** How many orders a buyer search matches (uncapped), for the table. */
  const matches = async (buyer: string) =>
    Number(
      (
        await db
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('party_id', '=', PARTY)
          .where(
            sql<boolean>`(lower(buyer_name) like ${`%${buyer.toLowerCase()}%`} or buyer_phone like ${`%${buyer}%`})`,
          )
          .executeTakeFirst()
      )?.n ?? 0,
    ).toLocaleString('en')
  const buyerRow = async (label: string, buyer: string): Promise<[string, () => Promise<unknown>]> => [
    `buyer contains ${buyer} (${label}, ${await matches(buyer)} match), page 1`,
    () => listOrders(db, PARTY, { buyer }, page(1)),
  ]
  const today = businessDate(NOW)
  const page = (n: number, sortField?: string, sortOrder?: 'asc' | 'desc') => ({
    page: n,
    pageSize: 20,
    sortField,
    sortOrder,
  })
  const variants: [string, () => Promise<unknown>][] = [
    ['all, newest first, page 1', () => listOrders(db, PARTY, {}, page(1))],
    ['all, newest first, page 50', () => listOrders(db, PARTY, {}, page(50))],
    ['all, by amount desc, page 1', () => listOrders(db, PARTY, {}, page(1, 'payAmount', 'desc'))],
    ['all, by order no. asc, page 10', () => listOrders(db, PARTY, {}, page(10, 'orderNo', 'asc'))],
    [
      'tab waiting to ship (2 states), page 1',
      () => listOrders(db, PARTY, { statuses: ['WAIT_SHIP', 'PART_SHIPPED'] }, page(1)),
    ],
    [
      'status COMPLETED, by amount desc, page 5',
      () => listOrders(db, PARTY, { statuses: ['COMPLETED'] }, page(5, 'payAmount', 'desc')),
    ],
    [
      'last 30 days, newest first, page 3',
      () => listOrders(db, PARTY, { createdFrom: addDays(today, -30), createdTo: today }, page(3)),
    ],
    [
      'order no. prefix SL2026 (half the orders match; total capped), page 1',
      () => listOrders(db, PARTY, { orderNo: 'SL2026' }, page(1)),
    ],
    [
      'order no. prefix SL20261115 (one day), page 1',
      () => listOrders(db, PARTY, { orderNo: 'SL20261115' }, page(1)),
    ],
    ['full order no., page 1', () => listOrders(db, PARTY, { orderNo: 'SL20261115099000' }, page(1))],
    [
      'amount 100–500 yuan, by amount asc, page 2',
      () => listOrders(db, PARTY, { minPayAmount: 10000, maxPayAmount: 50000 }, page(2, 'payAmount', 'asc')),
    ],
    await buyerRow('trigram, rare', '华盛商贸'),
    await buyerRow('trigram, common', '有限公司'),
    await buyerRow('trigram, phone digits', '3795091'),
    await buyerRow('2 characters: short query', '商贸'),
    await buyerRow('1 character: short query', '盛'),
    await buyerRow('2 digits: short query', '88'),
    await buyerRow('2 letters, no match: buyer grams', 'zq'),
    await buyerRow('1 letter, no match: buyer grams', 'x'),
    await buyerRow('2 characters, no match: buyer grams', '张三'),
    await buyerRow('1 digit: buyer grams, then the sort index', '8'),
    await buyerRow('2 characters, one buyer: buyer grams', '梁英'),
    await buyerRow('2 characters, one buyer over the cap: buyer grams', '华众'),
    ['tab counts, buyer contains 英 (1 character)', () => countByStatus(db, PARTY, { buyer: '英' })],
    [
      'status COMPLETED + last 90 days + amount ≥ 200 yuan, by amount desc',
      () =>
        listOrders(
          db,
          PARTY,
          { statuses: ['COMPLETED'], createdFrom: addDays(today, -90), minPayAmount: 20000 },
          page(1, 'payAmount', 'desc'),
        ),
    ],
    ['tab counts (getOrderStatusCounts), no filter', () => countByStatus(db, PARTY, {})],
    ['tab counts, last 30 days', () => countByStatus(db, PARTY, { createdFrom: addDays(today, -30) })],
  ]

  out(`### Orders over ${total.toLocaleString('en')} orders of tradebase (${engine})`)
  out()
  out(
    `Large seed took ${seedSeconds.toFixed(1)} s. ${RUNS} calls per row after 10 warm-up calls; the budget is 20 ms p95.`,
  )
  out()
  out(`Load average at the start of this engine's run: ${loadavg()[0]?.toFixed(1)}.`)
  out()
  out('| query | p50 | p95 | max | CPU per call (mean) |')
  out('| --- | --- | --- | --- | --- |')
  for (const [name, run] of variants) {
    const { wall: t, cpu } = await time(run)
    out(
      `| ${name} | ${ms(quantile(t, 0.5))} ms | ${ms(quantile(t, 0.95))} ms | ${ms(t[t.length - 1] ?? 0)} ms | ${ms(cpu)} ms |`,
    )
  }
  out()

  // Before and after the search indexes, timed in turn (call by call) under the same load.
  out('Text searches before (plain LIKE or number range, exact count) and now, timed in turn, call by call:')
  out()
  out('| search, page 1 | before p50 | before p95 | now p50 | now p95 |')
  out('| --- | --- | --- | --- | --- |')
  for (const f of [
    { buyer: '华盛商贸' },
    { buyer: '有限公司' },
    { buyer: '3795091' },
    { buyer: '商贸' },
    { buyer: '盛' },
    { buyer: 'zq' },
    { buyer: 'x' },
    { buyer: '8' },
    { orderNo: 'SL2026' },
  ]) {
    const before: number[] = []
    const now: number[] = []
    for (let i = 0; i < 5; i++) {
      await listBefore(db, PARTY, f)
      await listOrders(db, PARTY, f, page(1))
    }
    for (let i = 0; i < RUNS; i++) {
      let s = performance.now()
      await listBefore(db, PARTY, f)
      before.push(performance.now() - s)
      s = performance.now()
      await listOrders(db, PARTY, f, page(1))
      now.push(performance.now() - s)
    }
    before.sort((a, b) => a - b)
    now.sort((a, b) => a - b)
    const label = f.buyer ? `buyer contains ${f.buyer}` : `order no. prefix ${f.orderNo}`
    out(
      `| ${label} | ${ms(quantile(before, 0.5))} ms | ${ms(quantile(before, 0.95))} ms | ${ms(quantile(now, 0.5))} ms | ${ms(quantile(now, 0.95))} ms |`,
    )
  }
  out()

  // Batch shipping: 500 orders waiting to ship, one request, one transaction per order. The
  // large seed has fewer than 500 waiting, so 500 completed ones are put back to waiting first.
  const reset = await db
    .selectFrom('sales_order')
    .select('id')
    .where('party_id', '=', PARTY)
    .where('status', '=', 'COMPLETED')
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
  const resetIds = reset.map((r) => Number(r.id))
  await db.updateTable('sales_order').set({ status: 'WAIT_SHIP' }).where('id', 'in', resetIds).execute()
  await db
    .updateTable('sales_order_line')
    .set({ shipped_quantity: 0 })
    .where('order_id', 'in', resetIds)
    .execute()
  const waiting = await db
    .selectFrom('sales_order')
    .select('order_no')
    .where('party_id', '=', PARTY)
    .where('status', '=', 'WAIT_SHIP')
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
  const rows = waiting.map((w, i) => ({
    orderNo: w.order_no,
    carrierCode: 'SF',
    trackingNo: `SF${String(i).padStart(12, '0')}`,
  }))
  const s1 = performance.now()
  const shipped = await shipBatch(db, ACTOR, rows, NOW.toISOString())
  const batchMs = performance.now() - s1
  out(
    `Batch shipping: ${shipped.okCount} of ${rows.length} rows shipped in ${batchMs.toFixed(0)} ms (${(batchMs / rows.length).toFixed(2)} ms per order, check included).`,
  )
  out()

  // Export of every order of the merchant, in chunks of 2000 (what the browser asks for).
  const { ms: exportMs, exported, chunks } = await walkExport(db, PARTY, Number.POSITIVE_INFINITY)
  out(
    `Export: ${exported.toLocaleString('en')} orders in ${chunks} chunks of 2,000 read in ${(exportMs / 1000).toFixed(2)} s on the server (${(exportMs / chunks).toFixed(1)} ms per chunk); the browser then writes the xlsx.`,
  )

  out()
}

// BENCH_ENGINES=sqlite or =postgres runs one engine only (default: both).
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',')
if (engines.includes('sqlite')) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-orders-'))
  const sqlite = openSqlite(join(dir, 'orders.sqlite'))
  try {
    await bench('SQLite, better-sqlite3, file database', sqlite)
  } finally {
    await sqlite.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}
const url = process.env.BENCH_DATABASE_URL
if (url && engines.includes('postgres')) {
  const schema = `bench_orders_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` })
  const db = new Kysely<Database>({ dialect: new PostgresSearchPathDialect({ pool }) })
  try {
    await bench('PostgreSQL 15', db, schema)
  } finally {
    await sql.raw(`drop schema ${schema} cascade`).execute(db)
    await db.destroy()
  }
}
out(
  `Load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}.`,
)
console.log(lines.join('\n'))
