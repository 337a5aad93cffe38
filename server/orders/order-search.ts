// The text searches of the order list (buyer, order-number prefix) and the filters the list,
// its counts, totals and the export share: which index serves a buyer query on each engine
// (PostgreSQL trigrams and grams, SQLite FTS5 or its grams, or a plain LIKE in the mock), and
// how a filtered select of the merchant's orders is built. Used by order-list.repository.ts and
// order-export.repository.ts.
import { PostgresAdapter, type SelectQueryBuilder, sql, type Transaction } from 'kysely'
import { businessDayStart, addDays } from '../../contract/business-time.ts'
import { BUYER_SEARCH_COUNT_CAP } from '../../contract/orders.constants.ts'
import type { OrderFilterValues } from '../../contract/orders.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { ftsPhrase, hasSqliteFts, pgHoldsGrams, trigramReady } from '../shared/text-search.ts'

type Q = Db | Transaction<Database>

/** The first string after every string that starts with `prefix` (alphanumerics), if it is simple. */
function prefixUpperBound(prefix: string): string | undefined {
  const last = prefix.at(-1)
  if (!last || last === '9' || last === 'Z') return undefined
  return `${prefix.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`
}

export type Filters = Omit<OrderFilterValues, 'statuses'> & { statuses?: readonly string[] | undefined }

/**
 * The database's way to the text searches (migration 2026_11_24_00_17_00_order_search):
 * `postgres` (pg_trgm indexes serve the LIKE itself; the planner's statistics pick the plan),
 * `fts` (SQLite with the FTS5 trigram table) or `like` (a SQLite without FTS5, such as the
 * mock's sql.js: the LIKE scans, as before).
 */
export type SearchMode = 'postgres' | 'fts' | 'like'

/**
 * SQLite: a text search with at most this many matches reads them first and sorts them; with
 * more, the page walks the sort's index and stops at the page (matches are dense enough).
 */
export const FEW_MATCHES = 2000

export async function searchMode(db: Q): Promise<SearchMode> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return 'postgres'
  return (await hasSqliteFts(db, 'sales_order_search')) ? 'fts' : 'like'
}

export const usesFts = (f: Filters, mode: SearchMode) => mode === 'fts' && !!f.buyer && trigramReady(f.buyer)

/**
 * SQLite with the search tables: a 1–2 character buyer query is answered from the merchant's
 * distinct buyers and their 1–2 character grams (migration 2026_11_24_00_24_00_order_buyer_grams)
 * instead of a scan of every order.
 */
export const usesGrams = (f: Filters, mode: SearchMode) => mode === 'fts' && !!f.buyer && !usesFts(f, mode)

/** PostgreSQL: a 1–2 character buyer query, which its trigram indexes cannot serve. */
export const usesPgGrams = (f: Filters, mode: SearchMode) =>
  mode === 'postgres' && !!f.buyer && !trigramReady(f.buyer)

/** How many rows a select gives (a limit of its own stops the count). */
// biome-ignore lint/suspicious/noExplicitAny: any select over the orders, counted
export async function countRows(db: Q, query: SelectQueryBuilder<any, any, any>): Promise<number> {
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
export async function pgGramMatches(
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
export async function gramMatchCount(db: Q, partyId: string, buyer: string, limit: number) {
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
export const TAB_COUNT_BUYERS = 10_000

/** The ids of the merchant's orders of the buyers `gramBuyers` finds, by equality on their buyer. */
export function gramOrderIds(partyId: string, buyer: string) {
  return sql<{ id: number }>`select o.id from (${gramBuyers(partyId, buyer)}) m
    cross join sales_order_buyer b on b.id = m.buyer_id
    cross join sales_order o on o.party_id = ${partyId}
      and o.buyer_name = b.buyer_name and o.buyer_phone = b.buyer_phone`
}

/** The buyer search's rule over the buyer name and phone of `table` (an order, or a tally row). */
function buyerHolds(table: 'sales_order' | 't', buyer: string) {
  const pattern = likePattern(buyer)
  return sql<boolean>`(lower(${sql.ref(`${table}.buyer_name`)}) like ${pattern} or ${sql.ref(`${table}.buyer_phone`)} like ${pattern})`
}

/**
 * The merchant's rows of sales_order_buyer_tally (per buyer and status, migration
 * 2026_11_27_20_00_00) whose buyer matches `buyer`, aliased `t`, or undefined where no index
 * finds them faster than the orders' own search (SQLite's FTS5 over orders for 3 characters and
 * more). SQLite: through the buyer directory's grams; PostgreSQL: the tally's grams index; the
 * mock: the LIKE over the merchant's tally rows. The LIKE is the exact rule everywhere.
 */
export function buyerTallyRows(db: Q, partyId: string, buyer: string, mode: SearchMode) {
  if (mode === 'fts' && trigramReady(buyer)) return undefined
  let rows = db
    .selectFrom('sales_order_buyer_tally as t')
    .where('t.party_id', '=', partyId)
    .where(buyerHolds('t', buyer))
  if (mode === 'fts')
    rows = rows.where(
      sql<boolean>`(t.buyer_name, t.buyer_phone) in (select b.buyer_name, b.buyer_phone
        from (${gramBuyers(partyId, buyer)}) m cross join sales_order_buyer b on b.id = m.buyer_id)`,
    )
  if (mode === 'postgres')
    rows = rows.where(pgHoldsGrams([sql`lower(t.buyer_name)`, sql`t.buyer_phone`], buyer))
  return rows
}

/** The merchant's orders whose buyer matches, from the FTS5 table alone (no order row read). */
export function ftsMatches(partyId: string, buyer: string) {
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
export function ordersOf(
  db: Q,
  partyId: string,
  f: Filters,
  mode: SearchMode,
  drive?: 'matches' | 'sortIndex',
) {
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
export function applyFilters<Q extends { where: any }>(
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
    q = q.where(buyerHolds('sales_order', f.buyer))
    // PostgreSQL, driven by the matches: the same rows for 1–2 characters, through the GIN index
    // of the buyer's grams (migration 2026_11_24_00_24_00).
    if (usesPgGrams(f, mode) && drive === 'matches')
      q = q.where(pgHoldsGrams([sql`lower(sales_order.buyer_name)`, sql`sales_order.buyer_phone`], f.buyer))
  }
  if (f.createdFrom) q = q.where('sales_order.created_at', '>=', businessDayStart(f.createdFrom))
  if (f.createdTo) q = q.where('sales_order.created_at', '<', businessDayStart(addDays(f.createdTo, 1)))
  if (f.minPayAmount !== undefined) q = q.where('sales_order.pay_amount', '>=', f.minPayAmount)
  if (f.maxPayAmount !== undefined) q = q.where('sales_order.pay_amount', '<=', f.maxPayAmount)
  return q
}
