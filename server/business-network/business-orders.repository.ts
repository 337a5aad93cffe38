import { orderNumber } from '../shared/order-number.ts'
import type { BusinessOrderCreated, BusinessProduct } from '../../contract/business-profile.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { recordEvent } from '../events/domain-events.ts'
import { assertWithinPurchaseLimits } from '../marketing/purchase-limits.ts'
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

/**
 * createBusinessProductPcOrder: a WAIT_PAY sales order of the seller (channel BUSINESS) with the
 * caller as buyer, delivered to the buyer's business profile address. Every SKU must be the
 * seller's, on sale and available for the quantity (reserved with the order, in its
 * transaction: server/products/stock-ledger.ts); the seller's limit-purchase rules apply.
 */
export async function createBusinessOrder(
  db: Db,
  caller: { partyId: string; userLoginId?: string },
  input: { partyId: string; lines: { skuId: number; quantity: number }[]; remark: string },
  now: Date,
): Promise<BusinessOrderCreated> {
  return db.transaction().execute(async (trx) => {
    await counterpart(trx, caller.partyId, input.partyId)
    const buyer = await ownProfileOrRefuse(trx, caller.partyId)
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
    const wanted = new Map<number, number>()
    for (const [i, line] of input.lines.entries()) {
      if (!byId.has(line.skuId)) throw ApiError.invalidInput(`lines.${i}.skuId`, 'notFound')
      wanted.set(line.skuId, (wanted.get(line.skuId) ?? 0) + line.quantity)
    }
    const nowIso = now.toISOString()
    const lines = [...wanted.entries()].map(([skuId, quantity]) => {
      const sku = byId.get(skuId) as (typeof rows)[number]
      return { sku, quantity, amount: sku.price * quantity }
    })
    // The seller's limit-purchase rules first: the buyer learns the limit, not just the stock.
    await assertWithinPurchaseLimits(trx, {
      sellerPartyId: input.partyId,
      buyerPartyId: caller.partyId,
      at: nowIso,
      lines: lines.map((l) => ({ productId: Number(l.sku.productId), quantity: l.quantity })),
    })
    const goods = lines.reduce((sum, l) => sum + l.amount, 0)
    const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0)
    const orderNo = orderNumber('BO', now)
    const order = await trx
      .insertInto('sales_order')
      .values({
        party_id: input.partyId,
        order_no: orderNo,
        channel: 'BUSINESS',
        buyer_party_id: caller.partyId,
        buyer_name: buyer.company_name,
        buyer_phone: buyer.contact_phone,
        receiver_name: buyer.contact_name,
        receiver_phone: buyer.contact_phone,
        province_id: buyer.province_id,
        city_id: buyer.city_id,
        county_id: buyer.county_id,
        address: buyer.address,
        status: 'WAIT_PAY',
        salesman_id: null,
        item_count: itemCount,
        goods_amount: goods,
        pay_amount: goods,
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
        lines.map((l) => ({
          party_id: input.partyId,
          order_id: orderId,
          product_id: Number(l.sku.productId),
          sku_id: Number(l.sku.skuId),
          product_name: l.sku.name,
          sku_code: l.sku.sku_code,
          sku_spec: l.sku.spec,
          image_url: l.sku.image_url || l.sku.main_image_url,
          unit_price: l.sku.price,
          quantity: l.quantity,
          amount: l.amount,
        })),
      )
      .returning('id')
      .execute()
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
        payAmount: goods,
        lines: lines.map((l, i) => ({
          orderLineId: Number(lineRows[i]?.id),
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
        field: `lines.${input.lines.findIndex((line) => line.skuId === Number(l.sku.skuId))}.quantity`,
      })),
    )
    return {
      orderId,
      orderNo,
      sellerPartyId: input.partyId,
      itemCount,
      payAmount: goods,
      status: 'WAIT_PAY',
    }
  })
}
