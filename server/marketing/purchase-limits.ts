// Limit-purchase rules at order time: a running LIMIT_PURCHASE promotion of the seller caps how
// many units of each of its products one buyer may buy inside the rule's window. The order paths
// now read the rules through the pricing engine (server/orders/order-pricing.ts, which uses
// `effectiveLimit`); `assertWithinPurchaseLimits` stays for a caller that only checks limits.
import type { Kysely, Transaction } from 'kysely'
import { ResultCode } from '../../contract/codes.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'

export interface PurchaseLimitInput {
  sellerPartyId: string
  buyerPartyId: string
  /** ISO instant of the order (the app clock). */
  at: string
  lines: ReadonlyArray<{ productId: number; quantity: number }>
}

/** The limit of one product row of a rule: its own limit when set, else the rule's per-buyer limit. */
export function effectiveLimit(limitQuantity: number, perBuyerLimit: number): number {
  return limitQuantity > 0 ? limitQuantity : perBuyerLimit
}

/**
 * Refuses (invalidInput, field `quantity`, a message naming the product and the limit) an order
 * that would take a buyer over a running limit-purchase rule of the seller: units of the product
 * the buyer already ordered from the seller in the rule's window (sales orders not cancelled)
 * plus this order's units. A rule runs when ACTIVE and start_at <= at < end_at.
 */
export async function assertWithinPurchaseLimits(
  db: Kysely<Database> | Transaction<Database>,
  input: PurchaseLimitInput,
): Promise<void> {
  const wanted = new Map<number, number>()
  for (const line of input.lines) {
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  }
  if (wanted.size === 0) return
  const at = new Date(input.at).toISOString()

  const rules = await db
    .selectFrom('promotion as p')
    .innerJoin('promotion_product as pp', 'pp.promotion_id', 'p.id')
    .innerJoin('product as pr', 'pr.id', 'pp.product_id')
    .select([
      'p.id as promotionId',
      'p.start_at as startAt',
      'p.end_at as endAt',
      'p.per_buyer_limit as perBuyerLimit',
      'pp.limit_quantity as limitQuantity',
      'pp.product_id as productId',
      'pr.name as productName',
    ])
    .where('p.party_id', '=', input.sellerPartyId)
    .where('pp.party_id', '=', input.sellerPartyId)
    .where('p.kind', '=', 'LIMIT_PURCHASE')
    .where('p.status', '=', 'ACTIVE')
    .where('p.start_at', '<=', at)
    .where('p.end_at', '>', at)
    .where('pp.product_id', 'in', [...wanted.keys()])
    .orderBy('p.id')
    .orderBy('pp.product_id')
    .execute()

  for (const rule of rules) {
    const limit = effectiveLimit(rule.limitQuantity, rule.perBuyerLimit)
    if (limit <= 0) continue
    const row = await db
      .selectFrom('sales_order_line as l')
      .innerJoin('sales_order as o', 'o.id', 'l.order_id')
      .select((eb) => eb.fn.sum<number | string | null>('l.quantity').as('bought'))
      .where('o.party_id', '=', input.sellerPartyId)
      .where('l.party_id', '=', input.sellerPartyId)
      .where('o.buyer_party_id', '=', input.buyerPartyId)
      .where('o.status', '!=', 'CANCELLED')
      .where('o.created_at', '>=', rule.startAt)
      .where('o.created_at', '<', rule.endAt)
      .where('l.product_id', '=', rule.productId)
      .executeTakeFirst()
    const bought = Number(row?.bought ?? 0)
    const quantity = wanted.get(rule.productId) ?? 0
    if (bought + quantity > limit) {
      throw new ApiError(
        ResultCode.invalidInput,
        'marketing.overPurchaseLimit',
        { product: rule.productName, limit, bought },
        { field: 'quantity', reason: 'overPurchaseLimit', max: Math.max(0, limit - bought) },
      )
    }
  }
}
