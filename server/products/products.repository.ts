// Reading the product catalogue: the merchant's products with their SKUs and images (the list with
// its tabs and counts, one product), and brands (reference data). Every query is scoped by the
// caller's party id from the session; a product of another merchant is simply not found. Writes are
// in product-writes.repository.ts; the after-sales information in after-sale-info.repository.ts.
import { type RawBuilder, sql } from 'kysely'
import type { Page } from '../../contract/paging.schema.ts'
import type {
  BrandItem,
  ProductDetail,
  ProductRow,
  ProductTab,
  ProductTabCounts,
  SkuDetail,
} from '../../contract/products.schema.ts'
import { isPostgres } from '../db/migrations/dialect-ddl.ts'
import type { Db } from '../db/schema.ts'
import { lowStockSql } from './stock.repository.ts'
import { cappedTotal, type PageParams, paginate } from '../http/paging.ts'
import type { lockTenant } from '../shared/tenant-lock.ts'
import { PRODUCT_SEARCH_COUNT_CAP, PRODUCT_TABS } from '../../contract/products.constants.ts'
import { likePattern, likeSubject } from '../shared/keyword.ts'
import { ftsPhrase, hasPgIndex, hasSqliteFts, pgHoldsGrams, trigramReady } from '../shared/text-search.ts'

// ---- brands ----

export async function listBrands(db: Db, keyword: string | undefined): Promise<BrandItem[]> {
  let q = db.selectFrom('product_brand').select(['id', 'name', 'logo_url']).where('enabled', '=', 1)
  if (keyword) q = q.where(sql<boolean>`lower(name) like ${likePattern(keyword)}`)
  const rows = await q.orderBy('sort').orderBy('id').execute()
  return rows.map((r) => ({ id: String(r.id), name: r.name, logoUrl: r.logo_url }))
}

// ---- the list ----

export interface ProductFilter {
  keyword?: string | undefined
  categoryId?: number | undefined
  brandId?: number | undefined
  tab: ProductTab
}

const PRODUCT_FTS = 'product_search'
/** One of PostgreSQL's trigram indexes of the product keyword (migration 2026_11_27_23_20_00). */
const PRODUCT_TRIGRAMS = 'product_name_trgm_idx'

/**
 * Up to this many products that can hold a keyword are read by their ids; a keyword more
 * products hold is common enough that the pass over the merchant's products meets them as fast.
 */
const FEW_PRODUCT_MATCHES = 2000
/**
 * PostgreSQL reads a common word's grams row by row (its planner sees how many products hold
 * it), 16-20 µs a product: 200 candidates cost a common word 4 ms (500 cost 10 ms), and still
 * take in part of a SKU code (103 candidates for "HP01988" at ten times the data). A word of 1-2
 * characters, or any word where pg_trgm is missing.
 */
const FEW_PG_PRODUCT_MATCHES = 200

/** How many of the merchant's newest live products commonInNewest reads. */
const NEWEST_SAMPLE = 2 * FEW_PG_PRODUCT_MATCHES

/**
 * More than FEW_PG_PRODUCT_MATCHES of the merchant's newest NEWEST_SAMPLE products hold the
 * word in their name or number, so the grams would find too many candidates as well. The grams'
 * GIN index answers a bitmap of every product that holds a common word before its limit applies
 * (8.8 ms for "批量" at ten times the data, for nothing); these few rows take 0.3 ms.
 */
async function commonInNewest(db: Db, partyId: string, like: RawBuilder<string>): Promise<boolean> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (
      select p.name, p.product_no from product p where p.party_id = ${partyId} and p.is_deleted = 0
      order by p.created_at desc limit ${NEWEST_SAMPLE}) p
    where lower(p.name) like ${like} or lower(p.product_no) like ${like}`.execute(db)
  return Number(rows[0]?.n ?? 0) > FEW_PG_PRODUCT_MATCHES
}

/** What a search index answers for a keyword. */
interface IndexedMatches {
  /** The ids of the products it found (as often as their rows matched), up to its limit. */
  ids: number[]
  /** Every product the LIKE finds is among `ids`: they are the keyword's few candidates. */
  complete: boolean
  /** Each id was found by the LIKE itself, not by an index that may also find others. */
  exact: boolean
}

/**
 * What the search indexes know of the merchant's products that hold `keyword`. SQLite
 * (migration 2026_11_27_23_00_00): the FTS5 trigram table from 3 characters; a shorter word
 * reads the table's rows, one per product with its SKUs' codes, by the LIKE (no SKU looked up
 * per product). PostgreSQL: the trigram indexes from 3 characters (2026_11_27_23_20_00), else
 * the grams (2026_11_27_23_00_00 and 2026_11_27_20_20_00). Undefined where there is no index
 * (the mock's sql.js) or the word is known to be common without asking it.
 */
async function indexedCandidates(
  db: Db,
  partyId: string,
  keyword: string,
): Promise<IndexedMatches | undefined> {
  if (isPostgres(db)) {
    // From 3 characters the LIKE itself, through the trigram indexes of 2026_11_27_23_20_00
    // where pg_trgm is (a common word is met by a scan that stops at the limit); else the grams.
    const trigrams = trigramReady(keyword) && (await hasPgIndex(db, PRODUCT_TRIGRAMS))
    const like = likePattern(keyword)
    if (!trigrams && (await commonInNewest(db, partyId, like))) return undefined
    const few = trigrams ? FEW_PRODUCT_MATCHES : FEW_PG_PRODUCT_MATCHES
    const { rows } = await sql<{ id: number }>`select p.id from product p
      where p.party_id = ${partyId} and ${
        trigrams
          ? sql`(lower(p.name) like ${like} or lower(p.product_no) like ${like})`
          : pgHoldsGrams([sql`lower(p.name)`, sql`lower(p.product_no)`], keyword)
      }
      union all
      select s.product_id from product_sku s
      where s.party_id = ${partyId} and ${
        trigrams
          ? sql`(lower(s.sku_code) like ${like} or lower(s.bar_code) like ${like})`
          : pgHoldsGrams([sql`lower(s.sku_code)`, sql`lower(s.bar_code)`], keyword)
      }
      limit ${few + 1}`.execute(db)
    const ids = rows.map((r) => Number(r.id))
    const complete = ids.length <= few
    return { ids: complete ? [...new Set(ids)] : ids, complete, exact: trigrams }
  }
  if (!(await hasSqliteFts(db, PRODUCT_FTS))) return undefined
  const fts = sql.table(PRODUCT_FTS)
  const like = likePattern(keyword)
  const { rows } = await (trigramReady(keyword)
    ? sql<{ id: number }>`select rowid as id from ${fts} where ${fts} match ${ftsPhrase(keyword)}
        and party_id = ${partyId} limit ${FEW_PRODUCT_MATCHES + 1}`
    : sql<{ id: number }>`select rowid as id from ${fts} where party_id = ${partyId}
        and (name like ${like} or product_no like ${like} or codes like ${like})
        limit ${FEW_PRODUCT_MATCHES + 1}`
  ).execute(db)
  const ids = rows.map((r) => Number(r.id))
  // FTS5 folds the case of every letter, SQLite's lower() of ASCII only: not exact.
  return { ids, complete: ids.length <= FEW_PRODUCT_MATCHES, exact: false }
}

/**
 * More of the merchant's live products hold the word than the cap, as the index's own matches
 * show: more distinct products than the cap among them, less every deleted product of the
 * merchant (the index does not tell them apart). Then the pass that counts the matches up to
 * the cap is not needed: "690", a barcode prefix every SKU holds, gave 1,050 products in the
 * first 2,001 rows at ten times the data. Only where `ids` are matches of the LIKE itself, and
 * with no category or brand, which the index does not filter by.
 */
async function pastCapByIndex(db: Db, partyId: string, f: ProductFilter, ids: number[]): Promise<boolean> {
  if (f.categoryId !== undefined || f.brandId !== undefined) return false
  const distinct = new Set(ids).size
  if (distinct <= PRODUCT_SEARCH_COUNT_CAP) return false
  const deleted = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('party_id', '=', partyId)
    .where('is_deleted', '>', 0)
    .executeTakeFirst()
  return distinct - Number(deleted?.n ?? 0) > PRODUCT_SEARCH_COUNT_CAP
}

/**
 * The keyword's products as a JSON list of ids when they are few, read by id from then on: the
 * index's candidates, or else the matches themselves up to PRODUCT_SEARCH_COUNT_CAP (one pass,
 * which a common word ends early). Undefined for a common word: more than the cap match.
 */
async function keywordCandidates(db: Db, partyId: string, f: ProductFilter): Promise<string | undefined> {
  const keyword = f.keyword
  if (!keyword) return undefined
  const indexed = await indexedCandidates(db, partyId, keyword)
  if (indexed?.complete) return JSON.stringify(indexed.ids)
  if (indexed?.exact && (await pastCapByIndex(db, partyId, f, indexed.ids))) return undefined
  const matches = await filtered(db, partyId, f)
    .select('p.id')
    .limit(PRODUCT_SEARCH_COUNT_CAP + 1)
    .execute()
  return matches.length <= PRODUCT_SEARCH_COUNT_CAP
    ? JSON.stringify(matches.map((r) => Number(r.id)))
    : undefined
}

/**
 * The merchant's live products under the keyword, category and brand. `candidates`: the
 * keyword's candidates as a JSON list of ids (keywordCandidates), read by id; SQLite must not
 * walk the merchant's products instead, so a unary + hides the party column from its index choice.
 */
function filtered(db: Db, partyId: string, f: Omit<ProductFilter, 'tab'>, candidates?: string) {
  const postgres = isPostgres(db)
  let q = db
    .selectFrom('product as p')
    .where(candidates && !postgres ? sql`+p.party_id` : sql.ref('p.party_id'), '=', partyId)
    .where('p.is_deleted', '=', 0)
  if (candidates !== undefined)
    q = q.where(
      postgres
        ? sql<boolean>`p.id in (select jsonb_array_elements_text(${candidates}::jsonb)::bigint)`
        : sql<boolean>`p.id in (select value from json_each(${candidates}))`,
    )
  if (f.keyword) {
    const like = likePattern(f.keyword)
    q = q.where((eb) =>
      eb.or([
        eb(likeSubject(db, 'p.name'), 'like', like),
        eb(likeSubject(db, 'p.product_no'), 'like', like),
        eb.exists(
          eb
            .selectFrom('product_sku as s')
            .select('s.id')
            .whereRef('s.product_id', '=', 'p.id')
            .where('s.party_id', '=', partyId)
            .where((e) =>
              e.or([
                e(likeSubject(db, 's.bar_code'), 'like', like),
                e(likeSubject(db, 's.sku_code'), 'like', like),
              ]),
            )
            // PostgreSQL: each product's own SKUs through the SKU index, for the products whose
            // name and number do not hold the word. Without the OFFSET 0 it may hash every SKU
            // of the merchant that holds the word instead, per statement (37 ms at 100,000 SKUs,
            // seconds where it tested their grams). A rare word's few products come as
            // candidates (indexedCandidates); the limited counts and the page stop early.
            .$if(postgres, (sub) => sub.offset(0)),
        ),
      ]),
    )
  }
  if (f.categoryId !== undefined) {
    const categoryId = f.categoryId
    q = q.where('p.category_id', 'in', (eb) =>
      eb
        .selectFrom('product_category')
        .select('id')
        .where((e) => e.or([e('id', '=', categoryId), e('parent_id', '=', categoryId)])),
    )
  }
  if (f.brandId !== undefined) q = q.where('p.brand_id', '=', f.brandId)
  return q
}

type Filtered = ReturnType<typeof filtered>

/**
 * The product has a SKU at low stock: it has a row in product_low_stock (migration
 * 2026_11_27_20_10_00, kept by triggers with the rule of stock.repository.ts lowStockSql, which
 * tests/contract/stock.test.ts checks). Over 100,000 SKUs a pass over them took 27 ms a count.
 */
function hasLowStockSku(partyId: string) {
  return sql<boolean>`p.id in (select ls.product_id from product_low_stock ls where ls.party_id = ${partyId})`
}

/**
 * Out of stock, as a literal: PostgreSQL proves the partial index of migration
 * 2026_11_27_23_10_00 applies from the constant only.
 */
const OUT_OF_STOCK = sql<boolean>`p.total_stock <= 0`

function inTab(q: Filtered, partyId: string, tab: ProductTab): Filtered {
  if (tab === 'ON_SALE') return q.where('p.status', '=', 'ON_SALE')
  if (tab === 'OFF_SALE') return q.where('p.status', 'in', ['OFF_SALE', 'DRAFT'])
  if (tab === 'OUT_OF_STOCK') return q.where(OUT_OF_STOCK)
  if (tab === 'LOW_STOCK') return q.where(hasLowStockSku(partyId))
  return q
}

/**
 * The tab counts of every live product of the merchant, from product_tally and the products at
 * low stock (migration 2026_11_27_20_10_00): a few rows, not a pass over every product.
 */
async function unfilteredTabCounts(db: Db, partyId: string): Promise<ProductTabCounts> {
  const [rows, low] = await Promise.all([
    db
      .selectFrom('product_tally')
      .select(['status', 'out_of_stock', 'product_count'])
      .where('party_id', '=', partyId)
      .execute(),
    // The products at low stock less the deleted ones among them: counting the live ones by a
    // join, PostgreSQL hashed every product of the merchant (7 ms at 50,000 products, for 1,910
    // at low stock); the few deleted products are a range of the list index (is_deleted is 0 or 1).
    db
      .selectNoFrom((eb) =>
        eb(
          eb
            .selectFrom('product_low_stock')
            .select((e) => e.fn.countAll<number>().as('n'))
            .where('party_id', '=', partyId),
          '-',
          eb
            .selectFrom('product as p')
            .innerJoin('product_low_stock as ls', (j) =>
              j.onRef('ls.party_id', '=', 'p.party_id').onRef('ls.product_id', '=', 'p.id'),
            )
            .select((e) => e.fn.countAll<number>().as('n'))
            .where('p.party_id', '=', partyId)
            .where('p.is_deleted', '>', 0),
        ).as('n'),
      )
      .executeTakeFirst(),
  ])
  const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(pick).reduce((s, r) => s + Number(r.product_count), 0)
  return {
    ALL: sum(() => true),
    ON_SALE: sum((r) => r.status === 'ON_SALE'),
    OFF_SALE: sum((r) => r.status === 'OFF_SALE' || r.status === 'DRAFT'),
    OUT_OF_STOCK: sum((r) => Number(r.out_of_stock) === 1),
    LOW_STOCK: Number(low?.n ?? 0),
  }
}

/** The tab counts of a filter, and the tabs whose count stopped at the cap. */
interface TabCounts {
  counts: ProductTabCounts
  capped: ProductTab[]
}

/** Each tab's count of the filtered products in one pass over them. */
async function exactTabCounts(
  db: Db,
  partyId: string,
  f: ProductFilter,
  candidates: string | undefined,
): Promise<ProductTabCounts> {
  const row = await filtered(db, partyId, f, candidates)
    .select((eb) => [
      eb.fn.countAll().as('all'),
      eb.fn.sum(eb.case().when('p.status', '=', 'ON_SALE').then(1).else(0).end()).as('on_sale'),
      eb.fn.sum(eb.case().when('p.status', 'in', ['OFF_SALE', 'DRAFT']).then(1).else(0).end()).as('off_sale'),
      eb.fn.sum(eb.case().when(OUT_OF_STOCK).then(1).else(0).end()).as('out_of_stock'),
      eb.fn.sum(eb.case().when(hasLowStockSku(partyId)).then(1).else(0).end()).as('low_stock'),
    ])
    .executeTakeFirst()
  return {
    ALL: Number(row?.all ?? 0),
    ON_SALE: Number(row?.on_sale ?? 0),
    OFF_SALE: Number(row?.off_sale ?? 0),
    OUT_OF_STOCK: Number(row?.out_of_stock ?? 0),
    LOW_STOCK: Number(row?.low_stock ?? 0),
  }
}

/**
 * A keyword more products hold than the cap (keywordCandidates found PRODUCT_SEARCH_COUNT_CAP + 1
 * of them, so the All tab is past it): each other tab counted up to the cap + 1, through its own
 * index (the status, the out-of-stock products, the products at low stock), so a common word
 * stops early instead of visiting every product five times over.
 */
async function tabCountsUpToCap(db: Db, partyId: string, f: ProductFilter): Promise<ProductTabCounts> {
  const counted = await Promise.all(
    PRODUCT_TABS.map(async (tab) => {
      if (tab === 'ALL') return [tab, PRODUCT_SEARCH_COUNT_CAP + 1] as const
      const matches = inTab(filtered(db, partyId, f), partyId, tab)
        .select(sql<number>`1`.as('one'))
        .limit(PRODUCT_SEARCH_COUNT_CAP + 1)
        .as('matches')
      const row = await db
        .selectFrom(matches)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst()
      return [tab, Number(row?.n ?? 0)] as const
    }),
  )
  return Object.fromEntries(counted) as ProductTabCounts
}

/** A keyword's counts as answered: a tab past the cap reads the cap and is named capped. */
function atMostCap(counts: ProductTabCounts): TabCounts {
  const answered = { ...counts }
  const capped: ProductTab[] = []
  for (const tab of PRODUCT_TABS) {
    const { total, totalIsCapped } = cappedTotal(counts[tab], PRODUCT_SEARCH_COUNT_CAP)
    answered[tab] = total
    if (totalIsCapped) capped.push(tab)
  }
  return { counts: answered, capped }
}

async function tabCounts(
  db: Db,
  partyId: string,
  f: ProductFilter,
  candidates: string | undefined,
): Promise<TabCounts> {
  if (!f.keyword && f.categoryId === undefined && f.brandId === undefined)
    return { counts: await unfilteredTabCounts(db, partyId), capped: [] }
  if (!f.keyword) return { counts: await exactTabCounts(db, partyId, f, undefined), capped: [] }
  // A keyword counts up to the cap, whichever way its products are found: its few candidates
  // exactly (then capped), a common word tab by tab up to the cap.
  return atMostCap(
    candidates === undefined
      ? await tabCountsUpToCap(db, partyId, f)
      : await exactTabCounts(db, partyId, f, candidates),
  )
}

export async function listProducts(
  db: Db,
  partyId: string,
  f: ProductFilter,
  page: PageParams,
): Promise<Page<ProductRow> & { counts: ProductTabCounts; cappedCounts?: ProductTab[] }> {
  const candidates = await keywordCandidates(db, partyId, f)
  const q = inTab(filtered(db, partyId, f, candidates), partyId, f.tab)
    .leftJoin('product_category as c', 'c.id', 'p.category_id')
    .leftJoin('product_brand as b', 'b.id', 'p.brand_id')
    .select((eb) => [
      'p.id',
      'p.product_no',
      'p.name',
      'p.main_image_url',
      'p.category_id',
      'c.name as category_name',
      'p.brand_id',
      'b.name as brand_name',
      'p.status',
      'p.min_price',
      'p.max_price',
      'p.total_stock',
      'p.sales_count',
      'p.created_at',
      'p.updated_at',
      // The party as well as the product: the SKU index leads with the party, and without it
      // each row scanned every SKU of the database (38 s a page at 100,000 SKUs).
      eb
        .selectFrom('product_sku as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('s.product_id', '=', 'p.id')
        .where('s.party_id', '=', partyId)
        .as('sku_count'),
      // What the SKUs' open orders hold, and how many SKUs are at low stock (the page's rows only).
      eb
        .selectFrom('product_sku as s')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('s.reserved'), e.lit(0)).as('n'))
        .whereRef('s.product_id', '=', 'p.id')
        .where('s.party_id', '=', partyId)
        .as('reserved_stock'),
      eb
        .selectFrom('product_sku as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('s.product_id', '=', 'p.id')
        .where('s.party_id', '=', partyId)
        .where(lowStockSql('s', partyId))
        .as('low_stock_skus'),
    ])
  // The tab counts count the page's own tab too: the page's total is that figure, not a second
  // count of every matching product (at 50,000 products each count is a pass over them).
  // Counted once, beside the page's rows (paginate), and read again for the tabs.
  let counting: Promise<TabCounts> | undefined
  const countTabs = () => {
    counting ??= tabCounts(db, partyId, f, candidates)
    return counting
  }
  const result = await paginate(q, page, {
    countTotal: async () => {
      const { counts, capped } = await countTabs()
      return { total: counts[f.tab], ...(capped.includes(f.tab) ? { totalIsCapped: true } : {}) }
    },
    sortable: {
      createdAt: 'p.created_at',
      updatedAt: 'p.updated_at',
      name: 'p.name',
      productNo: 'p.product_no',
      minPrice: 'p.min_price',
      totalStock: 'p.total_stock',
      salesCount: 'p.sales_count',
    },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'p.id',
    map: (r): ProductRow => ({
      productId: String(r.id),
      productNo: r.product_no,
      name: r.name,
      mainImageUrl: r.main_image_url,
      categoryId: r.category_id === null ? null : String(r.category_id),
      categoryName: r.category_name ?? '',
      brandId: r.brand_id === null ? null : String(r.brand_id),
      brandName: r.brand_name ?? '',
      status: r.status,
      minPrice: Number(r.min_price),
      maxPrice: Number(r.max_price),
      totalStock: Number(r.total_stock),
      reservedStock: Number(r.reserved_stock ?? 0),
      availableStock: Number(r.total_stock) - Number(r.reserved_stock ?? 0),
      lowStockSkuCount: Number(r.low_stock_skus ?? 0),
      salesCount: Number(r.sales_count),
      skuCount: Number(r.sku_count ?? 0),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }),
  })
  const { counts, capped } = await countTabs()
  return { ...result, counts, ...(capped.length ? { cappedCounts: capped } : {}) }
}

// ---- one product ----

/** '颜色:红;尺寸:L' → [['颜色','红'],['尺寸','L']]; '' → []. */
function parseSpec(spec: string): Array<[string, string]> {
  if (!spec) return []
  return spec.split(';').map((pair) => {
    const at = pair.indexOf(':')
    return at < 0 ? ['', pair] : [pair.slice(0, at), pair.slice(at + 1)]
  })
}

export async function findProduct(
  db: Db | Parameters<typeof lockTenant>[0],
  partyId: string,
  productId: number,
): Promise<ProductDetail | undefined> {
  const p = await db
    .selectFrom('product')
    .selectAll()
    .where('id', '=', productId)
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst()
  if (!p) return undefined
  const skus = await db
    .selectFrom('product_sku')
    .selectAll()
    .where('party_id', '=', partyId)
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const images = await db
    .selectFrom('product_image')
    .select('url')
    .where('party_id', '=', partyId)
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  // The specifications, in the order their names and values first appear among the SKUs.
  const specs: Array<{ name: string; values: string[] }> = []
  const parsed = skus.map((s) => parseSpec(s.spec))
  for (const pairs of parsed) {
    pairs.forEach(([name, value], i) => {
      const spec = specs[i] ?? { name, values: [] }
      specs[i] = spec
      if (!spec.values.includes(value)) spec.values.push(value)
    })
  }
  const imageUrls = images.map((i) => i.url)
  return {
    productId: String(p.id),
    productNo: p.product_no,
    name: p.name,
    categoryId: p.category_id === null ? null : String(p.category_id),
    brandId: p.brand_id === null ? null : String(p.brand_id),
    unit: p.unit,
    status: p.status,
    freightTemplateId: p.freight_template_id === null ? null : String(p.freight_template_id),
    description: p.description,
    images: imageUrls.length || !p.main_image_url ? imageUrls : [p.main_image_url],
    specs,
    skus: skus.map(
      (s, i): SkuDetail => ({
        skuId: String(s.id),
        specValues: (parsed[i] ?? []).map(([, v]) => v),
        skuCode: s.sku_code,
        barCode: s.bar_code,
        price: Number(s.price),
        marketPrice: Number(s.market_price),
        costPrice: Number(s.cost_price),
        stock: Number(s.stock),
        weightGrams: Number(s.weight_grams),
      }),
    ),
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  }
}
