// Data access of marketing: price promotions (DISCOUNT, FULL_REDUCTION, SPECIAL_PRICE) and
// limit-purchase rules (LIMIT_PURCHASE, one product each), always of the caller's merchant.
// The state a merchant sees (not started, running, ended, stopped) is derived from the stored
// status and the app clock (`now`), in SQL for the tabs and in stateOf() for a row.
import { type Expression, type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely'
import type {
  LimitPurchaseRow,
  LimitPurchaseValues,
  ProductOption,
  PromotionDetail,
  PromotionRow,
  PromotionTabCounts,
  PromotionValues,
} from '../../contract/marketing.schema.ts'
import {
  type AnyPromotionKind,
  PROMOTION_KINDS,
  PROMOTION_TABS,
  type PromotionState,
  type PromotionTab,
} from '../../contract/marketing.constants.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { isPostgres } from '../db/migrations/dialect-ddl.ts'
import { likePattern } from '../shared/keyword.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'

/** Price promotions, or limit-purchase rules: each page and its calls see one group only. */
export type PromotionGroup = 'PRICE' | 'LIMIT'
const KINDS_OF: Record<PromotionGroup, readonly AnyPromotionKind[]> = {
  PRICE: PROMOTION_KINDS,
  LIMIT: ['LIMIT_PURCHASE'],
}
const NOT_FOUND = 'marketing.noSuchPromotion'

/** The state of a stored promotion at `now` (see PROMOTION_STATES). */
export function stateOf(status: string, startAt: string, endAt: string, now: string): PromotionState {
  if (status === 'CANCELLED') return 'STOPPED'
  if (status === 'ENDED' || endAt <= now) return 'ENDED'
  if (status === 'ACTIVE' && startAt <= now) return 'RUNNING'
  return 'NOT_STARTED'
}

type PromotionEb = ExpressionBuilder<Database, 'promotion'>

/** The SQL twin of stateOf(): rows of `tab` at `now`. */
function inTab(eb: PromotionEb, tab: PromotionTab, now: string): Expression<SqlBool> {
  const live = eb('promotion.status', 'in', ['ACTIVE', 'DRAFT'])
  switch (tab) {
    case 'ALL':
      return eb.lit(true)
    case 'STOPPED':
      return eb('promotion.status', '=', 'CANCELLED')
    case 'ENDED':
      return eb.or([eb('promotion.status', '=', 'ENDED'), eb.and([live, eb('promotion.end_at', '<=', now)])])
    case 'RUNNING':
      return eb.and([
        eb('promotion.status', '=', 'ACTIVE'),
        eb('promotion.start_at', '<=', now),
        eb('promotion.end_at', '>', now),
      ])
    case 'NOT_STARTED':
      return eb.and([
        live,
        eb('promotion.end_at', '>', now),
        eb.or([eb('promotion.status', '=', 'DRAFT'), eb('promotion.start_at', '>', now)]),
      ])
  }
}

interface PromotionRecord {
  id: number
  name: string
  kind: string
  status: string
  start_at: string
  end_at: string
  threshold_amount: number
  reduce_amount: number
  discount_permille: number
  per_buyer_limit: number
  description: string
  created_at: string
  updated_at: string
}

function toRow(r: PromotionRecord & { product_count: number | string }, now: string): PromotionRow {
  return {
    id: String(r.id),
    name: r.name,
    kind: r.kind as AnyPromotionKind,
    state: stateOf(r.status, r.start_at, r.end_at, now),
    startAt: r.start_at,
    endAt: r.end_at,
    thresholdAmount: Number(r.threshold_amount),
    reduceAmount: Number(r.reduce_amount),
    discountPermille: Number(r.discount_permille),
    productCount: Number(r.product_count),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

function ownPromotions(db: Db, partyId: string, group: PromotionGroup) {
  return db
    .selectFrom('promotion')
    .where('promotion.party_id', '=', partyId)
    .where('promotion.kind', 'in', [...KINDS_OF[group]])
}

async function tabCounts(
  db: Db,
  partyId: string,
  group: PromotionGroup,
  now: string,
  narrow: (eb: PromotionEb) => Expression<SqlBool>,
): Promise<PromotionTabCounts> {
  const row = await ownPromotions(db, partyId, group)
    .where(narrow)
    .select((eb) =>
      PROMOTION_TABS.map((tab) =>
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(inTab(eb, tab, now))
              .then(1)
              .else(0)
              .end(),
          )
          .as(tab),
      ),
    )
    .executeTakeFirst()
  const r = (row ?? {}) as Record<string, unknown>
  return Object.fromEntries(PROMOTION_TABS.map((t) => [t, Number(r[t] ?? 0)])) as PromotionTabCounts
}

function keywordFilter(keyword: string | undefined) {
  return (eb: PromotionEb): Expression<SqlBool> =>
    keyword ? eb(sql`lower(promotion.name)`, 'like', likePattern(keyword)) : eb.lit(true)
}

const PROMOTION_COLUMNS = [
  'promotion.id',
  'promotion.name',
  'promotion.kind',
  'promotion.status',
  'promotion.start_at',
  'promotion.end_at',
  'promotion.threshold_amount',
  'promotion.reduce_amount',
  'promotion.discount_permille',
  'promotion.per_buyer_limit',
  'promotion.description',
  'promotion.created_at',
  'promotion.updated_at',
] as const

export async function listPromotions(
  db: Db,
  partyId: string,
  filters: { keyword?: string | undefined; kind?: string | undefined; tab?: PromotionTab | undefined },
  params: PageParams,
  now: string,
): Promise<Page<PromotionRow> & { counts: PromotionTabCounts }> {
  const narrow = (eb: PromotionEb) =>
    eb.and([
      keywordFilter(filters.keyword)(eb),
      filters.kind ? eb('promotion.kind', '=', filters.kind) : eb.lit(true),
    ])
  const query = ownPromotions(db, partyId, 'PRICE')
    .where(narrow)
    .where((eb) => inTab(eb, filters.tab ?? 'ALL', now))
    .select(PROMOTION_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('promotion_product')
        .whereRef('promotion_product.promotion_id', '=', 'promotion.id')
        .where('promotion_product.party_id', '=', partyId)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('product_count'),
    )
  const page = await paginate(query, params, {
    sortable: {
      createdAt: 'promotion.created_at',
      startAt: 'promotion.start_at',
      endAt: 'promotion.end_at',
      name: 'promotion.name',
    },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'promotion.id',
    map: (r) => toRow({ ...r, product_count: r.product_count ?? 0 }, now),
  })
  return { ...page, counts: await tabCounts(db, partyId, 'PRICE', now, narrow) }
}

async function findRecord(db: Db, partyId: string, id: number, group: PromotionGroup) {
  return ownPromotions(db, partyId, group)
    .where('promotion.id', '=', id)
    .select(PROMOTION_COLUMNS)
    .executeTakeFirst()
}

export async function findPromotion(
  db: Db,
  partyId: string,
  id: number,
  now: string,
): Promise<PromotionDetail> {
  const record = await findRecord(db, partyId, id, 'PRICE')
  if (!record) throw ApiError.notFound(NOT_FOUND)
  const products = await db
    .selectFrom('promotion_product as pp')
    .innerJoin('product as p', 'p.id', 'pp.product_id')
    .select([
      'p.id',
      'p.name',
      'p.product_no',
      'p.main_image_url',
      'p.min_price',
      'p.max_price',
      'pp.promo_price',
    ])
    .where('pp.promotion_id', '=', id)
    .where('pp.party_id', '=', partyId)
    .orderBy('pp.id')
    .execute()
  return {
    ...toRow({ ...record, product_count: products.length }, now),
    description: record.description,
    products: products.map((p) => ({
      productId: String(p.id),
      name: p.name,
      productNo: p.product_no,
      imageUrl: p.main_image_url,
      minPrice: Number(p.min_price),
      maxPrice: Number(p.max_price),
      promoPrice: p.promo_price === null ? null : Number(p.promo_price),
    })),
  }
}

/** The merchant's products (not deleted) to choose from, by name or code. */
export async function listProductOptions(
  db: Db,
  partyId: string,
  keyword: string | undefined,
  params: PageParams,
): Promise<Page<ProductOption>> {
  const like = keyword ? likePattern(keyword) : undefined
  const query = db
    .selectFrom('product')
    .select(['id', 'name', 'product_no', 'main_image_url', 'min_price', 'max_price'])
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where((eb) =>
      like
        ? eb.or([eb(sql`lower(name)`, 'like', like), eb(sql`lower(product_no)`, 'like', like)])
        : eb.lit(true),
    )
  return paginate(query, params, {
    sortable: { name: 'name', createdAt: 'created_at' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'id',
    map: (p) => ({
      productId: String(p.id),
      name: p.name,
      productNo: p.product_no,
      imageUrl: p.main_image_url,
      minPrice: Number(p.min_price),
      maxPrice: Number(p.max_price),
    }),
  })
}

// ---- writes ----

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0]

/** Saves of one merchant run one at a time (PostgreSQL; SQLite's write transactions already do). */
async function lockMerchant(trx: Trx, partyId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select id from party where id = ${partyId} for update`.execute(trx)
}

/** The products of the caller, by id; a foreign or deleted one is refused at its row. */
async function ownProducts(trx: Trx, partyId: string, ids: number[], field: (i: number) => string) {
  const rows = await trx
    .selectFrom('product')
    .select(['id', 'name', 'min_price'])
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where('id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((r) => [Number(r.id), r]))
  ids.forEach((id, i) => {
    if (!byId.has(id)) throw ApiError.invalidInput(field(i), 'notFound')
  })
  return byId
}

/**
 * Refuses a promotion of `group` sharing a product with another not-ended, not-stopped one of
 * the same group whose window intersects [startAt, endAt): field `products`, a message naming
 * the product and the other promotion.
 */
async function assertNoOverlap(
  trx: Trx,
  partyId: string,
  group: PromotionGroup,
  self: number | undefined,
  window: { startAt: string; endAt: string },
  productIds: number[],
  now: string,
): Promise<void> {
  const clash = await trx
    .selectFrom('promotion')
    .innerJoin('promotion_product as pp', 'pp.promotion_id', 'promotion.id')
    .innerJoin('product as p', 'p.id', 'pp.product_id')
    .select(['promotion.name as other', 'p.name as product'])
    .where('promotion.party_id', '=', partyId)
    .where('promotion.kind', 'in', [...KINDS_OF[group]])
    .where('promotion.status', 'in', ['ACTIVE', 'DRAFT'])
    .where('promotion.end_at', '>', now)
    .where('promotion.start_at', '<', window.endAt)
    .where('promotion.end_at', '>', window.startAt)
    .where('pp.product_id', 'in', productIds)
    .where((eb) => (self === undefined ? eb.lit(true) : eb('promotion.id', '!=', self)))
    .orderBy('promotion.id')
    .orderBy('pp.id')
    .executeTakeFirst()
  if (clash) {
    throw new ApiError(
      ResultCode.invalidInput,
      group === 'PRICE' ? 'marketing.overlap' : 'marketing.limitOverlap',
      { product: clash.product, other: clash.other },
      { field: 'products', reason: 'overlap' },
    )
  }
}

/**
 * Inserts a new promotion row (ACTIVE) or updates the one being edited, whose products are
 * then written afresh by the caller: the one write shared by promotions and purchase limits.
 */
async function writePromotionRow(
  trx: Trx,
  partyId: string,
  self: number | undefined,
  values: Omit<Insertable<Database['promotion']>, 'party_id' | 'status' | 'created_at'>,
  now: string,
): Promise<number> {
  if (self === undefined) {
    const row = await trx
      .insertInto('promotion')
      .values({ ...values, party_id: partyId, status: 'ACTIVE', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }
  await trx
    .updateTable('promotion')
    .set(values)
    .where('id', '=', self)
    .where('party_id', '=', partyId)
    .execute()
  await trx
    .deleteFrom('promotion_product')
    .where('promotion_id', '=', self)
    .where('party_id', '=', partyId)
    .execute()
  return self
}

/** A promotion being changed must exist in the group and not have started. */
async function editable(trx: Trx, partyId: string, id: number, group: PromotionGroup, now: string) {
  const record = await ownPromotions(trx, partyId, group)
    .where('promotion.id', '=', id)
    .select(PROMOTION_COLUMNS)
    .executeTakeFirst()
  if (!record) throw ApiError.notFound(NOT_FOUND)
  if (stateOf(record.status, record.start_at, record.end_at, now) !== 'NOT_STARTED')
    throw ApiError.conflict('marketing.notEditable')
  return record
}

function checkWindow(
  window: { startAt: string; endAt: string },
  now: string,
): { startAt: string; endAt: string } {
  const startAt = new Date(window.startAt).toISOString()
  const endAt = new Date(window.endAt).toISOString()
  if (endAt <= now) throw ApiError.invalidInput('endAt', 'inThePast')
  return { startAt, endAt }
}

export async function savePromotion(
  db: Db,
  partyId: string,
  input: PromotionValues,
  now: string,
): Promise<number> {
  const window = checkWindow(input, now)
  const productIds = input.products.map((p) => Number(p.productId))
  return db.transaction().execute(async (trx) => {
    await lockMerchant(trx, partyId)
    const self = input.id === undefined ? undefined : Number(input.id)
    if (self !== undefined) await editable(trx, partyId, self, 'PRICE', now)
    const products = await ownProducts(trx, partyId, productIds, (i) => `products.${i}.productId`)
    if (input.kind === 'SPECIAL_PRICE') {
      input.products.forEach((p, i) => {
        const min = Number(products.get(Number(p.productId))?.min_price ?? 0)
        if (p.promoPrice !== null && min > 0 && p.promoPrice >= min)
          throw ApiError.invalidInput(`products.${i}.promoPrice`, 'notBelowPrice')
      })
    }
    await assertNoOverlap(trx, partyId, 'PRICE', self, window, productIds, now)
    const values = {
      name: input.name,
      kind: input.kind,
      start_at: window.startAt,
      end_at: window.endAt,
      threshold_amount: input.kind === 'FULL_REDUCTION' ? (input.thresholdAmount ?? 0) : 0,
      reduce_amount: input.kind === 'FULL_REDUCTION' ? (input.reduceAmount ?? 0) : 0,
      discount_permille: input.kind === 'DISCOUNT' ? (input.discountPermille ?? 1000) : 1000,
      description: input.description,
      updated_at: now,
    }
    const id = await writePromotionRow(trx, partyId, self, values, now)
    await trx
      .insertInto('promotion_product')
      .values(
        input.products.map((p) => ({
          party_id: partyId,
          promotion_id: id,
          product_id: Number(p.productId),
          promo_price: input.kind === 'SPECIAL_PRICE' ? p.promoPrice : null,
        })),
      )
      .execute()
    return id
  })
}

/** Ends a running or not-started promotion (or rule) now: it shows as stopped. */
export async function stopPromotion(
  db: Db,
  partyId: string,
  id: number,
  group: PromotionGroup,
  now: string,
): Promise<void> {
  const record = await findRecord(db, partyId, id, group)
  if (!record) throw ApiError.notFound(NOT_FOUND)
  const state = stateOf(record.status, record.start_at, record.end_at, now)
  if (state !== 'RUNNING' && state !== 'NOT_STARTED') throw ApiError.conflict('marketing.notStoppable')
  await db
    .updateTable('promotion')
    .set({ status: 'CANCELLED', updated_at: now })
    .where('id', '=', id)
    .where('party_id', '=', partyId)
    .execute()
}

/** Deletes a promotion (or rule) that has not started, with its products. */
export async function deletePromotion(
  db: Db,
  partyId: string,
  id: number,
  group: PromotionGroup,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const record = await ownPromotions(trx, partyId, group)
      .where('promotion.id', '=', id)
      .select(PROMOTION_COLUMNS)
      .executeTakeFirst()
    if (!record) throw ApiError.notFound(NOT_FOUND)
    if (stateOf(record.status, record.start_at, record.end_at, now) !== 'NOT_STARTED')
      throw ApiError.conflict('marketing.notDeletable')
    await trx
      .deleteFrom('promotion_product')
      .where('promotion_id', '=', id)
      .where('party_id', '=', partyId)
      .execute()
    await trx.deleteFrom('promotion').where('id', '=', id).where('party_id', '=', partyId).execute()
  })
}

// ---- limit-purchase rules ----

function limitRows(db: Db, partyId: string) {
  return ownPromotions(db, partyId, 'LIMIT')
    .innerJoin('promotion_product as pp', (j) =>
      j.onRef('pp.promotion_id', '=', 'promotion.id').on((eb) =>
        eb(
          'pp.id',
          '=',
          eb
            .selectFrom('promotion_product as first')
            .whereRef('first.promotion_id', '=', 'promotion.id')
            .where('first.party_id', '=', partyId)
            .select((e) => e.fn.min('first.id').as('m')),
        ),
      ),
    )
    .innerJoin('product as p', 'p.id', 'pp.product_id')
    .select([
      ...PROMOTION_COLUMNS,
      'pp.limit_quantity',
      'p.id as product_id',
      'p.name as product_name',
      'p.product_no',
    ])
}

type LimitRecord = PromotionRecord & {
  limit_quantity: number
  product_id: number
  product_name: string
  product_no: string
}

function toLimitRow(r: LimitRecord, now: string): LimitPurchaseRow {
  const limitQuantity = Number(r.limit_quantity)
  return {
    id: String(r.id),
    name: r.name,
    productId: String(r.product_id),
    productName: r.product_name,
    productNo: r.product_no,
    perBuyerLimit: limitQuantity > 0 ? limitQuantity : Number(r.per_buyer_limit),
    state: stateOf(r.status, r.start_at, r.end_at, now),
    startAt: r.start_at,
    endAt: r.end_at,
    updatedAt: r.updated_at,
  }
}

export async function listLimitRules(
  db: Db,
  partyId: string,
  filters: { keyword?: string | undefined; tab?: PromotionTab | undefined },
  params: PageParams,
  now: string,
): Promise<Page<LimitPurchaseRow> & { counts: PromotionTabCounts }> {
  const like = filters.keyword ? likePattern(filters.keyword) : undefined
  const query = limitRows(db, partyId)
    .where((eb) =>
      like
        ? eb.or([eb(sql`lower(promotion.name)`, 'like', like), eb(sql`lower(p.name)`, 'like', like)])
        : eb.lit(true),
    )
    .where((eb) => inTab(eb as unknown as PromotionEb, filters.tab ?? 'ALL', now))
  const page = await paginate(query, params, {
    sortable: {
      createdAt: 'promotion.created_at',
      startAt: 'promotion.start_at',
      endAt: 'promotion.end_at',
      name: 'promotion.name',
    },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'promotion.id',
    map: (r) => toLimitRow(r as LimitRecord, now),
  })
  const counts = await tabCounts(db, partyId, 'LIMIT', now, (eb) =>
    like
      ? eb.or([
          eb(sql`lower(promotion.name)`, 'like', like),
          eb.exists(
            eb
              .selectFrom('promotion_product as q')
              .innerJoin('product as qp', 'qp.id', 'q.product_id')
              .whereRef('q.promotion_id', '=', 'promotion.id')
              .where('q.party_id', '=', partyId)
              .where(sql`lower(qp.name)`, 'like', like)
              .select('q.id'),
          ),
        ])
      : eb.lit(true),
  )
  return { ...page, counts }
}

export async function findLimitRule(
  db: Db,
  partyId: string,
  id: number,
  now: string,
): Promise<LimitPurchaseRow> {
  const row = await limitRows(db, partyId).where('promotion.id', '=', id).executeTakeFirst()
  if (!row) throw ApiError.notFound(NOT_FOUND)
  return toLimitRow(row as LimitRecord, now)
}

export async function saveLimitRule(
  db: Db,
  partyId: string,
  input: LimitPurchaseValues,
  now: string,
): Promise<number> {
  const window = checkWindow(input, now)
  const productId = Number(input.productId)
  return db.transaction().execute(async (trx) => {
    await lockMerchant(trx, partyId)
    const self = input.id === undefined ? undefined : Number(input.id)
    if (self !== undefined) await editable(trx, partyId, self, 'LIMIT', now)
    await ownProducts(trx, partyId, [productId], () => 'productId')
    await assertNoOverlap(trx, partyId, 'LIMIT', self, window, [productId], now)
    const values = {
      name: input.name,
      kind: 'LIMIT_PURCHASE',
      start_at: window.startAt,
      end_at: window.endAt,
      per_buyer_limit: input.perBuyerLimit,
      updated_at: now,
    }
    const id = await writePromotionRow(trx, partyId, self, values, now)
    await trx
      .insertInto('promotion_product')
      .values({ party_id: partyId, promotion_id: id, product_id: productId, limit_quantity: 0 })
      .execute()
    return id
  })
}
