import { orderNumber } from '../shared/order-number.ts'
import type {
  BusinessOrderCreated,
  BusinessOrderQuote,
  BusinessProduct,
  DeliveryAddress,
} from '../../contract/business-profile.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { recordEvent } from '../events/domain-events.ts'
import { namedAdjustments, priceCart, storeAdjustments } from '../orders/order-pricing.ts'
import { reserveLines } from '../products/stock-ledger.ts'
import { payDeadlineFor } from '../orders/order-settings.repository.ts'
import { counterpart, ownProfileOrRefuse, type Q } from './business-profile.repository.ts'

function sellable(db: Q, sellerPartyId: string) {
  return db
    .selectFrom('product as p')
    .where('p.party_id', '=', sellerPartyId)
    .where('p.status', '=', 'ON_SALE')
    .where('p.is_deleted', '=', 0)
}

/** getBusinessProductByType: the other merchant's products on sale, by category, with SKUs. */
export async function listBusinessProducts(
  db: Db,
  viewerPartyId: string,
  input: { partyId: string; categoryId?: number | undefined },
  params: PageParams,
): Promise<Page<BusinessProduct>> {
  await counterpart(db, viewerPartyId, input.partyId)
  let q = sellable(db, input.partyId)
  if (input.categoryId !== undefined) q = q.where('p.category_id', '=', input.categoryId)
  const page = await paginate(
    q.select(['p.id', 'p.name', 'p.main_image_url', 'p.unit', 'p.category_id', 'p.min_price', 'p.max_price']),
    params,
    {
      sortable: { productId: 'p.id', name: 'p.name', minPrice: 'p.min_price' },
      defaultSort: { field: 'productId', order: 'asc' },
      tieBreaker: 'p.id',
      map: (r) => r,
    },
  )
  const ids = page.list.map((r) => Number(r.id))
  const skus =
    ids.length === 0
      ? []
      : await db
          .selectFrom('product_sku')
          .select(['id', 'product_id', 'spec', 'price', 'stock', 'reserved'])
          .where('party_id', '=', input.partyId)
          .where('product_id', 'in', ids)
          .orderBy('product_id')
          .orderBy('sort')
          .orderBy('id')
          .execute()
  return {
    ...page,
    list: page.list.map((r) => ({
      productId: Number(r.id),
      name: r.name,
      imageUrl: r.main_image_url,
      unit: r.unit,
      categoryId: r.category_id === null ? null : String(r.category_id),
      minPrice: r.min_price,
      maxPrice: r.max_price,
      skus: skus
        .filter((s) => Number(s.product_id) === Number(r.id))
        // What the buyer can order: on hand less what other orders hold.
        .map((s) => ({
          skuId: Number(s.id),
          spec: s.spec,
          price: s.price,
          stock: Math.max(0, s.stock - s.reserved),
        })),
    })),
  }
}

type OrderInput = {
  partyId: string
  lines: { skuId: number; quantity: number }[]
  remark: string
  delivery?: { receiverName: string; receiverPhone: string; address: string } | undefined
}

/**
 * The cart of a business order, priced (server/orders/order-pricing.ts): every SKU must be the
 * seller's and on sale (`lines.N.skuId` notFound); lines naming one SKU count as one, the first.
 */
async function pricedBusinessCart(trx: Q, buyerPartyId: string, input: OrderInput, nowIso: string) {
  const skuIds = [...new Set(input.lines.map((l) => l.skuId))]
  const rows = await sellable(trx, input.partyId)
    .innerJoin('product_sku as s', 's.product_id', 'p.id')
    .select([
      's.id as skuId',
      's.spec',
      's.sku_code',
      's.price',
      's.image_url',
      'p.id as productId',
      'p.name',
      'p.main_image_url',
    ])
    .where('s.party_id', '=', input.partyId)
    .where('s.id', 'in', skuIds)
    .execute()
  const byId = new Map(rows.map((r) => [Number(r.skuId), r]))
  const wanted = new Map<number, { quantity: number; index: number }>()
  for (const [i, line] of input.lines.entries()) {
    if (!byId.has(line.skuId)) throw ApiError.invalidInput(`lines.${i}.skuId`, 'notFound')
    const known = wanted.get(line.skuId)
    wanted.set(line.skuId, { quantity: (known?.quantity ?? 0) + line.quantity, index: known?.index ?? i })
  }
  const lines = [...wanted.entries()].map(([skuId, w]) => ({
    sku: byId.get(skuId) as (typeof rows)[number],
    quantity: w.quantity,
    index: w.index,
  }))
  const cart = await priceCart(trx, {
    sellerPartyId: input.partyId,
    buyerPartyId,
    now: nowIso,
    lines: lines.map((l) => ({
      productId: Number(l.sku.productId),
      skuId: Number(l.sku.skuId),
      quantity: l.quantity,
      listPrice: l.sku.price,
    })),
  })
  // The engine names its own lines; the request's line is the first naming the SKU.
  const violations = cart.priced.limitViolations.map((v) => {
    const line = lines[Number(v.field.split('.')[1])]
    return {
      field: `lines.${line?.index ?? 0}.quantity`,
      reason: v.reason,
      max: v.max,
      product: line?.sku.name ?? '',
      limit: v.limit,
      bought: v.bought,
    }
  })
  return { lines, cart, violations }
}

/** quoteBusinessOrder: what createBusinessProductPcOrder would charge now; writes nothing. */
export async function quoteBusinessOrder(
  db: Db,
  caller: { partyId: string },
  input: OrderInput,
  now: Date,
): Promise<BusinessOrderQuote> {
  await counterpart(db, caller.partyId, input.partyId)
  const { lines, cart, violations } = await pricedBusinessCart(db, caller.partyId, input, now.toISOString())
  return {
    lines: cart.priced.lines.map((p, i) => ({
      index: lines[i]?.index ?? i,
      skuId: Number(p.skuId),
      quantity: p.quantity,
      listUnitPrice: p.listUnitPrice,
      unitPrice: p.unitPrice,
      listAmount: p.listAmount,
      amount: p.amount,
      adjustments: namedAdjustments(cart, i).map((a) => ({
        kind: a.kind,
        promotionId: a.promotionId,
        name: a.name,
        amount: a.amount,
      })),
    })),
    totals: cart.priced.totals,
    limitViolations: violations.map((v) => ({
      field: v.field,
      reason: 'overPurchaseLimit' as const,
      max: v.max,
    })),
  }
}

/**
 * createBusinessProductPcOrder: a WAIT_PAY sales order of the seller (channel BUSINESS) with the
 * caller as buyer, delivered to the address given (else the buyer's business profile's). Priced by
 * the engine (list price, the buyer's rank price, running promotions; each line keeps its
 * adjustments); a line over a running purchase limit is refused at `lines.N.quantity`
 * (overPurchaseLimit with max) and nothing is written. Every SKU must be the seller's, on sale and
 * available for the quantity (reserved with the order, in its transaction:
 * server/products/stock-ledger.ts).
 */
export async function createBusinessOrder(
  db: Db,
  caller: { partyId: string; userLoginId?: string },
  input: OrderInput,
  now: Date,
): Promise<BusinessOrderCreated> {
  return db.transaction().execute(async (trx) => {
    await counterpart(trx, caller.partyId, input.partyId)
    const buyer = await ownProfileOrRefuse(trx, caller.partyId)
    const nowIso = now.toISOString()
    const { lines, cart, violations } = await pricedBusinessCart(trx, caller.partyId, input, nowIso)
    // The seller's limit-purchase rules first: the buyer learns the limit, not just the stock.
    // The first line over a limit refuses the order, its message naming the product and the limit.
    const over = violations[0]
    if (over) {
      throw new ApiError(
        ResultCode.invalidInput,
        'marketing.overPurchaseLimit',
        { product: over.product, limit: over.limit, bought: over.bought },
        { field: over.field, reason: over.reason, max: over.max },
      )
    }
    const { listTotal, discountTotal, payableTotal } = cart.priced.totals
    const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0)
    const orderNo = orderNumber('BO', now)
    const delivery = input.delivery
    const order = await trx
      .insertInto('sales_order')
      .values({
        party_id: input.partyId,
        order_no: orderNo,
        channel: 'BUSINESS',
        buyer_party_id: caller.partyId,
        buyer_name: buyer.company_name,
        buyer_phone: buyer.contact_phone,
        receiver_name: delivery?.receiverName ?? buyer.contact_name,
        receiver_phone: delivery?.receiverPhone ?? buyer.contact_phone,
        province_id: buyer.province_id,
        city_id: buyer.city_id,
        county_id: buyer.county_id,
        address: delivery?.address ?? buyer.address,
        status: 'WAIT_PAY',
        salesman_id: null,
        item_count: itemCount,
        goods_amount: listTotal,
        discount_amount: discountTotal,
        pay_amount: payableTotal,
        buyer_remark: input.remark,
        created_at: nowIso,
        paid_at: null,
        shipped_at: null,
        completed_at: null,
        cancelled_at: null,
        pay_deadline: await payDeadlineFor(trx, input.partyId, now),
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const orderId = Number(order.id)
    const lineRows = await trx
      .insertInto('sales_order_line')
      .values(
        lines.map((l, i) => {
          const priced = cart.priced.lines[i] as (typeof cart.priced.lines)[number]
          return {
            party_id: input.partyId,
            order_id: orderId,
            product_id: Number(l.sku.productId),
            sku_id: Number(l.sku.skuId),
            product_name: l.sku.name,
            sku_code: l.sku.sku_code,
            sku_spec: l.sku.spec,
            image_url: l.sku.image_url || l.sku.main_image_url,
            unit_price: priced.unitPrice,
            quantity: l.quantity,
            amount: priced.amount,
          }
        }),
      )
      .returning('id')
      .execute()
    const lineIds = lineRows.map((r) => Number(r.id))
    await storeAdjustments(trx, input.partyId, orderId, lineIds, cart)
    // The order and its stock in this transaction: quantities beyond available are refused
    // here, at the first line naming the SKU (the field error `overStock` with the most left).
    const actor = caller.userLoginId ?? null
    const eventId = await recordEvent(trx, {
      partyId: input.partyId,
      type: 'order.created',
      aggregateType: 'ORDER',
      aggregateId: orderId,
      payload: {
        orderNo,
        channel: 'BUSINESS',
        status: 'WAIT_PAY',
        buyerPartyId: caller.partyId,
        payAmount: payableTotal,
        lines: lines.map((l, i) => ({
          orderLineId: lineIds[i],
          skuId: Number(l.sku.skuId),
          quantity: l.quantity,
        })),
      },
      actor,
      at: nowIso,
    })
    await reserveLines(
      trx,
      {
        partyId: input.partyId,
        actor,
        at: nowIso,
        eventId,
        source: { type: 'ORDER', id: orderId, no: orderNo },
      },
      lines.map((l) => ({
        skuId: Number(l.sku.skuId),
        quantity: l.quantity,
        field: `lines.${l.index}.quantity`,
      })),
    )
    return {
      orderId,
      orderNo,
      sellerPartyId: input.partyId,
      itemCount,
      goodsAmount: listTotal,
      discountAmount: discountTotal,
      payAmount: payableTotal,
      status: 'WAIT_PAY',
    }
  })
}

/** How many earlier deliveries the cart offers. */
const SAVED_DELIVERIES = 10

/**
 * getOwnDeliveryAddresses: the deliveries of the buyer's own orders, each once (receiver, phone
 * and address alike), the most recently used first: the addresses the cart offers to choose.
 */
export async function listOwnDeliveryAddresses(db: Db, buyerPartyId: string): Promise<DeliveryAddress[]> {
  const rows = await db
    .selectFrom('sales_order')
    .select((eb) => [
      'receiver_name',
      'receiver_phone',
      'address',
      eb.fn.max('created_at').as('last_used_at'),
    ])
    .where('buyer_party_id', '=', buyerPartyId)
    .where('address', '!=', '')
    .groupBy(['receiver_name', 'receiver_phone', 'address'])
    .orderBy('last_used_at', 'desc')
    .orderBy('address')
    .limit(SAVED_DELIVERIES)
    .execute()
  return rows.map((r) => ({
    receiverName: r.receiver_name,
    receiverPhone: r.receiver_phone,
    address: r.address,
    lastUsedAt: new Date(String(r.last_used_at)).toISOString(),
  }))
}
