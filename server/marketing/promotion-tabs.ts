// What the promotion queries share: the caller's promotions of one group, their columns, and
// the tabs (ALL, NOT_STARTED, RUNNING, ENDED, STOPPED) as SQL, the twin of stateOf() in
// promotion-state.ts, with the count of each tab. Used by the price promotion and limit-purchase
// queries and by the writes.

import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { PromotionTabCounts } from '../../contract/marketing.schema.ts'
import { PROMOTION_TABS, type PromotionTab } from '../../contract/marketing.constants.ts'
import type { Database, Db } from '../db/schema.ts'
import { KINDS_OF, type PromotionGroup } from './promotion-state.ts'

export type PromotionEb = ExpressionBuilder<Database, 'promotion'>

/** The SQL twin of stateOf(): rows of `tab` at `now`. */
export function inTab(eb: PromotionEb, tab: PromotionTab, now: string): Expression<SqlBool> {
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

export interface PromotionRecord {
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

export function ownPromotions(db: Db, partyId: string, group: PromotionGroup) {
  return db
    .selectFrom('promotion')
    .where('promotion.party_id', '=', partyId)
    .where('promotion.kind', 'in', [...KINDS_OF[group]])
}

export async function tabCounts(
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
