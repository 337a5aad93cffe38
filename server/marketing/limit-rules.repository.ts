// The limit-purchase rule queries (LIMIT_PURCHASE, one product each), always of the caller's
// merchant: the list by tab with the count of each tab, and one rule. Their writes are in
// promotion-writes.repository.ts.

import { sql } from 'kysely'
import type { LimitPurchaseRow, PromotionTabCounts } from '../../contract/marketing.schema.ts'
import type { PromotionTab } from '../../contract/marketing.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { likePattern } from '../shared/keyword.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { NOT_FOUND, stateOf } from './promotion-state.ts'
import {
  inTab,
  ownPromotions,
  PROMOTION_COLUMNS,
  type PromotionEb,
  type PromotionRecord,
  tabCounts,
} from './promotion-tabs.ts'

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
