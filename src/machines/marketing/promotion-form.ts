// The promotion form's rules for the one form machine (src/machines/shared/form.machine.ts): the
// draft promoEdit edits (amounts as typed yuan text, the discount in per cent), its checks with
// the contract's limits, and the mapping to savePromotion's body (fen, per mille). Pages only render.
import {
  DISCOUNT_PERMILLE,
  PROMOTION_AMOUNT_FEN,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_NAME_MAX,
  PROMOTION_PRODUCTS_MAX,
  type PromotionKind,
} from '../../../contract/marketing.constants.ts'
import type {
  ProductOption,
  PromotionDetail,
  SavePromotionRequest,
} from '../../../contract/marketing.schema.ts'
import { checkText, checkYuan } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { parseYuan, yuanText } from '../../../contract/format/yuan.ts'

export interface PromotionProductDraft extends Record<string, unknown> {
  productId: string
  name: string
  productNo: string
  minPrice: number
  maxPrice: number
  /** SPECIAL_PRICE: the price typed in yuan. */
  promoPrice: string
}

export interface PromotionDraft extends Record<string, unknown> {
  name: string
  kind: PromotionKind
  startAt: string
  endAt: string
  /** DISCOUNT: the share of the price paid, per cent (85 = 8.5 折), as typed. */
  discountPercent: number | null
  thresholdAmount: string
  reduceAmount: string
  description: string
  products: PromotionProductDraft[]
}

/** A new promotion: a discount starting in an hour for a week (`now` from the caller's clock). */
export function emptyPromotion(now: Date): PromotionDraft {
  const start = new Date(Math.ceil((now.getTime() + 3_600_000) / 3_600_000) * 3_600_000)
  return {
    name: '',
    kind: 'DISCOUNT',
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
    discountPercent: 90,
    thresholdAmount: '',
    reduceAmount: '',
    description: '',
    products: [],
  }
}

export function promotionDraft(p: PromotionDetail): PromotionDraft {
  return {
    name: p.name,
    kind: p.kind === 'LIMIT_PURCHASE' ? 'DISCOUNT' : p.kind,
    startAt: p.startAt,
    endAt: p.endAt,
    discountPercent: p.kind === 'DISCOUNT' ? p.discountPermille / 10 : 90,
    thresholdAmount: p.kind === 'FULL_REDUCTION' ? yuanText(p.thresholdAmount) : '',
    reduceAmount: p.kind === 'FULL_REDUCTION' ? yuanText(p.reduceAmount) : '',
    description: p.description,
    products: p.products.map((x) => ({
      productId: x.productId,
      name: x.name,
      productNo: x.productNo,
      minPrice: x.minPrice,
      maxPrice: x.maxPrice,
      promoPrice: yuanText(x.promoPrice),
    })),
  }
}

/** The products picked in the picker, after the ones already in the draft (no product twice). */
export function withPickedProducts(
  current: PromotionProductDraft[],
  picked: ReadonlyArray<ProductOption>,
): PromotionProductDraft[] {
  const have = new Set(current.map((p) => p.productId))
  return [
    ...current,
    ...picked
      .filter((p) => !have.has(p.productId))
      .map((p) => ({
        productId: p.productId,
        name: p.name,
        productNo: p.productNo,
        minPrice: p.minPrice,
        maxPrice: p.maxPrice,
        promoPrice: '',
      })),
  ]
}

const PERCENT = { min: DISCOUNT_PERMILLE.min / 10, max: DISCOUNT_PERMILLE.max / 10 }

export function validatePromotion(d: PromotionDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'name', d.name, PROMOTION_NAME_MAX, true)
  checkText(errors, 'description', d.description, PROMOTION_DESCRIPTION_MAX)
  if (!d.startAt) errors.startAt = { reason: 'required' }
  if (!d.endAt) errors.endAt = { reason: 'required' }
  else if (d.startAt && Date.parse(d.endAt) <= Date.parse(d.startAt))
    errors.endAt = { reason: 'endBeforeStart' }
  if (d.kind === 'DISCOUNT') {
    const v = d.discountPercent
    if (v === null) errors.discountPermille = { reason: 'required' }
    else if (Math.round(v * 10) !== v * 10 || v < PERCENT.min || v > PERCENT.max)
      errors.discountPermille = { reason: 'range', min: PERCENT.min, max: PERCENT.max }
  }
  if (d.kind === 'FULL_REDUCTION') {
    checkYuan(errors, 'thresholdAmount', d.thresholdAmount, PROMOTION_AMOUNT_FEN)
    checkYuan(errors, 'reduceAmount', d.reduceAmount, PROMOTION_AMOUNT_FEN)
    const threshold = parseYuan(d.thresholdAmount)
    const reduce = parseYuan(d.reduceAmount)
    if (!errors.reduceAmount && threshold !== undefined && reduce !== undefined && reduce >= threshold)
      errors.reduceAmount = { reason: 'notBelowThreshold' }
  }
  if (d.products.length === 0) errors.products = { reason: 'noProducts' }
  else if (d.products.length > PROMOTION_PRODUCTS_MAX)
    errors.products = { reason: 'tooMany', max: PROMOTION_PRODUCTS_MAX }
  if (d.kind === 'SPECIAL_PRICE') {
    d.products.forEach((p, i) => {
      const field = `products.${i}.promoPrice`
      checkYuan(errors, field, p.promoPrice, PROMOTION_AMOUNT_FEN)
      const fen = parseYuan(p.promoPrice)
      if (!errors[field] && fen !== undefined && p.minPrice > 0 && fen >= p.minPrice)
        errors[field] = { reason: 'notBelowPrice' }
    })
  }
  return errors
}

/** savePromotion's body: only the kind's own values, amounts in fen. */
export function promotionRequest(id: string | undefined, d: PromotionDraft): SavePromotionRequest {
  return {
    ...(id ? { id } : {}),
    name: d.name.trim(),
    kind: d.kind,
    startAt: d.startAt,
    endAt: d.endAt,
    discountPermille:
      d.kind === 'DISCOUNT' && d.discountPercent !== null ? Math.round(d.discountPercent * 10) : null,
    thresholdAmount: d.kind === 'FULL_REDUCTION' ? (parseYuan(d.thresholdAmount) ?? null) : null,
    reduceAmount: d.kind === 'FULL_REDUCTION' ? (parseYuan(d.reduceAmount) ?? null) : null,
    description: d.description.trim(),
    products: d.products.map((p) => ({
      productId: p.productId,
      promoPrice: d.kind === 'SPECIAL_PRICE' ? (parseYuan(p.promoPrice) ?? null) : null,
    })),
  }
}
