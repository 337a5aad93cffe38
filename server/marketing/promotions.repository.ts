// The price promotion queries (DISCOUNT, FULL_REDUCTION, SPECIAL_PRICE), always of the caller's
// merchant: the list by tab with the count of each tab, their state derived in SQL from the stored
// status and the app clock (promotion-tabs.ts); one promotion with its products. Limit-purchase
// rules are in limit-rules.repository.ts, the products to choose from in
// product-options.repository.ts, the writes in promotion-writes.repository.ts.

import { type Expression, type SqlBool, sql } from 'kysely'
import type { PromotionDetail, PromotionRow, PromotionTabCounts } from '../../contract/marketing.schema.ts'
import type { AnyPromotionKind, PromotionTab } from '../../contract/marketing.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { likePattern } from '../shared/keyword.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { NOT_FOUND, type PromotionGroup, stateOf } from './promotion-state.ts'
import {
  inTab,
  ownPromotions,
  PROMOTION_COLUMNS,
  type PromotionEb,
  type PromotionRecord,
  tabCounts,
} from './promotion-tabs.ts'

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

function keywordFilter(keyword: string | undefined) {
  return (eb: PromotionEb): Expression<SqlBool> =>
    keyword ? eb(sql`lower(promotion.name)`, 'like', likePattern(keyword)) : eb.lit(true)
}

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
