// The pricing engine (docs/pricing.md): every amount asserted to the fen.
import { describe, expect, it } from 'vitest'
import {
  type DiscountPromotion,
  type FullReductionPromotion,
  type PricedOrder,
  type PricingBuyer,
  type PricingInput,
  type PricingLineInput,
  type PricingPurchaseLimit,
  type SpecialPricePromotion,
  compareIds,
  isRunning,
  perMilleHalfUp,
  priceOrder,
  splitProportionally,
} from './orders-pricing.ts'

const NOW = '2026-11-25T04:00:00.000Z'
const running = { status: 'ACTIVE', startAt: '2026-11-20T00:00:00.000Z', endAt: '2026-12-01T00:00:00.000Z' }
const stranger: PricingBuyer = { member: null }

function line(
  productId: string,
  skuId: string,
  listPrice: number,
  quantity = 1,
  extra = {},
): PricingLineInput {
  return { productId, skuId, listPrice, quantity, ...extra }
}
function discount(id: string, permille: number, productIds: string[], extra = {}): DiscountPromotion {
  return {
    id,
    kind: 'DISCOUNT',
    ...running,
    discountPermille: permille,
    products: productIds.map((productId) => ({ productId })),
    ...extra,
  }
}
function special(
  id: string,
  products: { productId: string; skuId?: string | null; promoPrice: number }[],
  extra = {},
): SpecialPricePromotion {
  return { id, kind: 'SPECIAL_PRICE', ...running, products, ...extra }
}
function fullReduction(
  id: string,
  tiers: [number, number][],
  productIds: string[],
  extra = {},
): FullReductionPromotion {
  return {
    id,
    kind: 'FULL_REDUCTION',
    ...running,
    tiers: tiers.map(([thresholdAmount, reduceAmount]) => ({ thresholdAmount, reduceAmount })),
    products: productIds.map((productId) => ({ productId })),
    ...extra,
  }
}
function limit(
  id: string,
  productId: string,
  perBuyerLimit: number,
  bought: number,
  extra = {},
): PricingPurchaseLimit {
  return { id, productId, perBuyerLimit, bought, ...running, ...extra }
}
function price(input: Partial<PricingInput> & { lines: PricingLineInput[] }): PricedOrder {
  const order = priceOrder({ now: NOW, buyer: stranger, promotions: [], purchaseLimits: [], ...input })
  // What every priced order holds, whatever the case: lines add up, adjustments explain them.
  for (const l of order.lines) {
    expect(l.listAmount - l.adjustments.reduce((s, a) => s + a.amount, 0)).toBe(l.amount)
    expect(l.amount).toBeGreaterThanOrEqual(0)
  }
  expect(order.totals.payableTotal).toBe(order.lines.reduce((s, l) => s + l.amount, 0))
  expect(order.totals.listTotal - order.totals.discountTotal).toBe(order.totals.payableTotal)
  return order
}
const member = (rankId: string, discountPermille: number): PricingBuyer => ({
  member: { rank: { rankId, discountPermille } },
})

describe('pricing engine: list price', () => {
  it('charges the list price when nothing applies', () => {
    const order = price({ lines: [line('72', '720', 29400, 2), line('5', '50', 1, 3)] })
    expect(order.lines).toEqual([
      {
        index: 0,
        productId: '72',
        skuId: '720',
        quantity: 2,
        listUnitPrice: 29400,
        unitPrice: 29400,
        listAmount: 58800,
        subtotal: 58800,
        amount: 58800,
        adjustments: [],
      },
      {
        index: 1,
        productId: '5',
        skuId: '50',
        quantity: 3,
        listUnitPrice: 1,
        unitPrice: 1,
        listAmount: 3,
        subtotal: 3,
        amount: 3,
        adjustments: [],
      },
    ])
    expect(order.totals).toEqual({ listTotal: 58803, discountTotal: 0, payableTotal: 58803 })
    expect(order.limitViolations).toEqual([])
  })

  it('prices an empty cart at zero', () => {
    expect(price({ lines: [] }).totals).toEqual({ listTotal: 0, discountTotal: 0, payableTotal: 0 })
  })
})

describe('pricing engine: DISCOUNT', () => {
  it('charges 全场8.8折-style per mille of the unit price (issue 31: 294.00 at 900 = 264.60)', () => {
    const order = price({ lines: [line('72', '720', 29400, 2)], promotions: [discount('31', 900, ['72'])] })
    expect(order.lines[0]).toMatchObject({ unitPrice: 26460, subtotal: 52920, amount: 52920 })
    expect(order.lines[0]?.adjustments).toEqual([{ kind: 'DISCOUNT', promotionId: '31', amount: 5880 }])
    expect(order.totals).toEqual({ listTotal: 58800, discountTotal: 5880, payableTotal: 52920 })
  })

  it('rounds each unit price half up to the fen, then multiplies by the quantity', () => {
    // 4500 x 333 / 1000 = 1498.5 -> 1499 (half up, not half even); 7 units = 10493
    const order = price({ lines: [line('1', '10', 4500, 7)], promotions: [discount('2', 333, ['1'])] })
    expect(order.lines[0]).toMatchObject({ unitPrice: 1499, subtotal: 10493 })
    expect(order.lines[0]?.adjustments).toEqual([{ kind: 'DISCOUNT', promotionId: '2', amount: 21007 }])
  })

  it('takes a 1 fen item at 333 per mille down to 0 fen, and at 500 per mille keeps 1 fen', () => {
    const cheap = price({ lines: [line('1', '10', 1, 5)], promotions: [discount('2', 333, ['1'])] })
    expect(cheap.lines[0]).toMatchObject({ unitPrice: 0, amount: 0 })
    expect(cheap.totals).toEqual({ listTotal: 5, discountTotal: 5, payableTotal: 0 })
    const half = price({ lines: [line('1', '10', 1, 5)], promotions: [discount('2', 500, ['1'])] })
    // 0.5 fen rounds up to 1: the discount takes nothing off, so it is not recorded.
    expect(half.lines[0]).toMatchObject({ unitPrice: 1, amount: 5, adjustments: [] })
  })

  it('leaves products the promotion does not cover at their price', () => {
    const order = price({
      lines: [line('72', '720', 29400), line('73', '730', 10000)],
      promotions: [discount('31', 900, ['73'])],
    })
    expect(order.lines.map((l) => l.amount)).toEqual([29400, 9000])
    expect(order.lines[0]?.adjustments).toEqual([])
  })
})

describe('pricing engine: SPECIAL_PRICE', () => {
  it('charges the fixed unit price', () => {
    const order = price({
      lines: [line('8', '80', 5990, 3)],
      promotions: [special('40', [{ productId: '8', promoPrice: 3990 }])],
    })
    expect(order.lines[0]).toMatchObject({ unitPrice: 3990, subtotal: 11970, amount: 11970 })
    expect(order.lines[0]?.adjustments).toEqual([{ kind: 'SPECIAL_PRICE', promotionId: '40', amount: 6000 }])
  })

  it("prefers a row for the line's SKU over a row for the whole product, and ignores other SKUs", () => {
    const promotion = special('40', [
      { productId: '8', skuId: null, promoPrice: 5000 },
      { productId: '8', skuId: '81', promoPrice: 5500 },
      { productId: '8', skuId: '82', promoPrice: 100 },
    ])
    const order = price({ lines: [line('8', '81', 6000), line('8', '80', 6000)], promotions: [promotion] })
    expect(order.lines.map((l) => l.unitPrice)).toEqual([5500, 5000])
    const only82 = special('41', [{ productId: '8', skuId: '82', promoPrice: 100 }])
    expect(price({ lines: [line('8', '81', 6000)], promotions: [only82] }).lines[0]?.amount).toBe(6000)
  })

  it('never charges a special price above the current price', () => {
    const order = price({
      lines: [line('8', '80', 3000)],
      promotions: [special('40', [{ productId: '8', promoPrice: 3500 }])],
    })
    expect(order.lines[0]).toMatchObject({ unitPrice: 3000, adjustments: [] })
  })

  it('charges a special price of 0 as 0, never less', () => {
    const order = price({
      lines: [line('8', '80', 3000, 2)],
      promotions: [special('40', [{ productId: '8', promoPrice: 0 }])],
    })
    expect(order.lines[0]).toMatchObject({ unitPrice: 0, amount: 0 })
    expect(order.totals).toEqual({ listTotal: 6000, discountTotal: 6000, payableTotal: 0 })
  })
})

describe('pricing engine: one line promotion per line', () => {
  it('applies the lower of a DISCOUNT and a SPECIAL_PRICE, never both', () => {
    const lines = [line('8', '80', 10000, 2)]
    const deal = special('5', [{ productId: '8', promoPrice: 8200 }])
    const lower = price({ lines, promotions: [discount('6', 800, ['8']), deal] })
    expect(lower.lines[0]?.unitPrice).toBe(8000)
    expect(lower.lines[0]?.adjustments).toEqual([{ kind: 'DISCOUNT', promotionId: '6', amount: 4000 }])
    const higher = price({ lines, promotions: [discount('6', 850, ['8']), deal] })
    expect(higher.lines[0]?.unitPrice).toBe(8200)
    expect(higher.lines[0]?.adjustments).toEqual([{ kind: 'SPECIAL_PRICE', promotionId: '5', amount: 3600 }])
  })

  it('breaks a tie by the lowest promotion id, in numeric order, whatever the input order', () => {
    const lines = [line('8', '80', 10000)]
    const promotions = [
      special('10', [{ productId: '8', promoPrice: 8000 }]),
      discount('9', 800, ['8']),
      discount('11', 800, ['8']),
    ]
    const order = price({ lines, promotions })
    expect(order.lines[0]?.adjustments).toEqual([{ kind: 'DISCOUNT', promotionId: '9', amount: 2000 }])
    const reversed = price({ lines, promotions: [...promotions].reverse() })
    expect(reversed.lines[0]?.adjustments).toEqual(order.lines[0]?.adjustments)
  })
})

describe('pricing engine: rank prices', () => {
  const rankPrices = [
    { rankId: '3', price: 7000 },
    { rankId: '4', price: 6500 },
  ]

  it("takes the rank's per mille of the distribution price", () => {
    // distribution price 8000 x 950 = 7600
    const order = price({
      lines: [line('1', '10', 10000, 2, { distributionPrice: 8000 })],
      buyer: member('2', 950),
    })
    expect(order.lines[0]).toMatchObject({ unitPrice: 7600, subtotal: 15200 })
    expect(order.lines[0]?.adjustments).toEqual([{ kind: 'RANK', rankId: '2', amount: 4800 }])
  })

  it('takes the per mille of the list price when the SKU has no distribution price, rounding half up', () => {
    // 999 x 955 / 1000 = 954.045 -> 954; 3 x 1 fen at 500 = 0.5 -> 1 (no reduction)
    const order = price({
      lines: [line('1', '10', 999, 3), line('2', '20', 1, 3)],
      buyer: member('2', 955),
    })
    expect(order.lines.map((l) => l.unitPrice)).toEqual([954, 1])
    expect(order.lines[0]?.adjustments).toEqual([{ kind: 'RANK', rankId: '2', amount: 135 }])
    const oneFen = price({ lines: [line('2', '20', 1, 3)], buyer: member('2', 500) })
    expect(oneFen.lines[0]).toMatchObject({ unitPrice: 1, adjustments: [] })
  })

  it("lets the SKU's explicit price for the buyer's rank win over the per mille", () => {
    const lines = [line('1', '10', 10000, 1, { distributionPrice: 8000, rankPrices })]
    // per mille would give 8000 x 950 = 7600; the explicit price of rank 3 is 7000
    expect(price({ lines, buyer: member('3', 950) }).lines[0]?.adjustments).toEqual([
      { kind: 'RANK', rankId: '3', amount: 3000 },
    ])
    // an explicit price wins even when it is above the per-mille price
    expect(price({ lines, buyer: member('4', 500) }).lines[0]?.unitPrice).toBe(6500)
    // rank 5 has no explicit price: per mille
    expect(price({ lines, buyer: member('5', 900) }).lines[0]?.unitPrice).toBe(7200)
  })

  it('gives a member without a rank the distribution price, and a stranger the list price', () => {
    const lines = [line('1', '10', 10000, 2, { distributionPrice: 8000, rankPrices })]
    const noRank = price({ lines, buyer: { member: { rank: null } } })
    expect(noRank.lines[0]?.unitPrice).toBe(8000)
    expect(noRank.lines[0]?.adjustments).toEqual([{ kind: 'RANK', amount: 4000 }])
    const notMember = price({ lines, buyer: stranger })
    expect(notMember.lines[0]).toMatchObject({ unitPrice: 10000, adjustments: [] })
  })

  it('never raises the price above the list price', () => {
    const order = price({
      lines: [
        line('1', '10', 5000, 1, { distributionPrice: 6000, rankPrices: [{ rankId: '3', price: 5200 }] }),
      ],
      buyer: member('3', 1000),
    })
    expect(order.lines[0]).toMatchObject({ unitPrice: 5000, adjustments: [] })
  })

  it('applies a DISCOUNT to the rank price, and a special price only below the rank price', () => {
    // list 10000, rank 8000 x 950 = 7600, then 880 per mille = 6688
    const lines = [line('1', '10', 10000, 3, { distributionPrice: 8000 })]
    const order = price({ lines, buyer: member('2', 950), promotions: [discount('7', 880, ['1'])] })
    expect(order.lines[0]).toMatchObject({ unitPrice: 6688, subtotal: 20064 })
    expect(order.lines[0]?.adjustments).toEqual([
      { kind: 'RANK', rankId: '2', amount: 7200 },
      { kind: 'DISCOUNT', promotionId: '7', amount: 2736 },
    ])
    // a special price of 7800 is below the list price but above the rank price: the rank price stays
    const above = price({
      lines,
      buyer: member('2', 950),
      promotions: [special('8', [{ productId: '1', promoPrice: 7800 }])],
    })
    expect(above.lines[0]).toMatchObject({ unitPrice: 7600 })
    expect(above.lines[0]?.adjustments).toEqual([{ kind: 'RANK', rankId: '2', amount: 7200 }])
  })
})

describe('pricing engine: FULL_REDUCTION', () => {
  it('takes the reduction off once when the covered subtotal reaches the threshold', () => {
    // 满100减10 over 2 x 30.00 + 1 x 40.00 = 100.00: shares 6.00 and 4.00
    const order = price({
      lines: [line('1', '10', 3000, 2), line('2', '20', 4000, 1)],
      promotions: [fullReduction('50', [[10000, 1000]], ['1', '2'])],
    })
    expect(order.lines.map((l) => [l.unitPrice, l.subtotal, l.amount])).toEqual([
      [3000, 6000, 5400],
      [4000, 4000, 3600],
    ])
    expect(order.lines.map((l) => l.adjustments)).toEqual([
      [{ kind: 'FULL_REDUCTION', promotionId: '50', amount: 600 }],
      [{ kind: 'FULL_REDUCTION', promotionId: '50', amount: 400 }],
    ])
    expect(order.totals).toEqual({ listTotal: 10000, discountTotal: 1000, payableTotal: 9000 })
  })

  it('does nothing one fen under the threshold', () => {
    const order = price({
      lines: [line('1', '10', 9999)],
      promotions: [fullReduction('50', [[10000, 1000]], ['1'])],
    })
    expect(order.totals).toEqual({ listTotal: 9999, discountTotal: 0, payableTotal: 9999 })
  })

  it('spreads an odd reduction by largest remainder so the shares add up to the fen', () => {
    // 1000 over 10000, 6000, 3999 (sum 19999): 500.025, 300.015, 199.960 -> 500, 300, 200
    const order = price({
      lines: [line('1', '10', 5000, 2), line('2', '20', 6000), line('3', '30', 3999)],
      promotions: [fullReduction('50', [[10000, 1000]], ['1', '2', '3'])],
    })
    expect(order.lines.map((l) => l.amount)).toEqual([9500, 5700, 3799])
    expect(order.totals).toEqual({ listTotal: 19999, discountTotal: 1000, payableTotal: 18999 })
  })

  it('gives equal remainders to the earlier lines, and no line more than its amount', () => {
    // 2 fen over three 1-fen lines: 0.667 each -> 1, 1, 0
    const order = price({
      lines: [line('1', '10', 1), line('2', '20', 1), line('3', '30', 1)],
      promotions: [fullReduction('50', [[3, 2]], ['1', '2', '3'])],
    })
    expect(order.lines.map((l) => l.amount)).toEqual([0, 0, 1])
    expect(order.lines[2]?.adjustments).toEqual([])
    // 100 over 3333, 3333, 3334: 33.33, 33.33, 33.34 -> 33, 33, 34
    const thirds = price({
      lines: [line('1', '10', 3333), line('2', '20', 3333), line('3', '30', 3334)],
      promotions: [fullReduction('50', [[10000, 100]], ['1', '2', '3'])],
    })
    expect(thirds.lines.map((l) => l.adjustments[0]?.amount)).toEqual([33, 33, 34])
  })

  it('counts only covered lines toward the threshold and spreads only over them', () => {
    const order = price({
      lines: [line('1', '10', 6000), line('9', '90', 50000), line('2', '20', 4000)],
      promotions: [fullReduction('50', [[10000, 1500]], ['1', '2'])],
    })
    expect(order.lines.map((l) => l.amount)).toEqual([5100, 50000, 3400])
    const short = price({
      lines: [line('1', '10', 6000), line('9', '90', 50000)],
      promotions: [fullReduction('50', [[10000, 1500]], ['1', '2'])],
    })
    expect(short.totals.discountTotal).toBe(0)
  })

  it('takes the best tier the subtotal reaches', () => {
    const promotion = fullReduction(
      '50',
      [
        [30000, 4000],
        [10000, 1000],
        [20000, 2500],
      ],
      ['1'],
    )
    const at = (amount: number) =>
      price({ lines: [line('1', '10', amount)], promotions: [promotion] }).totals.discountTotal
    expect([at(9999), at(10000), at(25000), at(30000), at(99999)]).toEqual([0, 1000, 2500, 4000, 4000])
  })

  it('measures the threshold after rank and line promotions', () => {
    // list 2 x 6000 = 12000 reaches 10000, but 900 per mille makes it 2 x 5400 = 10800; 800 makes 9600
    const reduction = fullReduction('60', [[10000, 1000]], ['1'])
    const lines = [line('1', '10', 6000, 2)]
    const reached = price({ lines, promotions: [discount('59', 900, ['1']), reduction] })
    expect(reached.lines[0]?.adjustments).toEqual([
      { kind: 'DISCOUNT', promotionId: '59', amount: 1200 },
      { kind: 'FULL_REDUCTION', promotionId: '60', amount: 1000 },
    ])
    expect(reached.lines[0]).toMatchObject({ unitPrice: 5400, subtotal: 10800, amount: 9800 })
    const missed = price({ lines, promotions: [discount('59', 800, ['1']), reduction] })
    expect(missed.totals).toEqual({ listTotal: 12000, discountTotal: 2400, payableTotal: 9600 })
  })

  it('applies several reductions in promotion id order, each on what the earlier left', () => {
    // 12000: id 3 (满10000减2000) -> 10000; id 4 (满10000减500) still reached -> 9500
    const lines = [line('1', '10', 12000)]
    const order = price({
      lines,
      promotions: [fullReduction('4', [[10000, 500]], ['1']), fullReduction('3', [[10000, 2000]], ['1'])],
    })
    expect(order.lines[0]?.adjustments.map((a) => [a.promotionId, a.amount])).toEqual([
      ['3', 2000],
      ['4', 500],
    ])
    // the other way round, the second threshold is missed: 12000 - 500 = 11500 < 12000
    const other = price({
      lines,
      promotions: [fullReduction('3', [[10000, 500]], ['1']), fullReduction('4', [[12000, 2000]], ['1'])],
    })
    expect(other.totals.payableTotal).toBe(11500)
  })

  it('never takes more than the covered lines are worth', () => {
    const order = price({
      lines: [line('1', '10', 300, 2)],
      promotions: [fullReduction('50', [[0, 1000]], ['1'])],
    })
    expect(order.lines[0]).toMatchObject({ subtotal: 600, amount: 0 })
    expect(order.totals).toEqual({ listTotal: 600, discountTotal: 600, payableTotal: 0 })
  })
})

describe('pricing engine: which promotions run', () => {
  const lines = [line('1', '10', 10000)]
  const amountWith = (extra: object) =>
    price({ lines, promotions: [discount('7', 800, ['1'], extra)] }).totals.payableTotal

  it('ignores expired, not started, draft, stopped and ended promotions', () => {
    expect(amountWith({})).toBe(8000)
    expect(amountWith({ endAt: '2026-11-25T03:59:59.999Z' })).toBe(10000)
    expect(amountWith({ startAt: '2026-11-25T04:00:00.001Z' })).toBe(10000)
    expect(amountWith({ status: 'DRAFT' })).toBe(10000)
    expect(amountWith({ status: 'CANCELLED' })).toBe(10000)
    expect(amountWith({ status: 'ENDED' })).toBe(10000)
  })

  it('runs from startAt included to endAt excluded', () => {
    expect(amountWith({ startAt: NOW })).toBe(8000)
    expect(amountWith({ endAt: NOW })).toBe(10000)
    expect(isRunning({ ...running, startAt: '2026-11-25T12:00:00+08:00' }, NOW)).toBe(true)
    expect(isRunning({ ...running, startAt: '2026-11-25T12:00:01+08:00' }, NOW)).toBe(false)
  })

  it('ignores expired special prices and full reductions too', () => {
    const ended = { endAt: '2026-11-24T00:00:00.000Z' }
    const order = price({
      lines,
      promotions: [
        special('8', [{ productId: '1', promoPrice: 1 }], ended),
        fullReduction('9', [[100, 99]], ['1'], { status: 'CANCELLED' }),
      ],
    })
    expect(order.totals.payableTotal).toBe(10000)
  })

  it("gives members-only promotions to the seller's members only", () => {
    const promotions = [discount('7', 800, ['1'], { audience: 'MEMBERS' })]
    expect(price({ lines, promotions }).totals.payableTotal).toBe(10000)
    const buyer = { member: { rank: null } }
    expect(price({ lines, promotions, buyer }).totals.payableTotal).toBe(8000)
  })
})

describe('pricing engine: purchase limits', () => {
  const lines = [line('1', '10', 1000, 3), line('2', '20', 500, 1)]

  it('accepts an order within the limit and one that reaches it exactly', () => {
    expect(price({ lines, purchaseLimits: [limit('70', '1', 5, 1)] }).limitViolations).toEqual([])
    expect(price({ lines, purchaseLimits: [limit('70', '1', 5, 2)] }).limitViolations).toEqual([])
  })

  it('refuses the line that goes over, with the units it may still have, and changes no price', () => {
    const order = price({ lines, purchaseLimits: [limit('70', '1', 5, 3)] })
    expect(order.limitViolations).toEqual([
      {
        field: 'lines.0.quantity',
        reason: 'overPurchaseLimit',
        max: 2,
        productId: '1',
        limitId: '70',
        limit: 5,
        bought: 3,
      },
    ])
    expect(order.totals.payableTotal).toBe(3500)
  })

  it('counts earlier lines of the same product, and gives max 0 once the buyer has all', () => {
    const twoSkus = [line('1', '10', 1000, 2), line('2', '20', 500), line('1', '11', 1000, 3)]
    const order = price({ lines: twoSkus, purchaseLimits: [limit('70', '1', 4, 0)] })
    expect(order.limitViolations.map((v) => [v.field, v.max])).toEqual([['lines.2.quantity', 2]])
    const full = price({ lines: twoSkus, purchaseLimits: [limit('70', '1', 4, 4)] })
    expect(full.limitViolations.map((v) => [v.field, v.max])).toEqual([
      ['lines.0.quantity', 0],
      ['lines.2.quantity', 0],
    ])
    const beyond = price({ lines: twoSkus, purchaseLimits: [limit('70', '1', 4, 9)] })
    expect(beyond.limitViolations[0]).toMatchObject({ max: 0, bought: 9 })
  })

  it('ignores rules that are not running, rules of other products, and a limit of 0', () => {
    const purchaseLimits = [
      limit('70', '1', 1, 0, { endAt: NOW }),
      limit('71', '1', 1, 0, { status: 'CANCELLED' }),
      limit('72', '9', 1, 5),
      limit('73', '1', 0, 0),
    ]
    expect(price({ lines, purchaseLimits }).limitViolations).toEqual([])
  })

  it('reports one error per line, the tightest of several rules', () => {
    const order = price({ lines, purchaseLimits: [limit('70', '1', 2, 0), limit('71', '1', 4, 3)] })
    expect(order.limitViolations).toEqual([
      expect.objectContaining({ field: 'lines.0.quantity', max: 1, limitId: '71' }),
    ])
  })
})

describe('pricing engine: everything at once', () => {
  it('prices a member cart with a rank, a discount, a special price and a full reduction', () => {
    const order = price({
      buyer: member('2', 900),
      lines: [
        // rank: 10000 x 900 = 9000; discount 850 -> 7650; x 2 = 15300
        line('1', '10', 10000, 2),
        // explicit rank price 4500; special price 3999 -> x 3 = 11997
        line('2', '20', 5000, 3, { rankPrices: [{ rankId: '2', price: 4500 }] }),
        // rank 333 x 900 = 299.7 -> 300; not covered by any promotion
        line('3', '30', 333, 1),
      ],
      promotions: [
        discount('11', 850, ['1']),
        special('12', [{ productId: '2', promoPrice: 3999 }]),
        // 满200减30 over lines 0 and 1: 15300 + 11997 = 27297 -> 3000 split 1681.503 / 1318.497 -> 1682 / 1318
        fullReduction('13', [[20000, 3000]], ['1', '2']),
      ],
      purchaseLimits: [limit('14', '2', 3, 0)],
    })
    expect(order.lines.map((l) => [l.unitPrice, l.subtotal, l.amount])).toEqual([
      [7650, 15300, 13618],
      [3999, 11997, 10679],
      [300, 300, 300],
    ])
    expect(order.lines.map((l) => l.adjustments)).toEqual([
      [
        { kind: 'RANK', rankId: '2', amount: 2000 },
        { kind: 'DISCOUNT', promotionId: '11', amount: 2700 },
        { kind: 'FULL_REDUCTION', promotionId: '13', amount: 1682 },
      ],
      [
        { kind: 'RANK', rankId: '2', amount: 1500 },
        { kind: 'SPECIAL_PRICE', promotionId: '12', amount: 1503 },
        { kind: 'FULL_REDUCTION', promotionId: '13', amount: 1318 },
      ],
      [{ kind: 'RANK', rankId: '2', amount: 33 }],
    ])
    expect(order.totals).toEqual({ listTotal: 35333, discountTotal: 10736, payableTotal: 24597 })
    expect(order.limitViolations).toEqual([])
  })
})

describe('pricing engine: arithmetic', () => {
  it('rounds per mille half up', () => {
    expect([1, 2, 3, 150, 1500, 4500].map((f) => perMilleHalfUp(f, 333))).toEqual([0, 1, 1, 50, 500, 1499])
    expect(perMilleHalfUp(1, 500)).toBe(1)
    expect(perMilleHalfUp(1, 499)).toBe(0)
    expect(perMilleHalfUp(99_999_999, 1000)).toBe(99_999_999)
  })

  it('splits exactly, with large amounts too', () => {
    expect(splitProportionally(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0])
    expect(splitProportionally(7, [0, 0])).toEqual([0, 0])
    const big = splitProportionally(99_999_999, [999_999_990_001, 1, 2])
    expect(big.reduce((s, x) => s + x, 0)).toBe(99_999_999)
    expect(big).toEqual([99_999_999, 0, 0])
  })

  it('orders numeric ids as numbers', () => {
    expect(['10', '9', '100', '09'].sort(compareIds)).toEqual(['09', '9', '10', '100'])
  })

  it('refuses malformed input instead of pricing it', () => {
    const bad = (input: Partial<PricingInput>) => () =>
      priceOrder({ now: NOW, buyer: stranger, promotions: [], purchaseLimits: [], lines: [], ...input })
    expect(bad({ lines: [line('1', '10', 100, 0)] })).toThrow(/lines\.0\.quantity/)
    expect(bad({ lines: [line('1', '10', 10.5)] })).toThrow(/lines\.0\.listPrice/)
    expect(bad({ lines: [line('1', '10', -1)] })).toThrow(RangeError)
    expect(bad({ now: 'yesterday' })).toThrow(/now/)
    expect(bad({ promotions: [discount('1', 1200, ['1'])] })).toThrow(/discountPermille/)
  })
})
