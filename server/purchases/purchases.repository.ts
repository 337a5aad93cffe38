// "My purchases": the orders a merchant placed as buyer in the business network (sales_order rows
// of their sellers whose buyer_party_id is the caller's merchant), read from the buyer's view, and
// the buyer's steps on them. Every step runs through the seller's order writes
// (server/orders/order-writes.repository.ts): the lifecycle check, the optimistic version, the
// status_history row and the domain event, in one transaction, so both sides see one state.
// Another merchant's order (as buyer) is simply not found: a seller cannot take the buyer's steps
// on its own orders, and a buyer reaches the seller's steps only through the seller's calls.
import type { Transaction } from 'kysely'
import { addDays, businessDayStart } from '../../contract/business-time.ts'
import { afterSaleLifecycle } from '../../contract/lifecycles/after-sale.lifecycle.ts'
import { ORDER_STATUSES } from '../../contract/orders.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type {
  PurchaseAfterSaleCreated,
  PurchaseChanged,
  PurchaseDetail,
  PurchaseFilterValues,
  PurchaseRow,
  PurchaseStatusCounts,
} from '../../contract/purchases.schema.ts'
import type { PurchaseAfterSaleKind } from '../../contract/purchases.constants.ts'
import type { Database, Db } from '../db/schema.ts'
import { recordEvent } from '../events/domain-events.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { findDetail } from '../orders/order-detail.repository.ts'
import {
  type Actor,
  cancelLoaded,
  checkVersion,
  confirmReceiptLoaded,
  type Loaded,
  loadForWrite,
  payLoaded,
} from '../orders/order-writes.repository.ts'
import { orderNumber } from '../shared/order-number.ts'

type Q = Db | Transaction<Database>

/** Statuses from which an after-sale may be asked for: the goods (or some) left the seller. */
const AFTER_SALE_ORDER_STATUSES = new Set(['PART_SHIPPED', 'SHIPPED', 'COMPLETED'])
/** After-sales that no longer hold any of a line's quantity or money. */
const LET_GO = ['REJECTED', 'CANCELLED'] as const

function purchasesOf(db: Q, buyerPartyId: string, f: Omit<PurchaseFilterValues, 'statuses'>) {
  let q = db
    .selectFrom('sales_order as o')
    .innerJoin('party as s', 's.id', 'o.party_id')
    .where('o.buyer_party_id', '=', buyerPartyId)
  // Order numbers are upper-case letters and digits: a lower-case search finds them on both engines.
  if (f.orderNo) q = q.where('o.order_no', 'like', `${f.orderNo.toUpperCase()}%`)
  if (f.createdFrom) q = q.where('o.created_at', '>=', businessDayStart(f.createdFrom))
  if (f.createdTo) q = q.where('o.created_at', '<', businessDayStart(addDays(f.createdTo, 1)))
  return q
}

export async function listPurchases(
  db: Db,
  buyerPartyId: string,
  filters: PurchaseFilterValues,
  params: PageParams,
): Promise<Page<PurchaseRow>> {
  let q = purchasesOf(db, buyerPartyId, filters)
  if (filters.statuses && filters.statuses.length > 0) q = q.where('o.status', 'in', filters.statuses)
  const query = q.select((eb) => [
    'o.id',
    'o.order_no',
    'o.status',
    'o.party_id',
    's.name as seller_name',
    'o.item_count',
    'o.pay_amount',
    'o.created_at',
    'o.paid_at',
    'o.version',
    eb
      .selectFrom('sales_order_line as l')
      .select('l.product_name')
      .whereRef('l.order_id', '=', 'o.id')
      .whereRef('l.party_id', '=', 'o.party_id')
      .orderBy('l.id')
      .limit(1)
      .as('first_product_name'),
  ])
  return paginate(query, params, {
    sortable: { createdAt: 'o.created_at', payAmount: 'o.pay_amount' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'o.id',
    map: (r) => ({
      orderId: String(r.id),
      orderNo: r.order_no,
      status: r.status,
      sellerPartyId: r.party_id,
      sellerName: r.seller_name,
      firstProductName: r.first_product_name ?? '',
      itemCount: Number(r.item_count),
      payAmount: Number(r.pay_amount),
      createdAt: r.created_at,
      paidAt: r.paid_at,
      version: Number(r.version),
    }),
  })
}

export async function countPurchases(
  db: Db,
  buyerPartyId: string,
  filters: PurchaseFilterValues,
): Promise<PurchaseStatusCounts> {
  const rows = await purchasesOf(db, buyerPartyId, filters)
    .select((eb) => ['o.status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('o.status')
    .execute()
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]))
  const counts = ORDER_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }))
  return { counts, total: counts.reduce((sum, c) => sum + c.count, 0) }
}

/** The seller of one of the buyer's orders; not found when the caller did not place it. */
async function sellerOf(db: Q, buyerPartyId: string, orderId: number): Promise<string> {
  const row = await db
    .selectFrom('sales_order')
    .select('party_id')
    .where('id', '=', orderId)
    .where('buyer_party_id', '=', buyerPartyId)
    .executeTakeFirst()
  if (!row) throw ApiError.notFound('orders.noSuchOrder')
  return row.party_id
}

export async function findPurchase(
  db: Db,
  buyerPartyId: string,
  orderId: number,
  paymentProvider: 'simulated' | 'signed',
): Promise<PurchaseDetail> {
  const seller = await sellerOf(db, buyerPartyId, orderId)
  const [order, party, afterSales] = await Promise.all([
    findDetail(db, seller, orderId),
    db.selectFrom('party').select('name').where('id', '=', seller).executeTakeFirstOrThrow(),
    db
      .selectFrom('after_sale')
      .select([
        'id',
        'after_sale_no',
        'order_line_id',
        'kind',
        'status',
        'quantity',
        'refund_amount',
        'reason',
        'created_at',
      ])
      .where('party_id', '=', seller)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
  ])
  if (!order) throw ApiError.notFound('orders.noSuchOrder')
  const held = afterSales.filter((a) => !(LET_GO as readonly string[]).includes(a.status))
  const open = AFTER_SALE_ORDER_STATUSES.has(order.status)
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    status: order.status,
    sellerPartyId: seller,
    sellerName: party.name,
    firstProductName: order.lines[0]?.productName ?? '',
    itemCount: order.itemCount,
    payAmount: order.payAmount,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    version: order.version,
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    address: order.address,
    goodsAmount: order.goodsAmount,
    freightAmount: order.freightAmount,
    discountAmount: order.discountAmount,
    refundedAmount: order.refundedAmount,
    buyerRemark: order.buyerRemark,
    shippedAt: order.shippedAt,
    completedAt: order.completedAt,
    cancelledAt: order.cancelledAt,
    updatedAt: order.updatedAt,
    lines: order.lines.map((l) => {
      const mine = held.filter((a) => String(a.order_line_id) === l.orderLineId)
      const quantityLeft = l.shippedQuantity - mine.reduce((sum, a) => sum + Number(a.quantity), 0)
      const amountLeft = l.amount - mine.reduce((sum, a) => sum + Number(a.refund_amount), 0)
      return {
        ...l,
        afterSaleQuantityLeft: open ? Math.max(0, quantityLeft) : 0,
        afterSaleAmountLeft: open && quantityLeft > 0 ? Math.max(0, amountLeft) : 0,
      }
    }),
    shipments: order.shipments,
    timeline: order.timeline,
    payment: order.offlinePayment
      ? {
          method: order.offlinePayment.method,
          reference: order.offlinePayment.reference,
          amount: order.offlinePayment.amount,
          paidAt: order.offlinePayment.recordedAt,
        }
      : null,
    afterSales: afterSales.map((a) => ({
      afterSaleId: String(a.id),
      afterSaleNo: a.after_sale_no,
      orderLineId: a.order_line_id === null ? null : String(a.order_line_id),
      kind: a.kind,
      status: a.status,
      quantity: Number(a.quantity),
      refundAmount: Number(a.refund_amount),
      reason: a.reason,
      createdAt: a.created_at,
    })),
    paymentProvider,
  }
}

/**
 * Loads one of the buyer's orders for a step inside `trx`, checks the version the buyer loaded
 * and answers the seller's actor for the order writes (the seller's tenant, the buyer's login).
 */
async function loadOwn(
  trx: Transaction<Database>,
  buyer: Actor,
  orderId: number,
  version: number,
): Promise<{ order: Loaded; actor: Actor }> {
  const seller = await sellerOf(trx, buyer.partyId, orderId)
  const order = await loadForWrite(trx, seller, orderId)
  checkVersion(order, version)
  return { order, actor: { partyId: seller, userLoginId: buyer.userLoginId } }
}

/**
 * The simulated provider's payment (the demo): the order is paid at once, with the same step,
 * payment record and `order.paid` as the seller's offline payment (method OTHER, reference
 * naming the simulation).
 */
export function payPurchase(
  db: Db,
  buyer: Actor,
  orderId: number,
  version: number,
  nowIso: string,
): Promise<PurchaseChanged> {
  return db.transaction().execute(async (trx) => {
    const { order, actor } = await loadOwn(trx, buyer, orderId, version)
    return payLoaded(trx, actor, order, { method: 'OTHER', reference: `SIMULATED-${order.orderNo}` }, nowIso)
  })
}

/**
 * A verified provider notification for a sales order (paymentNotify): pays it as the buyer's
 * simulated payment does, the notification's id as the reference. Undefined when no sales order
 * has that number; `duplicate` when it is already paid.
 */
export async function settleOrderNotification(
  trx: Transaction<Database>,
  notification: { notifyId: string; orderNo: string; amount: number },
  nowIso: string,
): Promise<{ partyId: string; duplicate: boolean } | undefined> {
  const rows = await trx
    .selectFrom('sales_order')
    .select(['id', 'party_id', 'status', 'pay_amount'])
    .where('order_no', '=', notification.orderNo)
    .where('buyer_party_id', 'is not', null)
    .execute()
  // Order numbers are unique per seller; a number two sellers share cannot say which it pays.
  if (rows.length !== 1) return undefined
  const row = rows[0] as (typeof rows)[number]
  if (row.status !== 'WAIT_PAY') {
    if (row.status === 'CANCELLED') throw ApiError.conflict('orders.illegalStep')
    return { partyId: row.party_id, duplicate: true }
  }
  if (notification.amount !== Number(row.pay_amount)) throw ApiError.invalidInput('amount', 'notOrderAmount')
  const order = await loadForWrite(trx, row.party_id, Number(row.id))
  await payLoaded(
    trx,
    { partyId: row.party_id, userLoginId: null },
    order,
    { method: 'OTHER', reference: notification.notifyId.slice(0, 64) },
    nowIso,
  )
  return { partyId: row.party_id, duplicate: false }
}

/** Cancels an unpaid order the buyer placed: its reservation goes back to available. */
export function cancelPurchase(
  db: Db,
  buyer: Actor,
  orderId: number,
  version: number,
  reason: string,
  nowIso: string,
): Promise<PurchaseChanged> {
  return db.transaction().execute(async (trx) => {
    const { order, actor } = await loadOwn(trx, buyer, orderId, version)
    // The seller may still cancel a paid order (and refund it); the buyer only while unpaid.
    if (order.status !== 'WAIT_PAY')
      throw ApiError.conflict(
        'orders.illegalStep',
        {},
        { reason: 'illegalStep', status: order.status, version: order.version },
      )
    return cancelLoaded(trx, actor, order, reason, nowIso)
  })
}

/** The buyer confirms receipt of a shipped order: completed, and the seller's books get its line. */
export function confirmPurchaseReceipt(
  db: Db,
  buyer: Actor,
  orderId: number,
  version: number,
  nowIso: string,
): Promise<PurchaseChanged> {
  return db.transaction().execute(async (trx) => {
    const { order, actor } = await loadOwn(trx, buyer, orderId, version)
    return confirmReceiptLoaded(trx, actor, order, nowIso)
  })
}

export interface AfterSaleAsk {
  orderLineId: number
  kind: PurchaseAfterSaleKind
  reason: string
  quantity: number
  refundAmount: number
}

/**
 * The buyer asks for an after-sale on a line that shipped: a WAIT_AUDIT request in the seller's
 * after-sales (as a seeded one looks: the order's buyer, the line, the kind, the amount), its
 * status_history row and `afterSale.created`, which the push channel forwards to the seller.
 * The quantity is at most what shipped of the line and the amount at most what was paid for it,
 * less what pending or finished requests already hold (answered as `max`).
 */
export function requestAfterSale(
  db: Db,
  buyer: Actor,
  orderId: number,
  version: number,
  ask: AfterSaleAsk,
  nowIso: string,
): Promise<PurchaseAfterSaleCreated> {
  return db.transaction().execute(async (trx) => {
    const { order, actor } = await loadOwn(trx, buyer, orderId, version)
    if (!AFTER_SALE_ORDER_STATUSES.has(order.status))
      throw ApiError.conflict(
        'orders.illegalStep',
        {},
        { reason: 'illegalStep', status: order.status, version: order.version },
      )
    const seller = actor.partyId
    const line = await trx
      .selectFrom('sales_order_line')
      .select(['id', 'amount', 'shipped_quantity'])
      .where('party_id', '=', seller)
      .where('order_id', '=', orderId)
      .where('id', '=', ask.orderLineId)
      .executeTakeFirst()
    if (!line || Number(line.shipped_quantity) === 0)
      throw ApiError.invalidInput('orderLineId', 'unknownLine')
    const held = await trx
      .selectFrom('after_sale')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number | string>('quantity'), eb.lit(0)).as('quantity'),
        eb.fn.coalesce(eb.fn.sum<number | string>('refund_amount'), eb.lit(0)).as('amount'),
      ])
      .where('party_id', '=', seller)
      .where('order_line_id', '=', ask.orderLineId)
      .where('status', 'not in', LET_GO)
      .executeTakeFirstOrThrow()
    const quantityLeft = Number(line.shipped_quantity) - Number(held.quantity)
    const amountLeft = Number(line.amount) - Number(held.amount)
    if (quantityLeft <= 0 || amountLeft <= 0) throw ApiError.conflict('purchases.afterSaleTaken')
    if (ask.quantity > quantityLeft)
      throw ApiError.invalidInput('quantity', 'overReturnable', { max: quantityLeft })
    if (ask.refundAmount > amountLeft)
      throw ApiError.invalidInput('refundAmount', 'overPaid', { max: amountLeft })
    const head = await trx
      .selectFrom('sales_order')
      .select(['buyer_party_id', 'buyer_name'])
      .where('party_id', '=', seller)
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    const afterSaleNo = orderNumber('AS', new Date(nowIso))
    const created = await trx
      .insertInto('after_sale')
      .values({
        party_id: seller,
        after_sale_no: afterSaleNo,
        order_id: orderId,
        order_line_id: ask.orderLineId,
        buyer_party_id: head.buyer_party_id,
        buyer_name: head.buyer_name,
        kind: ask.kind,
        reason: ask.reason,
        quantity: ask.quantity,
        refund_amount: ask.refundAmount,
        status: afterSaleLifecycle.initial,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const afterSaleId = Number(created.id)
    await trx
      .insertInto('status_history')
      .values({
        party_id: seller,
        subject_type: afterSaleLifecycle.subject,
        subject_id: afterSaleId,
        event: 'afterSale.created',
        from_status: null,
        to_status: afterSaleLifecycle.initial,
        user_login_id: buyer.userLoginId,
        remark: ask.reason,
        created_at: nowIso,
      })
      .execute()
    await recordEvent(trx, {
      partyId: seller,
      type: 'afterSale.created',
      aggregateType: afterSaleLifecycle.subject,
      aggregateId: afterSaleId,
      payload: {
        afterSaleNo,
        orderId,
        orderNo: order.orderNo,
        buyerPartyId: buyer.partyId,
        orderLineId: ask.orderLineId,
        kind: ask.kind,
        quantity: ask.quantity,
        refundAmount: ask.refundAmount,
      },
      actor: buyer.userLoginId,
      at: nowIso,
    })
    return { afterSaleId: String(afterSaleId), afterSaleNo, status: afterSaleLifecycle.initial }
  })
}
