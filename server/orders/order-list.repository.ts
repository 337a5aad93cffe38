// Reading sales orders (/order-management): the list with its filters, its status counts and
// totals. Every read is scoped by the selling merchant (party_id) and the caller's data scope;
// the searches are in order-search.ts, the export in order-export.repository.ts, one order in
// order-detail.repository.ts, the merchant's steps in order-writes.repository.ts.
import { sql } from 'kysely'
import {
  BUYER_SEARCH_COUNT_CAP,
  ORDER_SEARCH_COUNT_CAP,
  ORDER_STATUSES,
} from '../../contract/orders.constants.ts'
import type { OrderRow, OrderStatusCounts, OrderTotals } from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { cappedTotal, type PageParams, paginate } from '../http/paging.ts'
import { type CustomerScope, scopeOrders } from '../shared/data-scope.ts'

import {
  applyFilters,
  buyerTallyRows,
  countRows,
  FEW_MATCHES,
  type Filters,
  ftsMatches,
  gramMatchCount,
  gramOrderIds,
  ordersOf,
  pgGramMatches,
  searchMode,
  TAB_COUNT_BUYERS,
  usesFts,
  usesGrams,
  usesPgGrams,
} from './order-search.ts'
export const ROW_COLUMNS = [
  'sales_order.id',
  'sales_order.order_no',
  'sales_order.channel',
  'sales_order.status',
  'sales_order.buyer_name',
  'sales_order.buyer_phone',
  'sales_order.receiver_name',
  'sales_order.item_count',
  'sales_order.pay_amount',
  'sales_order.created_at',
  'sales_order.paid_at',
  'sales_order.version',
] as const

export interface RowShape {
  id: number
  order_no: string
  channel: string
  status: string
  buyer_name: string
  buyer_phone: string
  receiver_name: string
  item_count: number
  pay_amount: number
  created_at: string
  paid_at: string | null
  version: number
}

export function toRow(r: RowShape): OrderRow {
  return {
    orderId: String(r.id),
    orderNo: r.order_no,
    channel: r.channel as OrderRow['channel'],
    status: r.status as OrderRow['status'],
    buyerName: r.buyer_name,
    buyerPhone: r.buyer_phone,
    receiverName: r.receiver_name,
    itemCount: Number(r.item_count),
    payAmount: Number(r.pay_amount),
    createdAt: r.created_at,
    paidAt: r.paid_at,
    version: Number(r.version),
  }
}

const LIST_SORTS = {
  sortable: {
    createdAt: 'sales_order.created_at',
    payAmount: 'sales_order.pay_amount',
    orderNo: 'sales_order.order_no',
  },
  defaultSort: { field: 'createdAt', order: 'desc' as const },
  tieBreaker: 'sales_order.id',
  map: (r: unknown) => toRow(r as RowShape),
}

/**
 * A page of the merchant's orders. A text search (order-number prefix, buyer) may match half
 * the orders: its count stops at a cap (`totalIsCapped`; BUYER_SEARCH_COUNT_CAP with a buyer,
 * else ORDER_SEARCH_COUNT_CAP) instead of visiting every match; other filters count exactly.
 */
export async function listOrders(
  db: Db,
  partyId: string,
  filters: Filters,
  page: PageParams,
  scope: CustomerScope | null = null,
): Promise<Page<OrderRow>> {
  const mode = await searchMode(db)
  const cap = filters.buyer ? BUYER_SEARCH_COUNT_CAP : ORDER_SEARCH_COUNT_CAP
  // A sub-user limited to its own customers (server/shared/data-scope.ts): their orders are few,
  // read by the plain filtered query (the search's fast paths below read the merchant's whole index).
  if (scope) {
    const query = applyFilters(ordersOf(db, partyId, filters, mode).select(ROW_COLUMNS), filters, true, mode)
    return paginate(scopeOrders(query, scope), page, LIST_SORTS)
  }
  if (!filters.orderNo && !filters.buyer) {
    const query = applyFilters(ordersOf(db, partyId, filters, mode).select(ROW_COLUMNS), filters, true, mode)
    if (!narrowed(filters)) {
      const countTotal = async () => ({ total: (await tallyOf(db, partyId, filters.statuses)).count })
      return paginate(query, page, { ...LIST_SORTS, countTotal })
    }
    return paginate(query, page, LIST_SORTS)
  }
  if (mode === 'postgres') {
    // A buyer search alone (the tab aside) is counted from the buyers' tally, exactly; with other
    // filters, a 1–2 character query counts its matches up to the cap (pgGramMatches). While the
    // matches are few the page reads them through the grams' index.
    const short = usesPgGrams(filters, mode)
    const byBuyer = await buyerTallyByStatus(db, partyId, filters, scope)
    const tallied = byBuyer && sumInTab(byBuyer, filters.statuses).count
    const few =
      tallied !== undefined
        ? tallied <= cap
          ? tallied
          : undefined
        : short
          ? await pgGramMatches(db, partyId, filters, mode, cap)
          : undefined
    const query = applyFilters(
      ordersOf(db, partyId, filters, mode).select(ROW_COLUMNS),
      filters,
      true,
      mode,
      few !== undefined ? 'matches' : undefined,
    )
    const countTotal =
      tallied !== undefined
        ? async () => cappedTotal(tallied, cap)
        : short
          ? async () => (few !== undefined ? { total: few } : cappedTotal(cap + 1, cap))
          : async () =>
              cappedTotal(
                await countRows(
                  db,
                  query
                    .clearSelect()
                    .select(sql<number>`1`.as('one'))
                    .limit(cap + 1),
                ),
                cap,
              )
    return paginate(query, page, { ...LIST_SORTS, countTotal })
  }
  // SQLite: first the ids of the first matches, through the search's own index;
  // a buyer search alone is answered by the FTS5 table without reading an order.
  const { statuses, createdFrom, createdTo, minPayAmount, maxPayAmount, orderNo } = filters
  const noOtherFilter =
    !statuses?.length &&
    !orderNo &&
    !createdFrom &&
    !createdTo &&
    minPayAmount === undefined &&
    maxPayAmount === undefined
  const buyerOnly = usesFts(filters, mode) && noOtherFilter
  const empty: Page<OrderRow> = { list: [], total: 0, page: page.page, pageSize: page.pageSize }
  /** The page read by walking the sort's index, for matches dense enough to fill it soon. */
  const walkSortIndex = () =>
    applyFilters(
      ordersOf(db, partyId, filters, mode).select(ROW_COLUMNS),
      filters,
      true,
      mode,
      (page.sortField ?? LIST_SORTS.defaultSort.field) === 'orderNo' ? undefined : 'sortIndex',
    )
  if (usesGrams(filters, mode) && filters.buyer) {
    // 1–2 characters: the buyer directory says how many orders match (0: answered at once).
    // Up to FEW_MATCHES (> BUYER_SEARCH_COUNT_CAP) their ids come by equality on the buyer and
    // the page is sorted from them; more, and the total is the cap without reading an order.
    const { pairs, orders } = await gramMatchCount(db, partyId, filters.buyer, cap)
    if (orders === 0) return empty
    if (pairs <= cap && orders <= FEW_MATCHES) {
      // (By their ids: the unary + keeps SQLite from walking a merchant's index instead.)
      const buyerIds = (await gramOrderIds(partyId, filters.buyer).execute(db)).rows.map((r) => Number(r.id))
      const ids = !noOtherFilter
        ? (
            await applyFilters(
              db
                .selectFrom('sales_order')
                .where(sql`+sales_order.party_id`, '=', partyId)
                .where('sales_order.id', 'in', buyerIds),
              filters,
              true,
              mode,
            )
              .select('sales_order.id')
              .execute()
          ).map((r) => Number(r.id))
        : buyerIds
      if (ids.length === 0) return empty
      const query = db
        .selectFrom('sales_order')
        .where(sql`+sales_order.party_id`, '=', partyId)
        .where('sales_order.id', 'in', ids)
        .select(ROW_COLUMNS)
      return paginate(query, page, { ...LIST_SORTS, countTotal: async () => cappedTotal(ids.length, cap) })
    }
    if (noOtherFilter) {
      // More than the cap match: the page walks the sort's index (the matches are dense enough).
      return paginate(walkSortIndex(), page, {
        ...LIST_SORTS,
        countTotal: async () => cappedTotal(cap + 1, cap),
      })
    }
    // Many buyers' orders and other filters: the scan below, which stops at the cap.
  }
  /** The matching orders, read through the search's own index. */
  const matches = () =>
    applyFilters(ordersOf(db, partyId, filters, mode, 'matches'), filters, true, mode, 'matches')
  const matchIds = async (limit: number) =>
    (buyerOnly && filters.buyer
      ? (await sql<{ id: number }>`${ftsMatches(partyId, filters.buyer)} limit ${limit}`.execute(db)).rows
      : await matches().select('sales_order.id').limit(limit).execute()
    ).map((r) => Number(r.id))
  // A buyer query the trigram index cannot serve is a scan: one pass reads every match's id
  // (up to the cap + 1) and counts them. Otherwise the index finds the first few cheaply.
  const scan = !!filters.buyer && !usesFts(filters, mode)
  const ids = await matchIds(scan ? cap + 1 : FEW_MATCHES + 1)
  // Few matches: the page is sorted from those rows.
  if (ids.length === 0) return empty
  // (A scan that reached the cap found only the first matches: not few.)
  if (ids.length <= FEW_MATCHES && !(scan && ids.length > cap)) {
    const query = db
      .selectFrom('sales_order')
      .where('sales_order.party_id', '=', partyId)
      .where('sales_order.id', 'in', ids)
      .select(ROW_COLUMNS)
    return paginate(query, page, { ...LIST_SORTS, countTotal: async () => ({ total: ids.length }) })
  }
  // Many: counted up to the cap through the search's index; the page walks the sort's index
  // and stops after the page (the matches are dense enough).
  const counted = cappedTotal(
    scan
      ? ids.length
      : buyerOnly && filters.buyer
        ? Number(
            (
              await sql<{
                n: number
              }>`select count(*) as n from (${ftsMatches(partyId, filters.buyer)} limit ${cap + 1})`.execute(
                db,
              )
            ).rows[0]?.n ?? 0,
          )
        : Number(
            (
              await db
                .selectFrom(
                  matches()
                    .select(sql<number>`1`.as('one'))
                    .limit(cap + 1)
                    .as('matches'),
                )
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .executeTakeFirst()
            )?.n ?? 0,
          ),
    cap,
  )
  return paginate(walkSortIndex(), page, { ...LIST_SORTS, countTotal: async () => counted })
}

/** Whether a filter other than the status tab narrows the orders (else the tally counts them). */
function narrowed(f: Filters): boolean {
  return !!(
    f.orderNo ||
    f.buyer ||
    f.createdFrom ||
    f.createdTo ||
    f.minPayAmount !== undefined ||
    f.maxPayAmount !== undefined
  )
}

/**
 * The merchant's orders in `statuses` (none or empty: every order), counted and summed from
 * sales_order_tally (kept by triggers, migration 2026_11_27_13_50_00): a few rows instead of
 * every order.
 */
async function tallyOf(db: Db, partyId: string, statuses?: readonly string[]) {
  let query = db.selectFrom('sales_order_tally').where('party_id', '=', partyId)
  if (statuses?.length) query = query.where('status', 'in', statuses)
  const rows = await query.select(['status', 'order_count', 'pay_amount', 'item_count']).execute()
  const sum = (column: 'order_count' | 'pay_amount' | 'item_count') =>
    rows.reduce((s, r) => s + Number(r[column]), 0)
  return {
    byStatus: new Map(rows.map((r) => [r.status, Number(r.order_count)])),
    count: sum('order_count'),
    payAmount: sum('pay_amount'),
    itemCount: sum('item_count'),
  }
}

/**
 * Every filtered order, for an aggregate (the tab counts, the totals row), or null when the
 * buyer search matches nobody. `withStatuses`: whether the tab filters too.
 */
async function everyMatch(
  db: Db,
  partyId: string,
  filters: Filters,
  withStatuses: boolean,
  scope: CustomerScope | null,
) {
  const mode = await searchMode(db)
  if (scope)
    return scopeOrders(applyFilters(ordersOf(db, partyId, filters, mode), filters, withStatuses, mode), scope)
  const counted = withStatuses ? filters : { ...filters, statuses: undefined }
  // 1–2 characters on SQLite: through the buyer directory while it names at most
  // TAB_COUNT_BUYERS buyers (a query found in no buyer counts nothing at once): only the
  // matching orders are read. A broader one (a digit: most phones) counts by the scan.
  let byGrams = false
  // PostgreSQL: through the grams' index while the matches are few (pgGramMatches), else the scan.
  let drive: 'matches' | undefined = 'matches'
  if (usesPgGrams(filters, mode)) {
    const few = await pgGramMatches(db, partyId, counted, mode, TAB_COUNT_BUYERS)
    if (few === 0) return null
    if (few === undefined) drive = undefined
  }
  if (usesGrams(filters, mode) && filters.buyer) {
    const { pairs } = await gramMatchCount(db, partyId, filters.buyer, TAB_COUNT_BUYERS)
    if (pairs === 0) return null
    byGrams = pairs <= TAB_COUNT_BUYERS
  }
  // Every match is counted: the search's own index finds them fastest (the buyer's orders by
  // their ids: the unary + keeps SQLite from walking the merchant's index instead).
  const orders =
    byGrams && filters.buyer
      ? db
          .selectFrom('sales_order')
          .where(sql`+sales_order.party_id`, '=', partyId)
          .where(sql<boolean>`sales_order.id in (${gramOrderIds(partyId, filters.buyer)})`)
      : ordersOf(db, partyId, filters, mode, 'matches')
  return applyFilters(orders, filters, withStatuses, mode, drive)
}

/**
 * With a buyer search and no other filter but the tab: the merchant's rows per matching buyer and
 * status (sales_order_buyer_tally), summed per status. Undefined where the orders' own search is
 * the faster way (order-search.ts buyerTallyRows).
 */
async function buyerTallyByStatus(db: Db, partyId: string, filters: Filters, scope: CustomerScope | null) {
  const { buyer } = filters
  const onlyBuyer = !scope && !!buyer && !narrowed({ ...filters, buyer: undefined })
  const rows = onlyBuyer ? buyerTallyRows(db, partyId, buyer, await searchMode(db)) : undefined
  if (!rows) return undefined
  const sums = await rows
    .select((eb) => [
      't.status',
      eb.fn.sum<number | string>('t.order_count').as('n'),
      eb.fn.sum<number | string>('t.pay_amount').as('pay'),
      eb.fn.sum<number | string>('t.item_count').as('items'),
    ])
    .groupBy('t.status')
    .execute()
  return sums.map((r) => ({
    status: r.status,
    count: Number(r.n),
    pay: Number(r.pay),
    items: Number(r.items),
  }))
}

/** The orders of `byStatus` in `statuses` (none or empty: every one), counted and summed. */
function sumInTab(
  byStatus: NonNullable<Awaited<ReturnType<typeof buyerTallyByStatus>>>,
  statuses?: readonly string[],
) {
  const inTab = byStatus.filter((r) => !statuses?.length || statuses.includes(r.status))
  return {
    count: inTab.reduce((s, r) => s + r.count, 0),
    payAmount: inTab.reduce((s, r) => s + r.pay, 0),
    itemCount: inTab.reduce((s, r) => s + r.items, 0),
  }
}

/** How many of `orders` (null: none) are in each state. */
async function countEachStatus(orders: Awaited<ReturnType<typeof everyMatch>>): Promise<Map<string, number>> {
  const rows = orders
    ? await orders
        .select((eb) => ['sales_order.status', eb.fn.countAll<number | string>().as('n')])
        .groupBy('sales_order.status')
        .execute()
    : []
  return new Map(rows.map((r) => [r.status, Number(r.n)]))
}

/** How many of the filtered orders are in each state (the status filter itself is ignored). */
export async function countByStatus(
  db: Db,
  partyId: string,
  filters: Filters,
  scope: CustomerScope | null = null,
): Promise<OrderStatusCounts> {
  const byStatus = await (async () => {
    if (!scope && !narrowed(filters)) return (await tallyOf(db, partyId)).byStatus
    const byBuyer = await buyerTallyByStatus(db, partyId, filters, scope)
    if (byBuyer) return new Map(byBuyer.map((r) => [r.status, r.count]))
    return countEachStatus(await everyMatch(db, partyId, filters, false, scope))
  })()
  const counts = ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }))
  return { counts, total: counts.reduce((s, c) => s + c.count, 0) }
}

/**
 * The totals row of the filtered list (tab included): how many orders, their pay amounts and
 * item counts. Exact over every match, as the tab counts are (the list's own total may be capped
 * for a broad text search; its sums could not be).
 */
export async function totalsOf(
  db: Db,
  partyId: string,
  filters: Filters,
  scope: CustomerScope | null = null,
): Promise<OrderTotals> {
  if (!scope && !narrowed(filters)) {
    const { count, payAmount, itemCount } = await tallyOf(db, partyId, filters.statuses)
    return { count, payAmount, itemCount }
  }
  const byBuyer = await buyerTallyByStatus(db, partyId, filters, scope)
  if (byBuyer) return sumInTab(byBuyer, filters.statuses)
  const orders = await everyMatch(db, partyId, filters, true, scope)
  if (!orders) return { count: 0, payAmount: 0, itemCount: 0 }
  const row = await orders
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number | string>('sales_order.pay_amount'), sql<number>`0`).as('pay'),
      eb.fn.coalesce(eb.fn.sum<number | string>('sales_order.item_count'), sql<number>`0`).as('items'),
    ])
    .executeTakeFirst()
  return { count: Number(row?.n ?? 0), payAmount: Number(row?.pay ?? 0), itemCount: Number(row?.items ?? 0) }
}
