// The marketing queries, always of the caller's merchant: price promotions (DISCOUNT,
// FULL_REDUCTION, SPECIAL_PRICE) by tab, their state derived in SQL from the stored status and
// the app clock; one promotion; the products a promotion may cover; limit-purchase rules
// (LIMIT_PURCHASE, one product each).

import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type {
  LimitPurchaseRow,
  ProductOption,
  PromotionDetail,
  PromotionRow,
  PromotionTabCounts,
} from '../../contract/marketing.schema.ts'
import {
  type AnyPromotionKind,
  PROMOTION_TABS,
  type PromotionTab,
} from '../../contract/marketing.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { likePattern } from '../shared/keyword.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { KINDS_OF, NOT_FOUND, type PromotionGroup, stateOf } from './promotion-state.ts'

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

export function ownPromotions(db: Db, partyId: string, group: PromotionGroup) {
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

export const PROMOTION_COLUMNS = [
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

export async function findRecord(db: Db, partyId: string, id: number, group: PromotionGroup) {
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
