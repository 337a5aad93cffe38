// The books' consistency check (issue 30; `npm run books:check` and tests/contract/books.test.ts):
// - every statement's items total equals the sum of its bill lines, and its paid amount the sum
//   of its confirmed payments;
// - every refunded after-sales request of a merchant buyer has exactly one AFTER_SALE line, of
//   minus its refund;
// - every finished or settled repair job of a shop that has a settlement party has exactly one
//   REPAIR line in that party's book, of its total;
// - every settled job is billed on a settled statement;
// - the sales report's totals (kept by triggers) equal a recomputation from the orders.
// Read-only; answers the problems found, one sentence each.
import { sql } from 'kysely'
import { SALE_STATUSES } from '../../contract/statistics.constants.ts'
import type { Db } from '../db/schema.ts'

export interface BooksCheck {
  statements: number
  problems: string[]
}

const n = (v: unknown) => Number(v ?? 0)

export async function checkBooks(db: Db): Promise<BooksCheck> {
  const problems: string[] = []

  const statements = await db
    .selectFrom('statement as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('bill_detail')
          .select(['statement_id', (e) => e.fn.sum<string>('amount').as('items')])
          .where('statement_id', 'is not', null)
          .groupBy('statement_id')
          .as('b'),
      (j) => j.onRef('b.statement_id', '=', 's.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('payment')
          .select(['statement_id', (e) => e.fn.sum<string>('amount').as('paid')])
          .where('status', '=', 'CONFIRMED')
          .groupBy('statement_id')
          .as('p'),
      (j) => j.onRef('p.statement_id', '=', 's.id'),
    )
    .select(['s.statement_no', 's.total_amount', 's.paid_amount', 'b.items', 'p.paid'])
    .execute()
  for (const s of statements) {
    if (n(s.total_amount) !== n(s.items))
      problems.push(
        `statement ${s.statement_no}: total ${n(s.total_amount)} but its lines add up to ${n(s.items)}`,
      )
    if (n(s.paid_amount) !== n(s.paid))
      problems.push(
        `statement ${s.statement_no}: paid ${n(s.paid_amount)} but its confirmed payments add up to ${n(s.paid)}`,
      )
  }

  const refunds = await db
    .selectFrom('after_sale as a')
    .innerJoin('sales_order as o', (j) =>
      j.onRef('o.id', '=', 'a.order_id').onRef('o.party_id', '=', 'a.party_id'),
    )
    .leftJoin('bill_detail as b', (j) =>
      j
        .onRef('b.party_id', '=', 'a.party_id')
        .on('b.domain', '=', 'TRADE')
        .on('b.source_type', '=', 'AFTER_SALE')
        .onRef('b.source_id', '=', 'a.id'),
    )
    .select([
      'a.after_sale_no',
      'a.refund_amount',
      (eb) => eb.fn.count<string>('b.id').as('lines'),
      (eb) => eb.fn.sum<string>('b.amount').as('amount'),
    ])
    .where('o.buyer_party_id', 'is not', null)
    .where(sql<boolean>`exists (select 1 from status_history h where h.party_id = a.party_id
      and h.subject_type = 'AFTER_SALE' and h.subject_id = a.id and h.event = 'afterSale.refunded')`)
    .groupBy(['a.id', 'a.after_sale_no', 'a.refund_amount'])
    .execute()
  for (const r of refunds) {
    if (n(r.lines) !== 1) problems.push(`refund ${r.after_sale_no}: ${n(r.lines)} bill lines, not one`)
    else if (n(r.amount) !== -n(r.refund_amount))
      problems.push(`refund ${r.after_sale_no}: line ${n(r.amount)}, refund ${n(r.refund_amount)}`)
  }

  const jobs = await db
    .selectFrom('repair_order as r')
    .innerJoin('repair_setting as rs', 'rs.party_id', 'r.party_id')
    .leftJoin('bill_detail as b', (j) =>
      j
        .onRef('b.party_id', '=', 'rs.settlement_party_id')
        .on('b.domain', '=', 'REPAIR')
        .on('b.source_type', '=', 'REPAIR')
        .onRef('b.source_id', '=', 'r.id'),
    )
    .leftJoin('statement as s', 's.id', 'b.statement_id')
    .select([
      'r.repair_no',
      'r.status',
      'r.total_amount',
      (eb) => eb.fn.count<string>('b.id').as('lines'),
      (eb) => eb.fn.sum<string>('b.amount').as('amount'),
      (eb) => eb.fn.max('s.status').as('statement_status'),
    ])
    .where('rs.settlement_party_id', 'is not', null)
    .where('r.status', 'in', ['FINISHED', 'SETTLED'])
    .groupBy(['r.id', 'r.repair_no', 'r.status', 'r.total_amount'])
    .execute()
  for (const j of jobs) {
    if (n(j.lines) !== 1) problems.push(`repair ${j.repair_no}: ${n(j.lines)} bill lines, not one`)
    else if (n(j.amount) !== n(j.total_amount))
      problems.push(`repair ${j.repair_no}: line ${n(j.amount)}, job total ${n(j.total_amount)}`)
    if (j.status === 'SETTLED' && j.statement_status !== 'SETTLED')
      problems.push(`repair ${j.repair_no}: settled, but its statement is ${j.statement_status ?? 'missing'}`)
  }

  // The report's summary (sales_daily, kept by triggers) against the orders themselves.
  const summary = await db
    .selectFrom('sales_daily')
    .select([
      'party_id',
      (eb) => eb.fn.sum<string>('order_count').as('orders'),
      (eb) => eb.fn.sum<string>('pay_amount').as('amount'),
    ])
    .groupBy('party_id')
    .execute()
  const orders = await db
    .selectFrom('sales_order')
    .select([
      'party_id',
      (eb) => eb.fn.countAll<string>().as('orders'),
      (eb) => eb.fn.sum<string>('pay_amount').as('amount'),
    ])
    .where('status', 'in', SALE_STATUSES)
    .groupBy('party_id')
    .execute()
  const kept = new Map(summary.map((r) => [r.party_id, r]))
  for (const o of orders) {
    const k = kept.get(o.party_id)
    if (n(k?.orders) !== n(o.orders) || n(k?.amount) !== n(o.amount))
      problems.push(
        `sales of ${o.party_id}: the report keeps ${n(k?.orders)} orders / ${n(k?.amount)}, the orders say ${n(o.orders)} / ${n(o.amount)}`,
      )
  }
  return { statements: statements.length, problems }
}
