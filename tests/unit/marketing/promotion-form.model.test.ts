// The promotion and purchase-limit forms' rules: what the browser refuses before sending, and the
// request it sends (fen, per mille, only the kind's own values).
import { describe, expect, it } from 'vitest'
import {
  emptyLimitRule,
  limitRuleRequest,
  validateLimitRule,
} from '../../../src/machines/marketing/limit-purchase-form.ts'
import {
  emptyPromotion,
  type PromotionDraft,
  promotionDraft,
  promotionRequest,
  validatePromotion,
  withPickedProducts,
} from '../../../src/machines/marketing/promotion-form.ts'

const NOW = new Date('2026-11-20T02:10:00.000Z')
const product = { productId: '7', name: '笔', productNo: 'SP7', imageUrl: '', minPrice: 1000, maxPrice: 1500 }

function draft(over: Partial<PromotionDraft> = {}): PromotionDraft {
  return { ...withName(emptyPromotion(NOW)), products: withPickedProducts([], [product]), ...over }
}
function withName(d: PromotionDraft): PromotionDraft {
  return { ...d, name: '九折' }
}

describe('the promotion form', () => {
  it('starts a new promotion on the next full hour after an hour, for a week', () => {
    const d = emptyPromotion(NOW)
    expect(d.startAt).toBe('2026-11-20T04:00:00.000Z')
    expect(d.endAt).toBe('2026-11-27T04:00:00.000Z')
    expect(validatePromotion(d)).toMatchObject({
      name: { reason: 'required' },
      products: { reason: 'noProducts' },
    })
  })

  it('accepts a discount and sends it in per mille, without the other kinds’ values', () => {
    const d = draft({ discountPercent: 85.5, thresholdAmount: '99', reduceAmount: '10' })
    expect(validatePromotion(d)).toEqual({})
    expect(promotionRequest(undefined, d)).toEqual({
      name: '九折',
      kind: 'DISCOUNT',
      startAt: d.startAt,
      endAt: d.endAt,
      discountPermille: 855,
      thresholdAmount: null,
      reduceAmount: null,
      description: '',
      products: [{ productId: '7', promoPrice: null }],
    })
  })

  it('refuses a discount out of range or with more than one decimal, naming the range', () => {
    expect(validatePromotion(draft({ discountPercent: 100 })).discountPermille).toEqual({
      reason: 'range',
      min: 1,
      max: 99,
    })
    expect(validatePromotion(draft({ discountPercent: 85.55 })).discountPermille?.reason).toBe('range')
    expect(validatePromotion(draft({ discountPercent: null })).discountPermille?.reason).toBe('required')
  })

  it('checks a full reduction: amounts in yuan, the reduction below the threshold', () => {
    const full = (thresholdAmount: string, reduceAmount: string) =>
      validatePromotion(draft({ kind: 'FULL_REDUCTION', thresholdAmount, reduceAmount }))
    expect(full('199', '20')).toEqual({})
    expect(full('199', '199').reduceAmount?.reason).toBe('notBelowThreshold')
    expect(full('1.234', '1').thresholdAmount?.reason).toBe('money')
    expect(full('', '1').thresholdAmount?.reason).toBe('required')
    const d = draft({ kind: 'FULL_REDUCTION', thresholdAmount: '199.9', reduceAmount: '20' })
    expect(promotionRequest('3', d)).toMatchObject({
      id: '3',
      thresholdAmount: 19990,
      reduceAmount: 2000,
      discountPermille: null,
    })
  })

  it('wants a special price below each product’s lowest price, at that product’s row', () => {
    const special = (promoPrice: string) =>
      draft({ kind: 'SPECIAL_PRICE', products: [{ ...withPickedProducts([], [product])[0]!, promoPrice }] })
    expect(validatePromotion(special('9.99'))).toEqual({})
    expect(validatePromotion(special('10'))['products.0.promoPrice']?.reason).toBe('notBelowPrice')
    expect(validatePromotion(special(''))['products.0.promoPrice']?.reason).toBe('required')
    expect(promotionRequest(undefined, special('9.99')).products).toEqual([
      { productId: '7', promoPrice: 999 },
    ])
  })

  it('refuses an end before the start', () => {
    const d = draft()
    expect(validatePromotion({ ...d, endAt: d.startAt }).endAt?.reason).toBe('endBeforeStart')
  })

  it('adds picked products once, and reads a saved promotion back into a draft', () => {
    const once = withPickedProducts(withPickedProducts([], [product]), [
      product,
      { ...product, productId: '8' },
    ])
    expect(once.map((p) => p.productId)).toEqual(['7', '8'])
    const back = promotionDraft({
      id: '1',
      name: '满减',
      kind: 'FULL_REDUCTION',
      state: 'NOT_STARTED',
      startAt: NOW.toISOString(),
      endAt: NOW.toISOString(),
      thresholdAmount: 19900,
      reduceAmount: 2000,
      discountPermille: 1000,
      productCount: 1,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      description: '',
      products: [{ ...product, promoPrice: null }],
    })
    expect(back).toMatchObject({ thresholdAmount: '199.00', reduceAmount: '20.00', discountPercent: 90 })
  })
})

describe('the purchase-limit form', () => {
  it('needs a name, a product and a whole limit within range', () => {
    const d = emptyLimitRule(NOW)
    expect(validateLimitRule(d)).toMatchObject({
      name: { reason: 'required' },
      productId: { reason: 'required' },
    })
    const ok = { ...d, name: '限购', productId: '7', productName: '笔', perBuyerLimit: 2 }
    expect(validateLimitRule(ok)).toEqual({})
    expect(validateLimitRule({ ...ok, perBuyerLimit: 0 }).perBuyerLimit).toEqual({
      reason: 'range',
      min: 1,
      max: 9999,
    })
    expect(validateLimitRule({ ...ok, perBuyerLimit: 1.5 }).perBuyerLimit?.reason).toBe('integer')
    expect(limitRuleRequest('4', ok)).toEqual({
      id: '4',
      name: '限购',
      productId: '7',
      perBuyerLimit: 2,
      startAt: d.startAt,
      endAt: d.endAt,
    })
  })
})
