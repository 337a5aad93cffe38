// Reading sales orders (/order-management): the list with its filters and status counts, the
// export, the detail with lines, shipments and timeline. Every read is scoped by the selling
// merchant (party_id); a foreign merchant's order is simply not found. The merchant's steps
// (ship, cancel, remark, payment received) are in order-writes.repository.ts.
import { PostgresAdapter, type SelectQueryBuilder, sql, type Transaction } from 'kysely'
import { businessDayStart, addDays } from '../../contract/business-time.ts'
import { orderLifecycle } from '../../contract/lifecycles/order.lifecycle.ts'
import {
  BUYER_SEARCH_COUNT_CAP,
  ORDER_SEARCH_COUNT_CAP,
  ORDER_STATUSES,
  ORDER_SYSTEM_REASONS,
  type OrderSystemReason,
} from '../../contract/orders.constants.ts'
import type {
  OrderDetail,
  OrderExportChunk,
  OrderExportRow,
  OrderFilterValues,
  OrderRow,
  OrderStatusCounts,
  OrderTotals,
} from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likeText } from '../shared/keyword.ts'
import { type CustomerScope, scopeOrders } from '../shared/data-scope.ts'

type Q = Db | Transaction<Database>

const ROW_COLUMNS = [
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

interface RowShape {
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

function toRow(r: RowShape): OrderRow {
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

/** The first string after every string that starts with `prefix` (alphanumerics), if it is simple. */
function prefixUpperBound(prefix: string): string | undefined {
  const last = prefix.at(-1)
  if (!last || last === '9' || last === 'Z') return undefined
  return `${prefix.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`
}

type Filters = Omit<OrderFilterValues, 'statuses'> & { statuses?: readonly string[] | undefined }

/**
 * The database's way to the text searches (migration 2026_11_24_00_17_00_order_search):
 * `postgres` (pg_trgm indexes serve the LIKE itself; the planner's statistics pick the plan),
 * `fts` (SQLite with the FTS5 trigram table) or `like` (a SQLite without FTS5, such as the
 * mock's sql.js: the LIKE scans, as before).
 */
type SearchMode = 'postgres' | 'fts' | 'like'

/** Trigram indexes need at least 3 characters; shorter queries fall back to the scan. */
const TRIGRAM_MIN_LENGTH = 3

/**
 * SQLite: a text search with at most this many matches reads them first and sorts them; with
 * more, the page walks the sort's index and stops at the page (matches are dense enough).
 */
const FEW_MATCHES = 2000

const searchModes = new WeakMap<object, Promise<SearchMode>>()

function searchMode(db: Q): Promise<SearchMode> {
  // A transaction shares its database's schema; the executor's adapter tells the dialect.
  if (db.getExecutor().adapter instanceof PostgresAdapter) return Promise.resolve('postgres')
  let mode = searchModes.get(db)
  if (!mode) {
    mode = sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sales_order_search'`
      .execute(db)
      .then((r) => (Number(r.rows[0]?.n ?? 0) > 0 ? ('fts' as const) : ('like' as const)))
    searchModes.set(db, mode)
  }
  return mode
}

/**
 * The FTS5 phrase of the user's text. The table holds lower(buyer_name) and lower(buyer_phone)
 * with a case-sensitive trigram tokenizer, and the phrase is the same lowered text the LIKE
 * pattern is made of: a phrase is a substring match, so it matches exactly the rows the LIKE
 * does (SQLite's lower() and LIKE both fold ASCII letters only).
 */
function ftsPhrase(text: string): string {
  return `"${text.toLowerCase().replaceAll('"', '""')}"`
}

const usesFts = (f: Filters, mode: SearchMode) =>
  mode === 'fts' && !!f.buyer && [...f.buyer.toLowerCase()].length >= TRIGRAM_MIN_LENGTH

/**
 * SQLite with the search tables: a 1–2 character buyer query is answered from the merchant's
 * distinct buyers and their 1–2 character grams (migration 2026_11_24_00_24_00_order_buyer_grams)
 * instead of a scan of every order.
 */
const usesGrams = (f: Filters, mode: SearchMode) => mode === 'fts' && !!f.buyer && !usesFts(f, mode)

/** PostgreSQL: a 1–2 character buyer query, which its trigram indexes cannot serve. */
const usesPgGrams = (f: Filters, mode: SearchMode) =>
  mode === 'postgres' && !!f.buyer && [...f.buyer.toLowerCase()].length < TRIGRAM_MIN_LENGTH

/** How many rows a select gives (a limit of its own stops the count). */
// biome-ignore lint/suspicious/noExplicitAny: any select over the orders, counted
async function countRows(db: Q, query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const row = await db
    .selectFrom(query.as('matches'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** PostgreSQL: how many of the merchant's newest orders show whether a short query is dense. */
const DENSE_SAMPLE = 5000

/**
 * PostgreSQL, a 1–2 character buyer query: how many orders match (all filters), up to the cap;
 * undefined past it. A dense query (more than `denseAt` among the merchant's newest
 * DENSE_SAMPLE orders: a digit of most phones) is taken as past the cap from that sample alone,
 * and its page walks the sort's index as before; otherwise the matches are counted through the
 * grams' GIN index, and while they are few the page reads them through it too (a query that
 * matches nothing no longer reads every order). Through the index, a dense query would read its
 * whole posting list (25 ms for '8'); scanning, a sparse one would read every order (60 ms).
 */
async function pgGramMatches(
  db: Q,
  partyId: string,
  f: Filters,
  mode: SearchMode,
  cap: number,
  denseAt = BUYER_SEARCH_COUNT_CAP,
) {
  // The newest orders, named sales_order so that the filters apply to them as they are.
  const newest = db
    .selectFrom('sales_order')
    .selectAll()
    .where('sales_order.party_id', '=', partyId)
    .orderBy('sales_order.created_at', 'desc')
    .limit(DENSE_SAMPLE)
  const inSample = applyFilters(db.selectFrom(newest.as('sales_order')), f, true, mode)
    .select(sql<number>`1`.as('one'))
    .limit(denseAt + 1)
  if ((await countRows(db, inSample)) > denseAt) return undefined
  const matches = applyFilters(ordersOf(db, partyId, f, mode), f, true, mode, 'matches')
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
  const n = await countRows(db, matches)
  return n <= cap ? n : undefined
}

/**
 * The distinct buyers of `partyId` whose lower(buyer_name) or lower(buyer_phone) holds the
 * 1–2 character `buyer`: a 2-character query is one gram; a character alone is every gram that
 * starts with it (a gram is a text's 2 characters at each position, or its last one alone).
 */
function gramBuyers(partyId: string, buyer: string) {
  const text = buyer.toLowerCase()
  const grams =
    [...text].length === 1 ? sql`gram >= ${text} and gram <= ${`${text}\u{10FFFF}`}` : sql`gram = ${text}`
  return sql<{ buyer_id: number }>`select distinct buyer_id from sales_order_buyer_gram
    where party_id = ${partyId} and ${grams}`
}

/**
 * How many orders the 1–2 character `buyer` matches (no other filter), through the buyer
 * directory: `pairs` distinct buyers (read up to `limit` + 1) with `orders` orders between them.
 * Distinct (buyer_name, buyer_phone) pairs have distinct orders, so the sum is exact while
 * `pairs` <= `limit`.
 */
async function gramMatchCount(db: Q, partyId: string, buyer: string, limit: number) {
  const { rows } = await sql<{ pairs: number; orders: number | null }>`
    select count(*) as pairs, sum(order_count) as orders from (
      select b.id, b.order_count from (${gramBuyers(partyId, buyer)}) m
        cross join sales_order_buyer b on b.id = m.buyer_id
      limit ${limit + 1})`.execute(db)
  return { pairs: Number(rows[0]?.pairs ?? 0), orders: Number(rows[0]?.orders ?? 0) }
}

/**
 * The tab counts read a short query's orders through at most this many buyers (SQLite's buyer
 * directory) or matching orders (PostgreSQL's grams index), else they count by the scan.
 */
const TAB_COUNT_BUYERS = 10_000

/** The ids of the merchant's orders of the buyers `gramBuyers` finds, by equality on their buyer. */
function gramOrderIds(partyId: string, buyer: string) {
  return sql<{ id: number }>`select o.id from (${gramBuyers(partyId, buyer)}) m
    cross join sales_order_buyer b on b.id = m.buyer_id
    cross join sales_order o on o.party_id = ${partyId}
      and o.buyer_name = b.buyer_name and o.buyer_phone = b.buyer_phone`
}

/** The merchant's orders whose buyer matches, from the FTS5 table alone (no order row read). */
function ftsMatches(partyId: string, buyer: string) {
  return sql<{ id: number }>`select rowid as id from sales_order_search
    where sales_order_search match ${ftsPhrase(buyer)} and party_id = ${partyId}`
}

/**
 * The orders of `partyId`, with the buyer search's FTS5 candidates when there is one. SQLite
 * picks its index without statistics; `drive` steers it (a unary + hides a column from the
 * index choice and changes nothing else):
 * - `matches`: find the rows through the search (the FTS5 rowids rather than a walk of the
 *   merchant's index);
 * - `sortIndex`: walk the sort's index and test each row (a broad order-number prefix would
 *   otherwise read and sort every match to show 20).
 */
function ordersOf(db: Q, partyId: string, f: Filters, mode: SearchMode, drive?: 'matches' | 'sortIndex') {
  // Walking the sort's index, each row is tested by the LIKE alone: reading every FTS5 match
  // first would cost more than the rows the page walks past.
  const fts = usesFts(f, mode) && drive !== 'sortIndex'
  const query = db
    .selectFrom('sales_order')
    .where(
      drive === 'matches' && fts ? sql`+sales_order.party_id` : sql.ref('sales_order.party_id'),
      '=',
      partyId,
    )
  return fts && f.buyer
    ? query.where(sql<boolean>`sales_order.id in (${ftsMatches(partyId, f.buyer)})`)
    : query
}

// biome-ignore lint/suspicious/noExplicitAny: a select over sales_order with any selection
function applyFilters<Q extends { where: any }>(
  query: Q,
  f: Filters,
  withStatuses = true,
  mode: SearchMode = 'like',
  drive?: 'matches' | 'sortIndex',
): Q {
  let q = query
  if (withStatuses && f.statuses && f.statuses.length > 0) {
    q =
      f.statuses.length === 1
        ? q.where('sales_order.status', '=', f.statuses[0])
        : q.where('sales_order.status', 'in', f.statuses)
  }
  if (f.orderNo) {
    // A prefix: the range reads the (party_id, order_no) index; LIKE keeps it exact.
    const prefix = f.orderNo.toUpperCase()
    const column =
      drive === 'sortIndex' && mode !== 'postgres'
        ? sql`+sales_order.order_no`
        : sql.ref('sales_order.order_no')
    q = q.where(column, '>=', prefix)
    const upper = prefixUpperBound(prefix)
    if (upper) q = q.where(column, '<', upper)
    q = q.where('sales_order.order_no', 'like', `${prefix}%`)
  }
  if (f.buyer) {
    // The exact rule (the FTS5 candidates, when ordersOf added them, are the same rows).
    const pattern = likeText(f.buyer)
    q = q.where(
      sql<boolean>`(lower(sales_order.buyer_name) like ${pattern} escape '\\' or sales_order.buyer_phone like ${pattern} escape '\\')`,
    )
    // PostgreSQL, driven by the matches: the same rows for 1–2 characters, through the GIN index
    // of the buyer's grams (migration 2026_11_24_00_24_00).
    if (usesPgGrams(f, mode) && drive === 'matches')
      q = q.where(
        sql<boolean>`sales_order_buyer_grams(lower(sales_order.buyer_name), sales_order.buyer_phone) @> array[${f.buyer.toLowerCase()}]::text[]`,
      )
  }
  if (f.createdFrom) q = q.where('sales_order.created_at', '>=', businessDayStart(f.createdFrom))
  if (f.createdTo) q = q.where('sales_order.created_at', '<', businessDayStart(addDays(f.createdTo, 1)))
  if (f.minPayAmount !== undefined) q = q.where('sales_order.pay_amount', '>=', f.minPayAmount)
  if (f.maxPayAmount !== undefined) q = q.where('sales_order.pay_amount', '<=', f.maxPayAmount)
  return q
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

/** A count that stops past the cap: the total, and whether there are more. */
function capped(n: number, cap: number): { total: number; totalIsCapped?: boolean } {
  return n > cap ? { total: cap, totalIsCapped: true } : { total: n }
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
    return paginate(query, page, LIST_SORTS)
  }
  if (mode === 'postgres') {
    // A 1–2 character buyer query has counted its matches up to the cap already (pgGramMatches):
    // while they are few the page reads them through the grams' index too.
    const short = usesPgGrams(filters, mode)
    const few = short ? await pgGramMatches(db, partyId, filters, mode, cap) : undefined
    const query = applyFilters(
      ordersOf(db, partyId, filters, mode).select(ROW_COLUMNS),
      filters,
      true,
      mode,
      few !== undefined ? 'matches' : undefined,
    )
    const countTotal = short
      ? async () => (few !== undefined ? { total: few } : capped(cap + 1, cap))
      : async () =>
          capped(
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
      return paginate(query, page, { ...LIST_SORTS, countTotal: async () => capped(ids.length, cap) })
    }
    if (noOtherFilter) {
      // More than the cap match: the page walks the sort's index (the matches are dense enough).
      return paginate(walkSortIndex(), page, { ...LIST_SORTS, countTotal: async () => capped(cap + 1, cap) })
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
  const counted = capped(
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

/** How many of the filtered orders are in each state (the status filter itself is ignored). */
export async function countByStatus(
  db: Db,
  partyId: string,
  filters: Filters,
  scope: CustomerScope | null = null,
): Promise<OrderStatusCounts> {
  const orders = await everyMatch(db, partyId, filters, false, scope)
  const rows = orders
    ? await orders
        .select((eb) => ['sales_order.status', eb.fn.countAll<number | string>().as('n')])
        .groupBy('sales_order.status')
        .execute()
    : []
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.n)]))
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

/**
 * A chunk of the filtered list for the spreadsheet export, newest first. The cursor is the last
 * row's `created_at_id`: each chunk continues from it along the (party_id[, status], created_at)
 * index, so the 50th chunk costs what the first does.
 */
export async function exportChunk(
  db: Db,
  partyId: string,
  filters: Filters,
  cursor: string | undefined,
  limit: number,
  scope: CustomerScope | null = null,
): Promise<OrderExportChunk> {
  const mode = await searchMode(db)
  let query = scopeOrders(
    applyFilters(
      ordersOf(db, partyId, filters, mode).select([
        ...ROW_COLUMNS,
        'sales_order.receiver_phone',
        'sales_order.address',
        'sales_order.goods_amount',
        'sales_order.freight_amount',
        'sales_order.discount_amount',
        'sales_order.refunded_amount',
        'sales_order.shipped_at',
        'sales_order.buyer_remark',
        'sales_order.seller_remark',
      ]),
      filters,
      true,
      mode,
    ),
    scope,
  )
  let total: number | null = null
  if (cursor === undefined) {
    const row = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst()
    total = Number(row?.n ?? 0)
  } else {
    const cut = cursor.lastIndexOf('_')
    const createdAt = cursor.slice(0, cut)
    const id = Number(cursor.slice(cut + 1))
    // The plain bound lets the index range start at the cursor; the OR keeps ties exact.
    query = query
      .where('sales_order.created_at', '<=', createdAt)
      .where((eb) =>
        eb.or([
          eb('sales_order.created_at', '<', createdAt),
          eb.and([eb('sales_order.created_at', '=', createdAt), eb('sales_order.id', '<', id)]),
        ]),
      )
  }
  const rows = await query
    .orderBy('sales_order.created_at', 'desc')
    .orderBy('sales_order.id', 'desc')
    .limit(limit + 1)
    .execute()
  const more = rows.length > limit
  const page = more ? rows.slice(0, limit) : rows
  // The promotions (and ranks) that reduced each order of the chunk: one read per chunk.
  const ids = page.map((r) => Number(r.id))
  const named =
    ids.length === 0
      ? []
      : await db
          .selectFrom('order_item_adjustment')
          .select(['order_id', 'promotion_name'])
          .where('party_id', '=', partyId)
          .where('order_id', 'in', ids)
          .where('promotion_name', '!=', '')
          .orderBy('id')
          .execute()
  const promotionsOf = new Map<number, string[]>()
  for (const a of named) {
    const list = promotionsOf.get(Number(a.order_id)) ?? []
    if (!list.includes(a.promotion_name)) list.push(a.promotion_name)
    promotionsOf.set(Number(a.order_id), list)
  }
  const list: OrderExportRow[] = page.map((r) => ({
    ...toRow(r as RowShape),
    receiverPhone: r.receiver_phone,
    address: r.address,
    goodsAmount: Number(r.goods_amount),
    freightAmount: Number(r.freight_amount),
    discountAmount: Number(r.discount_amount),
    refundedAmount: Number(r.refunded_amount),
    shippedAt: r.shipped_at,
    buyerRemark: r.buyer_remark,
    sellerRemark: r.seller_remark,
    promotions: promotionsOf.get(Number(r.id)) ?? [],
  }))
  const last = page.at(-1)
  return { rows: list, nextCursor: more && last ? `${last.created_at}_${last.id}` : null, total }
}

export async function findDetail(
  db: Db,
  partyId: string,
  orderId: number,
  scope: CustomerScope | null = null,
): Promise<OrderDetail | undefined> {
  const order = await scopeOrders(
    db.selectFrom('sales_order').selectAll().where('party_id', '=', partyId).where('id', '=', orderId),
    scope,
  ).executeTakeFirst()
  if (!order) return undefined
  const [lines, shipments, shipmentLines, history, payment, adjustments] = await Promise.all([
    db
      .selectFrom('sales_order_line')
      .selectAll()
      .where('party_id', '=', partyId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('shipment')
      .leftJoin('user_login', 'user_login.id', 'shipment.shipped_by')
      .select([
        'shipment.id',
        'shipment.carrier_code',
        'shipment.carrier_name',
        'shipment.tracking_no',
        'shipment.shipped_at',
        'user_login.display_name',
      ])
      .where('shipment.party_id', '=', partyId)
      .where('shipment.order_id', '=', orderId)
      .orderBy('shipment.shipped_at')
      .orderBy('shipment.id')
      .execute(),
    db
      .selectFrom('shipment_line')
      .innerJoin('shipment', 'shipment.id', 'shipment_line.shipment_id')
      .select(['shipment_line.shipment_id', 'shipment_line.order_line_id', 'shipment_line.quantity'])
      .where('shipment.party_id', '=', partyId)
      .where('shipment.order_id', '=', orderId)
      .execute(),
    db
      .selectFrom('status_history')
      .leftJoin('user_login', 'user_login.id', 'status_history.user_login_id')
      .select([
        'status_history.id',
        'status_history.event',
        'status_history.from_status',
        'status_history.to_status',
        'status_history.remark',
        'status_history.created_at',
        'status_history.user_login_id',
        'user_login.display_name',
      ])
      .where('status_history.party_id', '=', partyId)
      .where('status_history.subject_type', '=', orderLifecycle.subject)
      .where('status_history.subject_id', '=', orderId)
      .orderBy('status_history.created_at')
      .orderBy('status_history.id')
      .execute(),
    db
      .selectFrom('order_payment')
      .leftJoin('user_login', 'user_login.id', 'order_payment.user_login_id')
      .select([
        'order_payment.method',
        'order_payment.reference',
        'order_payment.amount',
        'order_payment.created_at',
        'user_login.display_name',
      ])
      .where('order_payment.party_id', '=', partyId)
      .where('order_payment.order_id', '=', orderId)
      .executeTakeFirst(),
    db
      .selectFrom('order_item_adjustment')
      .select(['order_line_id', 'kind', 'promotion_id', 'promotion_name', 'amount'])
      .where('party_id', '=', partyId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
  ])
  return {
    ...toRow(order as RowShape),
    receiverPhone: order.receiver_phone,
    address: order.address,
    goodsAmount: Number(order.goods_amount),
    freightAmount: Number(order.freight_amount),
    discountAmount: Number(order.discount_amount),
    refundedAmount: Number(order.refunded_amount),
    buyerRemark: order.buyer_remark,
    sellerRemark: order.seller_remark,
    shippedAt: order.shipped_at,
    completedAt: order.completed_at,
    cancelledAt: order.cancelled_at,
    payDeadline: order.pay_deadline,
    updatedAt: order.updated_at,
    lines: lines.map((l) => {
      const own = adjustments
        .filter((a) => Number(a.order_line_id) === Number(l.id))
        .map((a) => ({
          kind: a.kind,
          promotionId: a.promotion_id === null ? null : String(a.promotion_id),
          name: a.promotion_name,
          amount: Number(a.amount),
        }))
      const quantity = Number(l.quantity)
      const off = own.reduce((sum, a) => sum + a.amount, 0)
      return {
        orderLineId: String(l.id),
        productName: l.product_name,
        skuCode: l.sku_code,
        skuSpec: l.sku_spec,
        imageUrl: l.image_url,
        // A priced line keeps listAmount = amount + adjustments (docs/pricing.md); others, their unit price.
        listUnitPrice:
          own.length > 0 && quantity > 0
            ? Math.round((Number(l.amount) + off) / quantity)
            : Number(l.unit_price),
        unitPrice: Number(l.unit_price),
        quantity,
        amount: Number(l.amount),
        shippedQuantity: Number(l.shipped_quantity),
        refundedQuantity: Number(l.refunded_quantity),
        adjustments: own,
      }
    }),
    shipments: shipments.map((s) => ({
      shipmentId: String(s.id),
      carrierCode: s.carrier_code,
      carrierName: s.carrier_name,
      trackingNo: s.tracking_no,
      shippedAt: s.shipped_at,
      shippedBy: s.display_name ?? '',
      lines: shipmentLines
        .filter((sl) => Number(sl.shipment_id) === Number(s.id))
        .map((sl) => ({ orderLineId: String(sl.order_line_id), quantity: Number(sl.quantity) })),
    })),
    timeline: history.map((h) => {
      const systemReason = h.user_login_id === null ? systemReasonOf(h.remark) : null
      return {
        event: h.event,
        fromStatus: h.from_status,
        toStatus: h.to_status,
        by: h.display_name ?? '',
        at: h.created_at,
        remark: systemReason ? '' : h.remark,
        systemReason,
      }
    }),
    offlinePayment: payment
      ? {
          method: payment.method,
          reference: payment.reference,
          amount: Number(payment.amount),
          recordedBy: payment.display_name ?? '',
          recordedAt: payment.created_at,
        }
      : null,
  }
}

/** A step no one's login took, whose remark is one of the system's reasons (pay-timeout.job.ts). */
function systemReasonOf(remark: string): OrderSystemReason | null {
  return (ORDER_SYSTEM_REASONS as readonly string[]).includes(remark) ? (remark as OrderSystemReason) : null
}

// ---- writes ----

/** The caller's orders with these numbers: id and state, by number. */
export async function ordersByNo(
  db: Db,
  partyId: string,
  orderNos: readonly string[],
  scope: CustomerScope | null = null,
): Promise<Map<string, { id: number; status: string }>> {
  const out = new Map<string, { id: number; status: string }>()
  for (let i = 0; i < orderNos.length; i += 250) {
    const chunk = orderNos.slice(i, i + 250)
    if (chunk.length === 0) continue
    const rows = await scopeOrders(
      db
        .selectFrom('sales_order')
        .select(['id', 'order_no', 'status'])
        .where('party_id', '=', partyId)
        .where('order_no', 'in', chunk),
      scope,
    ).execute()
    for (const r of rows) out.set(r.order_no, { id: Number(r.id), status: r.status })
  }
  return out
}
