// Data access of the statistics reports: sums over the caller's own sales orders that count
// as a sale (SALE_STATUSES), created in a window of whole business days (UTC+8). The sums are
// read from summaries the database keeps by triggers as orders are written: sales_daily (the
// reports), sales_client_period and sales_salesman_period (the client and salesman rankings,
// migration 2026_11_24_00_23_00) and product_sales_daily (the product ranking, 2026_11_24_00_18_00),
// each through its primary key, which starts with party_id. Every function takes the tenant's
// party id from the session.
import { type RawBuilder, sql } from 'kysely'
import {
  addDays,
  businessDate,
  businessDayStart,
  monthStart,
  nextMonthStart,
} from '../../contract/business-time.ts'
import type { RankingRow } from '../../contract/statistics.schema.ts'
import type { Db } from '../db/schema.ts'
import { type CustomerScope, isOwnCustomer } from '../shared/data-scope.ts'

/** A half-open window of instants, ISO-8601 UTC: from <= created_at < to. */
export interface Window {
  from: string
  to: string
}

/** One business day's figures (a day may come in two parts: before and after 16:00 UTC). */
export interface DayFigures {
  day: string
  orderCount: number
  salesAmount: number
  refundedAmount: number
  itemCount: number
}

export interface RankingResult {
  groupCount: number
  totals: { orderCount: number; salesAmount: number; quantity: number }
  rows: RankingRow[]
}

const num = (v: unknown): number => Number(v ?? 0)

/**
 * The business days of a window, which must be whole days, as every report's is: the summaries
 * the reports read (migrations 2026_11_24_00_18_00 and 2026_11_24_00_23_00) hold whole days.
 */
function wholeDays(w: Window, what: string): { first: string; last: string } {
  const first = businessDate(new Date(w.from))
  const last = addDays(businessDate(new Date(w.to)), -1)
  if (businessDayStart(first) !== w.from || businessDayStart(addDays(last, 1)) !== w.to)
    throw new Error(`${what} over a window of part days: ${w.from} to ${w.to}`)
  return { first, last }
}

/**
 * The window's sales per business day ('YYYY-MM-DD'), days without sales left out. Read from
 * sales_daily, which the database keeps per business day (migration 2026_11_24_00_23_00).
 */
export async function saleDays(db: Db, partyId: string, w: Window): Promise<DayFigures[]> {
  const { first, last } = wholeDays(w, 'sales report')
  const { rows } = await sql<{
    day: string
    n: unknown
    amount: unknown
    refunded: unknown
    items: unknown
  }>`
    select d.day, d.order_count as n, d.pay_amount as amount, d.refunded_amount as refunded,
      d.item_count as items
    from sales_daily d
    where d.party_id = ${partyId} and d.day >= ${first} and d.day <= ${last} and d.order_count > 0
    order by d.day`.execute(db)
  return rows.map((r) => ({
    day: r.day,
    orderCount: num(r.n),
    salesAmount: num(r.amount),
    refundedAmount: num(r.refunded),
    itemCount: num(r.items),
  }))
}

/**
 * The rows of sales_client_period or sales_salesman_period (alias `s`) that make up a window of
 * whole days: each business month wholly inside it ('YYYY-MM'), and the days of the part months
 * at its edges (ranges of 'YYYY-MM-DD' within one month, which no 'YYYY-MM' falls between).
 * Each term of the OR names the party, so that SQLite, like PostgreSQL, reads each through the
 * primary key instead of every row of the party.
 */
function periodsOf(partyId: string, first: string, last: string) {
  const months: string[] = []
  const terms: RawBuilder<unknown>[] = []
  for (let m = monthStart(first); m <= last; m = nextMonthStart(m)) {
    const end = addDays(nextMonthStart(m), -1)
    if (m >= first && end <= last) months.push(m.slice(0, 7))
    else
      terms.push(
        sql`(s.party_id = ${partyId} and s.period >= ${m < first ? first : m} and s.period <= ${end > last ? last : end})`,
      )
  }
  if (months.length > 0) terms.push(sql`(s.party_id = ${partyId} and s.period in (${sql.join(months)}))`)
  return sql.join(terms, sql` or `)
}

interface GroupRow {
  /** What the group is by: a party id, a product id, a salesman id (null: none). */
  id: string | number | null
  /** For rows without an id, the name they are grouped by ('' otherwise). */
  loose: string | null
  name: string | null
  code?: string | null
  n: unknown
  amount: unknown
  qty: unknown
  group_count: unknown
  total_orders?: unknown
  total_amount: unknown
  total_qty: unknown
}

function toRanking(rows: GroupRow[], totalOrders?: number): RankingResult {
  const first = rows[0]
  return {
    groupCount: num(first?.group_count),
    totals: {
      orderCount: totalOrders ?? num(first?.total_orders),
      salesAmount: num(first?.total_amount),
      quantity: num(first?.total_qty),
    },
    rows: rows.map((r) => ({
      key: r.id !== null ? String(r.id) : r.loose ? `name:${r.loose}` : '',
      name: r.name ?? '',
      code: r.code ?? '',
      orderCount: num(r.n),
      salesAmount: num(r.amount),
      quantity: num(r.qty),
    })),
  }
}

// Each ranking is one scan: the groups, and (window functions over the groups, computed
// before the limit) how many groups there are and what they add up to.

/**
 * Sale orders grouped by client or salesman, read from the summary the database keeps per
 * period (migration 2026_11_24_00_23_00) under `key` ('' or 0: none, answered as null), with
 * each group's name read from `names` (a join that names `n.name` for `g.id`), largest amount
 * first.
 */
async function rankSaleOrdersBy(
  db: Db,
  partyId: string,
  w: Window,
  limit: number,
  summary:
    | { table: 'sales_client_period'; key: 'buyer_key'; none: '' }
    | {
        table: 'sales_salesman_period'
        key: 'salesman_key'
        none: 0
      },
  names: RawBuilder<unknown>,
  /** Only these groups (a scoped sub-user's own customers); every group when absent. */
  only: RawBuilder<boolean> = sql<boolean>`1 = 1`,
): Promise<RankingResult> {
  const { first, last } = wholeDays(w, 'ranking')
  // The key as the orders' column was: null for none, which sorts as the column did.
  const id = sql`nullif(${sql.ref(`s.${summary.key}`)}, ${summary.none})`
  const { rows } = await sql<GroupRow>`
    select g.id, '' as loose, n.name, g.n, g.amount, g.qty, g.group_count, g.total_orders,
      g.total_amount, g.total_qty
    from (
      select ${id} as id, sum(s.order_count) as n, sum(s.pay_amount) as amount,
        sum(s.item_count) as qty, count(${id}) over () as group_count,
        sum(sum(s.order_count)) over () as total_orders, sum(sum(s.pay_amount)) over () as total_amount,
        sum(sum(s.item_count)) over () as total_qty
      from ${sql.table(summary.table)} s
      where (${periodsOf(partyId, first, last)}) and (${only})
      group by ${sql.ref(`s.${summary.key}`)}
      having sum(s.order_count) > 0
      order by sum(s.pay_amount) desc, ${id}
      limit ${limit}
    ) g
    ${names}
    order by g.amount desc, g.id`.execute(db)
  return toRanking(rows)
}

/**
 * Clients: the buying company (buyer_party_id). Orders without one (mall and mini-program
 * consumers) form one row, key '', named by the page: grouping them by the name typed on each
 * order would make a group of nearly every order (34,531 "clients" in 100,000 orders).
 */
export function rankByClient(
  db: Db,
  partyId: string,
  w: Window,
  limit: number,
  scope: CustomerScope | null = null,
): Promise<RankingResult> {
  return rankSaleOrdersBy(
    db,
    partyId,
    w,
    limit,
    { table: 'sales_client_period', key: 'buyer_key', none: '' },
    sql`left join party n on n.id = g.id`,
    // A sub-user limited to its own customers ranks them only (server/shared/data-scope.ts).
    scope ? isOwnCustomer(scope, 's.buyer_key') : undefined,
  )
}

/** Salesmen: the order's salesman at order time; orders without one form the '' row. */
export function rankBySalesman(db: Db, partyId: string, w: Window, limit: number): Promise<RankingResult> {
  return rankSaleOrdersBy(
    db,
    partyId,
    w,
    limit,
    { table: 'sales_salesman_period', key: 'salesman_key', none: 0 },
    sql`left join dis_salesman n on n.id = g.id and n.party_id = ${partyId}`,
  )
}

/**
 * Products: order lines by product id (a line whose product is gone by its recorded name,
 * keyed 'name:<product name>'); amounts are the lines' amounts, quantities their units.
 * Read from product_sales_daily, which the database keeps per business day (migration
 * 2026_11_24_00_18_00): the window must be whole business days, as every report's is.
 */
export async function rankByProduct(
  db: Db,
  partyId: string,
  w: Window,
  limit: number,
): Promise<RankingResult> {
  const { first, last } = wholeDays(w, 'product ranking')
  // A product whose every order of the window was cancelled keeps its rows at zero: left out.
  // The rows of key '' hold each day's orders with lines, whatever their products: the total.
  const days = sql`from product_sales_daily d
    where d.party_id = ${partyId} and d.day >= ${first} and d.day <= ${last}`
  const { rows } = await sql<GroupRow>`
    select g.id, g.loose, g.name, p.product_no as code, g.n, g.amount, g.qty,
      count(*) over () as group_count, sum(g.amount) over () as total_amount,
      sum(g.qty) over () as total_qty
    from (
      select max(d.product_id) as id,
        case when max(d.product_id) is null then max(d.product_name) else '' end as loose,
        max(d.product_name) as name, sum(d.order_count) as n, sum(d.amount) as amount,
        sum(d.quantity) as qty
      ${days} and d.product_key <> ''
      group by d.product_key
      having sum(d.order_count) > 0
    ) g
    left join product p on p.id = g.id and p.party_id = ${partyId}
    order by g.amount desc, g.id, g.loose
    limit ${limit}`.execute(db)
  const orders = await sql<{
    n: unknown
  }>`select sum(d.order_count) as n ${days} and d.product_key = ''`.execute(db)
  return toRanking(rows, num(orders.rows[0]?.n))
}
