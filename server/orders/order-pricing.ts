// The pricing engine's inputs, read from the seller's tables, and what an order keeps of its
// result (docs/pricing.md, "Gathering the input"). Every order path prices through `priceCart`:
// the business order and its quote (server/business-network/business-orders.repository.ts) and
// the approval of a catalogue order (server/catalogue/catalogue-orders.repository.ts).
// Four reads at most, whatever the cart's size: the buyer's membership and rank, the SKUs'
// distribution and rank prices (members only), the running promotions and limit rules covering
// the cart's products, and the units the buyer bought under those rules (one conditional sum).
import { sql, type Transaction } from 'kysely'
import {
  type PricedOrder,
  type PricingInput,
  type PricingLineInput,
  type PricingPromotion,
  type PricingPurchaseLimit,
  priceOrder,
} from '../../contract/orders-pricing.ts'
import type { PriceAdjustmentKind, PromotionAudience } from '../../contract/orders-pricing.constants.ts'
import type { Database, Db } from '../db/schema.ts'
import { effectiveLimit } from '../marketing/purchase-limits.ts'

type Q = Db | Transaction<Database>

/** One line of a cart, its SKU already resolved to the seller's product and list price. */
export interface CartLine {
  productId: number
  /** Null for a catalogue line without a SKU (it takes whole-product promotions only). */
  skuId: number | null
  quantity: number
  /** The seller's unit price: product_sku.price, or the catalogue's price on a catalogue order. */
  listPrice: number
}

export interface PriceCartInput {
  sellerPartyId: string
  buyerPartyId: string
  /** ISO instant the promotions and limit rules are judged at. */
  now: string
  lines: readonly CartLine[]
  /**
   * A catalogue order: the catalogue's price is the base of the rank per mille (the catalogue
   * shows members "catalogue price x rank"), so distribution and explicit rank prices are not read.
   */
  catalogue?: boolean
  /** False: no purchase-limit rules are read (the approval of a catalogue order). */
  limits?: boolean
}

export interface PricedCart {
  priced: PricedOrder
  /** promotion id -> its name, for the adjustments shown and stored. */
  promotionNames: ReadonlyMap<string, string>
  /** rank id -> its name. */
  rankNames: ReadonlyMap<string, string>
}

const PRICE_KINDS = ['DISCOUNT', 'SPECIAL_PRICE', 'FULL_REDUCTION'] as const
const LIMIT_KIND = 'LIMIT_PURCHASE'

const skuKey = (skuId: number | null) => (skuId === null ? '' : String(skuId))

/** Reads the engine's inputs for a seller, a buyer and a cart, and prices it. */
export async function priceCart(db: Q, input: PriceCartInput): Promise<PricedCart> {
  const { sellerPartyId, buyerPartyId, now } = input
  const productIds = [...new Set(input.lines.map((l) => l.productId))]
  const skuIds = [...new Set(input.lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId])))]

  const member = await db
    .selectFrom('dis_member as m')
    .leftJoin('dis_rank as r', (j) => j.onRef('r.id', '=', 'm.rank_id').on('r.party_id', '=', sellerPartyId))
    .select(['m.rank_id as rankId', 'r.discount_permille as permille', 'r.name as rankName'])
    .where('m.party_id', '=', sellerPartyId)
    .where('m.member_party_id', '=', buyerPartyId)
    .where('m.status', '=', 'ENABLED')
    .executeTakeFirst()
  const rank =
    member && member.rankId !== null && member.permille !== null
      ? { rankId: String(member.rankId), discountPermille: Number(member.permille) }
      : null
  const rankNames = new Map<string, string>()
  if (rank && member?.rankName) rankNames.set(rank.rankId, member.rankName)

  // Distribution and rank prices of the cart's SKUs: only a member pays them.
  const disPrices = new Map<string, { distributionPrice: number; rankPrice: number | null }>()
  if (member && !input.catalogue && skuIds.length > 0) {
    const rows = await db
      .selectFrom('dis_product_sku as ds')
      .innerJoin('dis_product as dp', 'dp.id', 'ds.dis_product_id')
      .leftJoin('dis_rank_price as rp', (j) =>
        j
          .onRef('rp.dis_product_sku_id', '=', 'ds.id')
          .on('rp.party_id', '=', sellerPartyId)
          .on('rp.rank_id', '=', rank ? Number(rank.rankId) : -1),
      )
      .select(['ds.sku_id as skuId', 'ds.dis_price as disPrice', 'rp.price as rankPrice'])
      .where('ds.party_id', '=', sellerPartyId)
      .where('dp.party_id', '=', sellerPartyId)
      .where('ds.sku_id', 'in', skuIds)
      .where('ds.enabled', '=', 1)
      .where('dp.status', '=', 'ON')
      .execute()
    for (const r of rows) {
      disPrices.set(String(r.skuId), {
        distributionPrice: Number(r.disPrice),
        rankPrice: r.rankPrice === null ? null : Number(r.rankPrice),
      })
    }
  }

  // Running promotions and limit rules with a product row for one of the cart's products.
  const promoRows =
    productIds.length === 0
      ? []
      : await db
          .selectFrom('promotion as p')
          .innerJoin('promotion_product as pp', 'pp.promotion_id', 'p.id')
          .select([
            'p.id',
            'p.name',
            'p.kind',
            'p.status',
            'p.start_at as startAt',
            'p.end_at as endAt',
            'p.audience',
            'p.discount_permille as discountPermille',
            'p.threshold_amount as thresholdAmount',
            'p.reduce_amount as reduceAmount',
            'p.per_buyer_limit as perBuyerLimit',
            'pp.product_id as productId',
            'pp.sku_id as skuId',
            'pp.promo_price as promoPrice',
            'pp.limit_quantity as limitQuantity',
          ])
          .where('p.party_id', '=', sellerPartyId)
          .where('pp.party_id', '=', sellerPartyId)
          .where('p.kind', 'in', input.limits === false ? [...PRICE_KINDS] : [...PRICE_KINDS, LIMIT_KIND])
          .where('p.status', '=', 'ACTIVE')
          .where('p.start_at', '<=', now)
          .where('p.end_at', '>', now)
          .where('pp.product_id', 'in', productIds)
          .orderBy('p.id')
          .orderBy('pp.id')
          .execute()

  const promotionNames = new Map<string, string>()
  const promotions = new Map<string, PricingPromotion>()
  const limits: PricingPurchaseLimit[] = []
  for (const r of promoRows) {
    const id = String(r.id)
    promotionNames.set(id, r.name)
    const window = { id, status: r.status, startAt: r.startAt, endAt: r.endAt }
    const scope = { productId: String(r.productId), skuId: r.skuId === null ? null : String(r.skuId) }
    if (r.kind === LIMIT_KIND) {
      const perBuyerLimit = effectiveLimit(Number(r.limitQuantity), Number(r.perBuyerLimit))
      limits.push({ ...window, productId: scope.productId, perBuyerLimit, bought: 0 })
      continue
    }
    const audience: PromotionAudience = r.audience === 'MEMBERS' ? 'MEMBERS' : 'ALL'
    let promotion = promotions.get(id)
    if (!promotion) {
      if (r.kind === 'DISCOUNT') {
        promotion = {
          ...window,
          audience,
          kind: 'DISCOUNT',
          discountPermille: Number(r.discountPermille),
          products: [],
        }
      } else if (r.kind === 'SPECIAL_PRICE') {
        promotion = { ...window, audience, kind: 'SPECIAL_PRICE', products: [] }
      } else {
        promotion = {
          ...window,
          audience,
          kind: 'FULL_REDUCTION',
          tiers: [{ thresholdAmount: Number(r.thresholdAmount), reduceAmount: Number(r.reduceAmount) }],
          products: [],
        }
      }
      promotions.set(id, promotion)
    }
    if (promotion.kind === 'SPECIAL_PRICE') {
      // A special-price row without a price offers nothing.
      if (r.promoPrice !== null)
        promotion.products = [...promotion.products, { ...scope, promoPrice: Number(r.promoPrice) }]
    } else {
      promotion.products = [...promotion.products, scope]
    }
  }

  // What the buyer already bought under each limit rule: one conditional sum per rule.
  if (limits.length > 0) {
    const since = limits.map((l) => l.startAt).sort()[0] ?? now
    const sums = limits.map((l, i) =>
      sql<
        number | string | null
      >`sum(case when o.created_at >= ${l.startAt} and o.created_at < ${l.endAt} and l.product_id = ${Number(l.productId)} then l.quantity else 0 end)`.as(
        `r${i}`,
      ),
    )
    const row = (await db
      .selectFrom('sales_order_line as l')
      .innerJoin('sales_order as o', 'o.id', 'l.order_id')
      .select(sums)
      .where('o.party_id', '=', sellerPartyId)
      .where('l.party_id', '=', sellerPartyId)
      .where('o.buyer_party_id', '=', buyerPartyId)
      .where('o.status', '!=', 'CANCELLED')
      .where('o.created_at', '>=', since)
      .where('l.product_id', 'in', [...new Set(limits.map((l) => Number(l.productId)))])
      .executeTakeFirst()) as Record<string, number | string | null> | undefined
    limits.forEach((l, i) => {
      l.bought = Number(row?.[`r${i}`] ?? 0)
    })
  }

  const lines: PricingLineInput[] = input.lines.map((l) => {
    const dis = l.skuId === null ? undefined : disPrices.get(String(l.skuId))
    return {
      productId: String(l.productId),
      skuId: skuKey(l.skuId),
      quantity: l.quantity,
      listPrice: l.listPrice,
      distributionPrice: dis?.distributionPrice ?? null,
      rankPrices: dis?.rankPrice != null && rank ? [{ rankId: rank.rankId, price: dis.rankPrice }] : [],
    }
  })
  const pricingInput: PricingInput = {
    now,
    lines,
    buyer: { member: member ? { rank } : null },
    promotions: [...promotions.values()],
    purchaseLimits: limits,
  }
  return { priced: priceOrder(pricingInput), promotionNames, rankNames }
}

/** An adjustment as an order line keeps and shows it. */
export interface StoredAdjustment {
  kind: PriceAdjustmentKind
  promotionId: number | null
  /** The promotion's name at the time of the order; the rank's name for RANK; '' when gone. */
  name: string
  rankId: number | null
  amount: number
}

/** The adjustments of a priced line, named. */
export function namedAdjustments(cart: PricedCart, lineIndex: number): StoredAdjustment[] {
  const line = cart.priced.lines[lineIndex]
  if (!line) return []
  return line.adjustments.map((a) => ({
    kind: a.kind,
    promotionId: a.promotionId === undefined ? null : Number(a.promotionId),
    name: a.promotionId
      ? (cart.promotionNames.get(a.promotionId) ?? '')
      : a.rankId
        ? (cart.rankNames.get(a.rankId) ?? '')
        : '',
    rankId: a.rankId === undefined ? null : Number(a.rankId),
    amount: a.amount,
  }))
}

/**
 * Writes the adjustments of the order's lines (lineIds[i] is the stored line of priced line i)
 * in the order's transaction.
 */
export async function storeAdjustments(
  trx: Transaction<Database>,
  partyId: string,
  orderId: number,
  lineIds: readonly number[],
  cart: PricedCart,
): Promise<void> {
  const rows = cart.priced.lines.flatMap((_line, i) =>
    namedAdjustments(cart, i).map((a) => ({
      party_id: partyId,
      order_id: orderId,
      order_line_id: lineIds[i] as number,
      kind: a.kind,
      promotion_id: a.promotionId,
      promotion_name: a.name.slice(0, 64),
      rank_id: a.rankId,
      amount: a.amount,
    })),
  )
  if (rows.length > 0) await trx.insertInto('order_item_adjustment').values(rows).execute()
}
