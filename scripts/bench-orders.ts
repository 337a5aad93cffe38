// `npx tsx scripts/bench-orders.ts`: figures of the order calls over the large seed (100,000
// more orders for tradebase, SQLite on a file): the order list (getOrderList's repository
// function, page plus total) with filters and sorts, the tab counts, batch shipping of 500
// orders, and the export of every order of the merchant in chunks. Prints a Markdown section.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays, businessDate } from '../contract/business-time.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { DEFAULT_SEED, seedDemo } from '../server/db/seed/seed-demo.ts'
import { openSqlite } from '../server/db/sqlite.ts'
import { shipBatch } from '../server/orders/batch-shipment.repository.ts'
import { countByStatus, exportChunk, listOrders } from '../server/orders/orders.repository.ts'
import { pbkdf2Hasher } from '../server/security/password-hasher.ts'

const NOW = new Date('2026-11-20T02:00:00.000Z')
const PARTY = 'P10004'
const ACTOR = { partyId: PARTY, userLoginId: 'U10004' }
const RUNS = Number(process.env.RUNS ?? 200)

const dir = mkdtempSync(join(tmpdir(), 'bench-orders-'))
const db = openSqlite(join(dir, 'orders.sqlite'))
await migrateToLatest(db)
const t0 = performance.now()
await seedDemo(db, { seed: DEFAULT_SEED, now: NOW, hasher: pbkdf2Hasher(1000), large: true })
const seedSeconds = (performance.now() - t0) / 1000

const ms = (n: number) => n.toFixed(2)
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
async function time(run: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  for (let i = 0; i < 10; i++) await run()
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const s = performance.now()
    await run()
    out.push(performance.now() - s)
  }
  return out.sort((a, b) => a - b)
}

const total = (await listOrders(db, PARTY, {}, { page: 1, pageSize: 1 })).total
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
    'order no. prefix SL2026 (half the orders match), page 1',
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
  ['buyer name contains 商贸, page 1', () => listOrders(db, PARTY, { buyer: '商贸' }, page(1))],
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

const lines: string[] = []
const out = (s = '') => lines.push(s)
out(
  `### Orders over ${total.toLocaleString('en')} orders of tradebase (SQLite, better-sqlite3, file database)`,
)
out()
out(
  `Large seed took ${seedSeconds.toFixed(1)} s. ${RUNS} calls per row after 10 warm-up calls; the budget is 20 ms p95.`,
)
out()
out('| query | p50 | p95 | max |')
out('| --- | --- | --- | --- |')
for (const [name, run] of variants) {
  const t = await time(run)
  out(
    `| ${name} | ${ms(quantile(t, 0.5))} ms | ${ms(quantile(t, 0.95))} ms | ${ms(t[t.length - 1] ?? 0)} ms |`,
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
const s2 = performance.now()
let cursor: string | undefined
let exported = 0
let chunks = 0
for (;;) {
  const chunk = await exportChunk(db, PARTY, {}, cursor, 2000)
  exported += chunk.rows.length
  chunks++
  if (!chunk.nextCursor) break
  cursor = chunk.nextCursor
}
const exportMs = performance.now() - s2
out(
  `Export: ${exported.toLocaleString('en')} orders in ${chunks} chunks of 2,000 read in ${(exportMs / 1000).toFixed(2)} s on the server (${(exportMs / chunks).toFixed(1)} ms per chunk); the browser then writes the xlsx.`,
)

await db.destroy()
rmSync(dir, { recursive: true, force: true })
console.log(lines.join('\n'))
