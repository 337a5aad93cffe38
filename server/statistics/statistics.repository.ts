// Data access of the statistics reports: sums over the caller's own sales orders that count
// as a sale (SALE_STATUSES), created in a half-open window of instants. Each query reads one
// tenant's rows through an index that starts with party_id (sales_order_status_idx for the
// orders, sales_order_line_order_idx for their lines) and answers aggregates only: the rows
// never travel to the server. Every function takes the tenant's party id from the session.
import { type RawBuilder, sql } from 'kysely'
import {
  addDays,
  BUSINESS_UTC_OFFSET_MINUTES,
  businessDate,
  businessDayStart,
} from '../../contract/business-time.ts'
import { SALE_STATUSES } from '../../contract/statistics.constants.ts'
import type { RankingRow } from '../../contract/statistics.schema.ts'
import type { Db } from '../db/schema.ts'

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

const saleStatuses = sql.join(SALE_STATUSES.map((s) => sql.lit(s)))

/** The orders of the window that count as a sale, as SQL conditions on alias `o`. */
function saleOrders(partyId: string, w: Window) {
  return sql`o.party_id = ${partyId} and o.status in (${saleStatuses})
    and o.created_at >= ${w.from} and o.created_at < ${w.to}`
}

// A business day (UTC+8) is the UTC date of the order's ISO-8601 timestamp, or the next date
// from 16:00 UTC on: the same text functions on SQLite and PostgreSQL, and two groups per UTC
// day instead of one per order.
const LATE_HOUR = String(24 - BUSINESS_UTC_OFFSET_MINUTES / 60).padStart(2, '0')

/** The window's sales per business day ('YYYY-MM-DD'), days without sales left out. */
export async function saleDays(db: Db, partyId: string, w: Window): Promise<DayFigures[]> {
  const { rows } = await sql<{
    utc_date: string
    late: unknown
    n: unknown
    amount: unknown
    refunded: unknown
    items: unknown
  }>`
    select substr(o.created_at, 1, 10) as utc_date,
      case when substr(o.created_at, 12, 2) >= ${sql.lit(LATE_HOUR)} then 1 else 0 end as late,
      count(*) as n, sum(o.pay_amount) as amount, sum(o.refunded_amount) as refunded,
      sum(o.item_count) as items
    from sales_order o
    where ${saleOrders(partyId, w)}
    group by substr(o.created_at, 1, 10), case when substr(o.created_at, 12, 2) >= ${sql.lit(LATE_HOUR)} then 1 else 0 end`.execute(
    db,
  )
  return rows.map((r) => ({
    day: num(r.late) === 1 ? addDays(r.utc_date, 1) : r.utc_date,
    orderCount: num(r.n),
    salesAmount: num(r.amount),
    refundedAmount: num(r.refunded),
    itemCount: num(r.items),
  }))
}

interface GroupRow {
  /** What the group is by: a party id, a product id, a salesman id (null: none). */
  id: string | number | null
  /** For rows without an id, the name they are grouped by ('' otherwise). */
  loose: string | null
  name: string | null
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
      orderCount: num(r.n),
      salesAmount: num(r.amount),
      quantity: num(r.qty),
    })),
  }
}

// Each ranking is one scan: the groups, and (window functions over the groups, computed
// before the limit) how many groups there are and what they add up to.

/**
 * Sale orders grouped by one of their columns (`group`), with each group's name read from
 * `names` (a join that names `n.name` for `g.id`), largest amount first.
 */
async function rankSaleOrdersBy(
  db: Db,
  partyId: string,
  w: Window,
  limit: number,
  group: 'o.buyer_party_id' | 'o.salesman_id',
  names: RawBuilder<unknown>,
): Promise<RankingResult> {
  const column = sql.ref(group)
  const { rows } = await sql<GroupRow>`
    select g.id, '' as loose, n.name, g.n, g.amount, g.qty, g.group_count, g.total_orders,
      g.total_amount, g.total_qty
    from (
      select ${column} as id, count(*) as n, sum(o.pay_amount) as amount,
        sum(o.item_count) as qty, count(*) over () as group_count,
        sum(count(*)) over () as total_orders, sum(sum(o.pay_amount)) over () as total_amount,
        sum(sum(o.item_count)) over () as total_qty
      from sales_order o
      where ${saleOrders(partyId, w)}
      group by ${column}
      order by sum(o.pay_amount) desc, ${column}
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
export function rankByClient(db: Db, partyId: string, w: Window, limit: number): Promise<RankingResult> {
  return rankSaleOrdersBy(db, partyId, w, limit, 'o.buyer_party_id', sql`left join party n on n.id = g.id`)
}

/** Salesmen: the order's salesman at order time; orders without one form the '' row. */
export function rankBySalesman(db: Db, partyId: string, w: Window, limit: number): Promise<RankingResult> {
  return rankSaleOrdersBy(
    db,
    partyId,
    w,
    limit,
    'o.salesman_id',
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
  const first = businessDate(new Date(w.from))
  const last = addDays(businessDate(new Date(w.to)), -1)
  if (businessDayStart(first) !== w.from || businessDayStart(addDays(last, 1)) !== w.to)
    throw new Error(`product ranking over a window of part days: ${w.from} to ${w.to}`)
  // A product whose every order of the window was cancelled keeps its rows at zero: left out.
  // The rows of key '' hold each day's orders with lines, whatever their products: the total.
  const days = sql`from product_sales_daily d
    where d.party_id = ${partyId} and d.day >= ${first} and d.day <= ${last}`
  const { rows } = await sql<GroupRow>`
    select g.id, g.loose, g.name, g.n, g.amount, g.qty,
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
    order by g.amount desc, g.id, g.loose
    limit ${limit}`.execute(db)
  const orders = await sql<{
    n: unknown
  }>`select sum(d.order_count) as n ${days} and d.product_key = ''`.execute(db)
  return toRanking(rows, num(orders.rows[0]?.n))
}
