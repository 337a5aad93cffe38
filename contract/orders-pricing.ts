// The pricing engine: what every order path charges for a cart (docs/pricing.md, with examples).
// Pure: no I/O, no clock, no zod; every input is passed in, `now` included, so the server, the
// quote the browser shows and the tests compute the same fen. Amounts are integer fen.
//
// Steps, per line, then per order:
//  1. List price: the seller's price of the SKU (`listPrice`).
//  2. Rank price, only when the buyer is an (enabled) distribution member of the seller: the
//     SKU's explicit price for the member's rank (dis_rank_price) wins; else the rank's
//     per mille of the base, the SKU's distribution price when it has one, else the list price
//     (a member without a rank pays the base). The rank price never goes above the list price.
//  3. Line promotions, running ones only (status ACTIVE and startAt <= now < endAt; audience
//     MEMBERS only for a member), covering the line's product (all SKUs, or the line's SKU):
//     DISCOUNT = per mille of the current (rank) unit price; SPECIAL_PRICE = a fixed unit price.
//     At most one of them applies to a line: the lowest unit price wins, a tie goes to the
//     lowest promotion id. A promotion price at or above the current price is not applied, so a
//     promotion never charges more than the rank price.
//  4. Order-level FULL_REDUCTION: per promotion (in promotion id order), once per order, when the
//     covered lines' amount (after steps 1-3 and any earlier reduction) reaches a tier's
//     threshold, the best qualifying tier's reduction (the largest) is taken off. It is spread
//     over the covered lines in proportion to their amounts, by largest remainder (ties: lower
//     line index), so the shares add up to the reduction to the fen and no line goes below 0.
//  5. Purchase limits (running LIMIT_PURCHASE rules; a limit of 0 is none): never change a
//     price. The lines of a product count together in line order, after the units bought
//     before; each line past `perBuyerLimit` is a field error `lines.<i>.quantity` (reason
//     overPurchaseLimit, `max` = units that line may still have), and the caller refuses.
// Rounding: a per-mille product is rounded half up to the fen, once per unit price (unit price x
// quantity is exact); the order totals are sums of the lines, never computed separately.
import type { InvalidInputDetail } from './codes.ts'
import {
  OVER_PURCHASE_LIMIT,
  PER_MILLE,
  type PriceAdjustmentKind,
  type PromotionAudience,
  RUNNING_PROMOTION_STATUS,
} from './orders-pricing.constants.ts'

export type { PriceAdjustmentKind, PromotionAudience } from './orders-pricing.constants.ts'

/** Integer fen (1 yuan = 100 fen). */
export type Fen = number

// ---- input ----

/** One line of the cart, with the seller's prices of its SKU. */
export interface PricingLineInput {
  productId: string
  skuId: string
  /** Units, a whole number of at least 1. */
  quantity: number
  /** The seller's selling price of one unit (product_sku.price, or a catalogue's price). */
  listPrice: Fen
  /**
   * The SKU's distribution price (dis_product_sku.dis_price of an enabled distribution SKU):
   * the base of the rank per mille. Absent or null: the list price is the base.
   */
  distributionPrice?: Fen | null
  /** Explicit rank prices of the SKU (dis_rank_price); the buyer's rank's one wins over per mille. */
  rankPrices?: ReadonlyArray<{ rankId: string; price: Fen }>
}

/** The buyer's distribution rank at the seller (dis_rank). */
export interface PricingRank {
  rankId: string
  /** Share of the base paid, 1..1000 (950 = 9.5折). */
  discountPermille: number
}

/** The buyer as the seller sees it. */
export interface PricingBuyer {
  /**
   * The buyer's membership of the seller's distribution (an ENABLED dis_member row), with its
   * rank (null: no rank, the member pays the base price); null when the buyer is not a member.
   */
  member: { rank: PricingRank | null } | null
}

/** The stored life of a promotion: it runs when status is ACTIVE and startAt <= now < endAt. */
export interface PromotionWindow {
  /** promotion.status: DRAFT, ACTIVE, ENDED or CANCELLED. */
  status: string
  /** ISO instants, the window half-open. */
  startAt: string
  endAt: string
}

/** A product (all its SKUs when skuId is null or absent) a promotion covers (promotion_product). */
export interface PromotionScope {
  productId: string
  skuId?: string | null
}

interface PromotionBase extends PromotionWindow {
  /** promotion.id: also the tie-breaker between equal prices (lowest wins). */
  id: string
  /** promotion.audience; absent = ALL. */
  audience?: PromotionAudience
}

export interface DiscountPromotion extends PromotionBase {
  kind: 'DISCOUNT'
  /** Share of the current unit price paid, 0..1000 (880 = 8.8折). */
  discountPermille: number
  products: ReadonlyArray<PromotionScope>
}

export interface SpecialPricePromotion extends PromotionBase {
  kind: 'SPECIAL_PRICE'
  /** The fixed unit price per covered product or SKU (promotion_product.promo_price). */
  products: ReadonlyArray<PromotionScope & { promoPrice: Fen }>
}

/** One step of a full reduction: from `thresholdAmount` on, `reduceAmount` off. */
export interface FullReductionTier {
  thresholdAmount: Fen
  reduceAmount: Fen
}

export interface FullReductionPromotion extends PromotionBase {
  kind: 'FULL_REDUCTION'
  /** One tier per stored row today (threshold_amount, reduce_amount); the best qualifying one applies. */
  tiers: ReadonlyArray<FullReductionTier>
  products: ReadonlyArray<PromotionScope>
}

export type PricingPromotion = DiscountPromotion | SpecialPricePromotion | FullReductionPromotion

/** A limit-purchase rule of the seller for one product, with what this buyer already bought. */
export interface PricingPurchaseLimit extends PromotionWindow {
  /** promotion.id of the LIMIT_PURCHASE rule. */
  id: string
  productId: string
  /**
   * Units of the product one buyer may buy in the window (limit_quantity > 0, else
   * per_buyer_limit; server/marketing/purchase-limits.ts effectiveLimit). 0 = no limit.
   */
  perBuyerLimit: number
  /** Units this buyer already ordered from the seller in the rule's window (orders not cancelled). */
  bought: number
}

export interface PricingInput {
  /** The app clock's instant of the order (ISO). */
  now: string
  lines: ReadonlyArray<PricingLineInput>
  buyer: PricingBuyer
  /** The seller's promotions that could apply; the engine keeps the running ones. */
  promotions: ReadonlyArray<PricingPromotion>
  /** The seller's limit-purchase rules of the cart's products; the engine keeps the running ones. */
  purchaseLimits: ReadonlyArray<PricingPurchaseLimit>
}

// ---- output ----

/** One reduction of a line: `amount` fen off the line (unit reduction x quantity, or a share). */
export interface PriceAdjustment {
  kind: PriceAdjustmentKind
  promotionId?: string
  rankId?: string
  amount: Fen
}

export interface PricedLine {
  /** The line's index in the input. */
  index: number
  productId: string
  skuId: string
  quantity: number
  listUnitPrice: Fen
  /** The unit price charged after rank and line promotion (before order-level reductions). */
  unitPrice: Fen
  /** listUnitPrice x quantity. */
  listAmount: Fen
  /** unitPrice x quantity: the line before order-level reductions. */
  subtotal: Fen
  /** What the line pays: subtotal minus its shares of order-level reductions. */
  amount: Fen
  /** In order of application; they add up to listAmount - amount. */
  adjustments: PriceAdjustment[]
}

export interface PricedTotals {
  /** Sum of the lines' listAmount. */
  listTotal: Fen
  /** Sum of every adjustment: listTotal - payableTotal. */
  discountTotal: Fen
  /** Sum of the lines' amount (goods only, no freight). */
  payableTotal: Fen
}

/** A line over a purchase limit, shaped as the contract's field errors (`{ field, reason, max }`). */
export interface PurchaseLimitViolation extends InvalidInputDetail {
  /** `lines.<index>.quantity` */
  field: string
  reason: typeof OVER_PURCHASE_LIMIT
  /** Units this line may have, given the units bought before and the earlier lines of the product. */
  max: number
  /** For the message ('marketing.overPurchaseLimit': product, limit, bought). */
  productId: string
  limitId: string
  limit: number
  bought: number
}

export interface PricedOrder {
  lines: PricedLine[]
  totals: PricedTotals
  /** Empty when the order is within every running limit; by line index. */
  limitViolations: PurchaseLimitViolation[]
}

// ---- rules ----

/** fen x permille / 1000, rounded half up to the fen (amounts are never negative). */
export function perMilleHalfUp(fen: Fen, permille: number): Fen {
  return Math.floor((fen * permille + PER_MILLE / 2) / PER_MILLE)
}

/** A promotion or limit rule runs at `now` when ACTIVE and startAt <= now < endAt. */
export function isRunning(window: PromotionWindow, now: string): boolean {
  if (window.status !== RUNNING_PROMOTION_STATUS) return false
  const at = instant(now, 'now')
  const start = Date.parse(window.startAt)
  const end = Date.parse(window.endAt)
  return start <= at && at < end
}

/** Ids in numeric order when both are digits (promotion ids are), else in code-unit order. */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = a.replace(/^0+(?=\d)/, '')
    const y = b.replace(/^0+(?=\d)/, '')
    if (x.length !== y.length) return x.length - y.length
  }
  if (a === b) return 0
  return a < b ? -1 : 1
}

/**
 * Splits `total` fen over `weights` in proportion, by largest remainder: each share is
 * floor(total x weight / sum), and the fen left go one each to the largest remainders (ties: the
 * earlier position). The shares add up to `total`; with total <= sum, no share exceeds its weight.
 */
export function splitProportionally(total: Fen, weights: readonly Fen[]): Fen[] {
  const sum = weights.reduce((s, w) => s + w, 0)
  if (sum <= 0) return weights.map(() => 0)
  const T = BigInt(total)
  const S = BigInt(sum)
  const parts = weights.map((w, i) => {
    const n = T * BigInt(w)
    return { i, share: n / S, rest: n % S }
  })
  let left = total - parts.reduce((s, p) => s + Number(p.share), 0)
  const order = [...parts].sort((p, q) => (p.rest === q.rest ? p.i - q.i : p.rest > q.rest ? -1 : 1))
  for (const p of order) {
    if (left <= 0) break
    p.share += 1n
    left -= 1
  }
  return parts.map((p) => Number(p.share))
}

/** Prices an order: lines with their adjustments, totals, and the purchase-limit refusals. */
export function priceOrder(input: PricingInput): PricedOrder {
  checkInput(input)
  const { now, buyer } = input
  const isMember = buyer.member !== null
  const running = input.promotions
    .filter((p) => isRunning(p, now) && (p.audience !== 'MEMBERS' || isMember))
    .sort((a, b) => compareIds(a.id, b.id))

  const lines = input.lines.map((line, index) => priceLine(line, index, buyer, running))
  for (const promotion of running) {
    if (promotion.kind === 'FULL_REDUCTION') applyFullReduction(promotion, lines)
  }

  const listTotal = lines.reduce((s, l) => s + l.listAmount, 0)
  const payableTotal = lines.reduce((s, l) => s + l.amount, 0)
  return {
    lines,
    totals: { listTotal, discountTotal: listTotal - payableTotal, payableTotal },
    limitViolations: checkLimits(input),
  }
}

function priceLine(
  line: PricingLineInput,
  index: number,
  buyer: PricingBuyer,
  running: readonly PricingPromotion[],
): PricedLine {
  const { quantity, listPrice } = line
  const adjustments: PriceAdjustment[] = []
  let unit = listPrice

  const member = buyer.member
  if (member !== null) {
    const rank = member.rank
    const explicit = rank ? line.rankPrices?.find((r) => r.rankId === rank.rankId) : undefined
    const base = line.distributionPrice ?? listPrice
    const rankUnit = explicit ? explicit.price : rank ? perMilleHalfUp(base, rank.discountPermille) : base
    if (rankUnit < unit) {
      adjustments.push({
        kind: 'RANK',
        ...(rank ? { rankId: rank.rankId } : {}),
        amount: (unit - rankUnit) * quantity,
      })
      unit = rankUnit
    }
  }

  let best: { promotion: PricingPromotion; price: Fen } | undefined
  for (const promotion of running) {
    const price = linePromotionPrice(promotion, line, unit)
    // `running` is in id order, so on equal prices the first (lowest id) stays.
    if (price !== undefined && price < unit && (best === undefined || price < best.price))
      best = { promotion, price }
  }
  if (best) {
    const price = Math.max(0, best.price)
    adjustments.push({
      kind: best.promotion.kind,
      promotionId: best.promotion.id,
      amount: (unit - price) * quantity,
    })
    unit = price
  }

  const subtotal = unit * quantity
  return {
    index,
    productId: line.productId,
    skuId: line.skuId,
    quantity,
    listUnitPrice: listPrice,
    unitPrice: unit,
    listAmount: listPrice * quantity,
    subtotal,
    amount: subtotal,
    adjustments,
  }
}

function coversLine(scope: PromotionScope, line: { productId: string; skuId: string }): boolean {
  return scope.productId === line.productId && (scope.skuId == null || scope.skuId === line.skuId)
}

/** The unit price a DISCOUNT or SPECIAL_PRICE promotion offers the line; undefined if none. */
function linePromotionPrice(promotion: PricingPromotion, line: PricingLineInput, unit: Fen): Fen | undefined {
  if (promotion.kind === 'DISCOUNT') {
    return promotion.products.some((s) => coversLine(s, line))
      ? perMilleHalfUp(unit, promotion.discountPermille)
      : undefined
  }
  if (promotion.kind === 'SPECIAL_PRICE') {
    // A row for the line's SKU wins over a row for the whole product; then the lower price.
    const rows = promotion.products
      .filter((s) => coversLine(s, line))
      .sort((a, b) => Number(a.skuId == null) - Number(b.skuId == null) || a.promoPrice - b.promoPrice)
    return rows[0]?.promoPrice
  }
  return undefined
}

function applyFullReduction(promotion: FullReductionPromotion, lines: PricedLine[]): void {
  const covered = lines.filter((l) => promotion.products.some((s) => coversLine(s, l)))
  const base = covered.reduce((s, l) => s + l.amount, 0)
  let reduction = 0
  for (const tier of promotion.tiers) {
    if (tier.thresholdAmount <= base && tier.reduceAmount > reduction) reduction = tier.reduceAmount
  }
  reduction = Math.min(reduction, base)
  if (reduction <= 0) return
  const shares = splitProportionally(
    reduction,
    covered.map((l) => l.amount),
  )
  covered.forEach((line, i) => {
    const share = shares[i] ?? 0
    if (share <= 0) return
    line.amount -= share
    line.adjustments.push({ kind: 'FULL_REDUCTION', promotionId: promotion.id, amount: share })
  })
}

/**
 * Walks each running rule's product through the lines in order: the first line that takes the
 * buyer over `perBuyerLimit` (bought before + this order's units so far) and every later line of
 * the product are refused. One error per line: the tightest `max` when several rules refuse it.
 */
function checkLimits(input: PricingInput): PurchaseLimitViolation[] {
  const byField = new Map<number, PurchaseLimitViolation>()
  const rules = input.purchaseLimits
    .filter((r) => r.perBuyerLimit > 0 && isRunning(r, input.now))
    .sort((a, b) => compareIds(a.id, b.id))
  for (const rule of rules) {
    let taken = rule.bought
    input.lines.forEach((line, index) => {
      if (line.productId !== rule.productId) return
      const before = taken
      taken += line.quantity
      if (taken <= rule.perBuyerLimit) return
      const max = Math.max(0, rule.perBuyerLimit - before)
      const known = byField.get(index)
      if (known && known.max <= max) return
      byField.set(index, {
        field: `lines.${index}.quantity`,
        reason: OVER_PURCHASE_LIMIT,
        max,
        productId: rule.productId,
        limitId: rule.id,
        limit: rule.perBuyerLimit,
        bought: rule.bought,
      })
    })
  }
  return [...byField.entries()].sort(([a], [b]) => a - b).map(([, v]) => v)
}

// ---- input checks: a caller's mistake, never a buyer's (the schemas refuse bad input first) ----

function instant(iso: string, path: string): number {
  const ms = Date.parse(iso)
  if (!Number.isFinite(ms)) throw new RangeError(`pricing: ${path} is not an instant: ${iso}`)
  return ms
}

function wholeAtLeast(value: number, min: number, path: string): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`pricing: ${path} must be a whole number >= ${min}, got ${value}`)
}

function permille(value: number, path: string): void {
  wholeAtLeast(value, 0, path)
  if (value > PER_MILLE) throw new RangeError(`pricing: ${path} must be <= ${PER_MILLE}, got ${value}`)
}

function checkInput(input: PricingInput): void {
  instant(input.now, 'now')
  input.lines.forEach((line, i) => {
    wholeAtLeast(line.quantity, 1, `lines.${i}.quantity`)
    wholeAtLeast(line.listPrice, 0, `lines.${i}.listPrice`)
    if (line.distributionPrice != null)
      wholeAtLeast(line.distributionPrice, 0, `lines.${i}.distributionPrice`)
    line.rankPrices?.forEach((r, j) => {
      wholeAtLeast(r.price, 0, `lines.${i}.rankPrices.${j}.price`)
    })
  })
  const rank = input.buyer.member?.rank
  if (rank) permille(rank.discountPermille, 'buyer.member.rank.discountPermille')
  input.promotions.forEach((p, i) => {
    if (p.kind === 'DISCOUNT') permille(p.discountPermille, `promotions.${i}.discountPermille`)
    if (p.kind === 'SPECIAL_PRICE')
      p.products.forEach((s, j) => {
        wholeAtLeast(s.promoPrice, 0, `promotions.${i}.products.${j}.promoPrice`)
      })
    if (p.kind === 'FULL_REDUCTION')
      p.tiers.forEach((t, j) => {
        wholeAtLeast(t.thresholdAmount, 0, `promotions.${i}.tiers.${j}.thresholdAmount`)
        wholeAtLeast(t.reduceAmount, 0, `promotions.${i}.tiers.${j}.reduceAmount`)
      })
  })
  input.purchaseLimits.forEach((r, i) => {
    wholeAtLeast(r.perBuyerLimit, 0, `purchaseLimits.${i}.perBuyerLimit`)
    wholeAtLeast(r.bought, 0, `purchaseLimits.${i}.bought`)
  })
}
