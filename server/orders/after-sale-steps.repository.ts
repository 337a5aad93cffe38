// The merchant's steps of the after-sale lifecycle on a request of the caller's merchant. Each
// step is one transaction: the lifecycle and the kind rule decide whether it is legal, the
// version the client loaded whether it is stale (both refused with 40900, nothing written);
// returned goods go back into stock through the ledger, and a refund that leaves nothing of the
// order unrefunded closes the order through the order lifecycle in the same transaction.
import type { Transaction } from 'kysely'
import { sql } from 'kysely'
import type { AfterSaleConflict, AfterSaleDetail } from '../../contract/after-sales.schema.ts'
import {
  type AfterSaleEvent,
  type AfterSaleKind,
  type AfterSaleStatus,
  afterSaleLifecycle,
  kindAllows,
} from '../../contract/lifecycles/after-sale.lifecycle.ts'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import { orderLifecycle } from '../../contract/lifecycles/order.lifecycle.ts'
import type { Database, Db } from '../db/schema.ts'
import { recordEvent } from '../events/domain-events.ts'
import { ApiError } from '../http/api-error.ts'
import { holdsStock, moveStock, releaseOrder, type StockMove } from '../products/stock-ledger.ts'
import { findAfterSale } from './after-sales.repository.ts'

/** The merchant's step: which event, and what it writes besides the status. */
export type AfterSaleStep =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'receive'; damaged?: boolean }
  | { action: 'refuseReceipt'; reason: string }
  | { action: 'refund' }
  | { action: 'shipExchange'; carrierName: string; trackingNo: string; damaged?: boolean }

function eventOf(step: AfterSaleStep, kind: AfterSaleKind): AfterSaleEvent {
  switch (step.action) {
    case 'approve':
      return kind === 'REFUND_ONLY' ? 'afterSale.approvedRefund' : 'afterSale.approvedReturn'
    case 'reject':
      return 'afterSale.rejected'
    case 'receive':
      return 'afterSale.received'
    case 'refuseReceipt':
      return 'afterSale.receiptRefused'
    case 'refund':
      return 'afterSale.refunded'
    case 'shipExchange':
      return 'afterSale.exchangeShipped'
  }
}

function conflict(reason: AfterSaleConflict['reason'], status: AfterSaleStatus, version: number): ApiError {
  const data: AfterSaleConflict = { reason, status, version }
  return ApiError.conflict(reason === 'stale' ? 'afterSales.stale' : 'afterSales.illegalStep', {}, data)
}

/**
 * Takes one merchant step on a request of the caller's merchant, in one transaction, and
 * answers the request as it is afterwards. Not found for another merchant's request; 40900
 * when the request changed since `version` was loaded (stale) or the lifecycle or the
 * request's kind does not allow the step (illegal).
 */
export async function takeAfterSaleStep(
  db: Db,
  actor: { partyId: string; userLoginId: string },
  target: { afterSaleId: number; version: number },
  step: AfterSaleStep,
  nowIso: string,
): Promise<AfterSaleDetail> {
  const { partyId, userLoginId } = actor
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('after_sale')
      .selectAll()
      .where('party_id', '=', partyId)
      .where('id', '=', target.afterSaleId)
      .executeTakeFirst()
    if (!current) throw ApiError.notFound('afterSales.notFound')
    const version = Number(current.version)
    if (version !== target.version) throw conflict('stale', current.status, version)
    const event = eventOf(step, current.kind)
    const to = kindAllows(current.kind, event)
      ? nextState(afterSaleLifecycle, current.status, event)
      : undefined
    if (!to) throw conflict('illegal', current.status, version)

    const remark =
      step.action === 'reject' || step.action === 'refuseReceipt'
        ? step.reason
        : step.action === 'shipExchange'
          ? `${step.carrierName} ${step.trackingNo}`
          : ''
    const terminal = afterSaleLifecycle.terminal.includes(to)
    // The goods come back (received, or taken back when the exchange ships): damaged ones stay out.
    const goodsBack = event === 'afterSale.received' || event === 'afterSale.exchangeShipped'
    const damaged = goodsBack && 'damaged' in step && step.damaged === true
    const res = await trx
      .updateTable('after_sale')
      .set({
        status: to,
        version: version + 1,
        updated_at: nowIso,
        ...(current.status === 'WAIT_AUDIT' ? { audited_at: nowIso } : {}),
        ...(terminal ? { completed_at: nowIso } : {}),
        ...(step.action === 'reject' || step.action === 'refuseReceipt' ? { audit_remark: step.reason } : {}),
        ...(damaged ? { received_damaged: 1 } : {}),
      })
      .where('id', '=', current.id)
      .where('party_id', '=', partyId)
      .where('version', '=', version)
      .where('status', '=', current.status)
      .executeTakeFirst()
    // Another writer got there between the read and the write.
    if (Number(res.numUpdatedRows) !== 1) throw conflict('stale', current.status, version)
    await trx
      .insertInto('status_history')
      .values({
        party_id: partyId,
        subject_type: afterSaleLifecycle.subject,
        subject_id: Number(current.id),
        event,
        from_status: current.status,
        to_status: to,
        user_login_id: userLoginId,
        remark,
        created_at: nowIso,
      })
      .execute()
    const eventId = await recordEvent(trx, {
      partyId,
      type: event,
      aggregateType: afterSaleLifecycle.subject,
      aggregateId: Number(current.id),
      payload: {
        afterSaleNo: current.after_sale_no,
        orderId: Number(current.order_id),
        orderLineId: current.order_line_id === null ? null : Number(current.order_line_id),
        kind: current.kind,
        from: current.status,
        to,
        quantity: Number(current.quantity),
        refundAmount: Number(current.refund_amount),
        ...(goodsBack ? { damaged } : {}),
      },
      actor: userLoginId,
      at: nowIso,
    })
    if (goodsBack) await returnGoods(trx, { partyId, userLoginId, nowIso, eventId }, current, event, damaged)
    if (event === 'afterSale.refunded') await applyRefund(trx, partyId, current, userLoginId, nowIso)
  })
  const detail = await findAfterSale(db, partyId, target.afterSaleId)
  if (!detail) throw ApiError.notFound('afterSales.notFound')
  return detail
}

/**
 * The stock of returned goods: back into stock (RETURNED) unless damaged; an exchange also
 * ships the replacement out of stock (SHIPPED, never reserved), refused at `quantity` when on
 * hand is short.
 */
async function returnGoods(
  trx: Transaction<Database>,
  step: { partyId: string; userLoginId: string; nowIso: string; eventId: number },
  afterSale: { id: number; after_sale_no: string; order_line_id: number | null; quantity: number },
  event: AfterSaleEvent,
  damaged: boolean,
): Promise<void> {
  const quantity = Number(afterSale.quantity)
  if (afterSale.order_line_id === null || quantity <= 0) return
  const line = await trx
    .selectFrom('sales_order_line')
    .select('sku_id')
    .where('party_id', '=', step.partyId)
    .where('id', '=', afterSale.order_line_id)
    .executeTakeFirst()
  if (!line || line.sku_id === null) return
  const skuId = Number(line.sku_id)
  const moves: StockMove[] = []
  if (!damaged) moves.push({ skuId, kind: 'RETURNED', quantity })
  if (event === 'afterSale.exchangeShipped')
    moves.push({ skuId, kind: 'SHIPPED', quantity, fromReservation: false, field: 'quantity' })
  await moveStock(
    trx,
    {
      partyId: step.partyId,
      actor: step.userLoginId,
      at: step.nowIso,
      eventId: step.eventId,
      source: { type: 'AFTER_SALE', id: Number(afterSale.id), no: afterSale.after_sale_no },
    },
    moves,
  )
}

/**
 * Books a completed refund on the order and its line; when every line is then refunded in
 * full, the order is closed (order.closed) in the same transaction, and what it still held of
 * its SKUs (lines not shipped) goes back to available.
 */
async function applyRefund(
  trx: Transaction<Database>,
  partyId: string,
  afterSale: { order_id: number; order_line_id: number | null; quantity: number; refund_amount: number },
  userLoginId: string,
  nowIso: string,
): Promise<void> {
  const order = await trx
    .selectFrom('sales_order')
    .select(['id', 'order_no', 'status', 'pay_amount', 'refunded_amount', 'version'])
    .where('party_id', '=', partyId)
    .where('id', '=', afterSale.order_id)
    .executeTakeFirstOrThrow()
  const refunded = Number(order.refunded_amount) + Number(afterSale.refund_amount)
  if (refunded > Number(order.pay_amount)) throw ApiError.conflict('afterSales.refundExceedsPaid')
  const q = Number(afterSale.quantity)
  if (afterSale.order_line_id !== null && q > 0) {
    await trx
      .updateTable('sales_order_line')
      .set((eb) => ({
        refunded_quantity: sql<number>`case when ${eb.ref('refunded_quantity')} + ${q} > ${eb.ref('quantity')} then ${eb.ref('quantity')} else ${eb.ref('refunded_quantity')} + ${q} end`,
      }))
      .where('party_id', '=', partyId)
      .where('id', '=', afterSale.order_line_id)
      .execute()
  }
  const open = await trx
    .selectFrom('sales_order_line')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('order_id', '=', order.id)
    .whereRef('refunded_quantity', '<', 'quantity')
    .executeTakeFirst()
  const fullyRefunded = Number(open?.n ?? 0) === 0 || refunded >= Number(order.pay_amount)
  const closedTo = fullyRefunded ? nextState(orderLifecycle, order.status, 'order.closed') : undefined
  await trx
    .updateTable('sales_order')
    .set({
      refunded_amount: refunded,
      updated_at: nowIso,
      version: Number(order.version) + 1,
      ...(closedTo ? { status: closedTo } : {}),
    })
    .where('party_id', '=', partyId)
    .where('id', '=', order.id)
    .execute()
  if (closedTo) {
    await trx
      .insertInto('status_history')
      .values({
        party_id: partyId,
        subject_type: orderLifecycle.subject,
        subject_id: Number(order.id),
        event: 'order.closed',
        from_status: order.status,
        to_status: closedTo,
        user_login_id: userLoginId,
        remark: '',
        created_at: nowIso,
      })
      .execute()
    const eventId = await recordEvent(trx, {
      partyId,
      type: 'order.closed',
      aggregateType: orderLifecycle.subject,
      aggregateId: Number(order.id),
      payload: { orderNo: order.order_no, from: order.status, to: closedTo, refundedAmount: refunded },
      actor: userLoginId,
      at: nowIso,
    })
    if (holdsStock(order.status))
      await releaseOrder(
        trx,
        {
          partyId,
          actor: userLoginId,
          at: nowIso,
          eventId,
          source: { type: 'ORDER', id: Number(order.id), no: order.order_no },
        },
        Number(order.id),
      )
  }
}
