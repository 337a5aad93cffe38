// The merchant's steps on its sales orders (/order-management): ship (in full, in part, or a
// batch by number), cancel, the remark. Every step is checked against
// contract/lifecycles/order.lifecycle.ts, written with its status_history row and its domain
// event in one transaction, and names the version the caller loaded: a step on an order that
// moved on is refused (40900). Stock moves with the step (server/products/stock-ledger.ts).
import type { ExpressionBuilder, Transaction } from 'kysely'
import { canTransition, nextState } from '../../contract/lifecycles/lifecycle.ts'
import {
  type OrderEvent,
  type OrderStatus,
  orderLifecycle,
} from '../../contract/lifecycles/order.lifecycle.ts'
import { ORDER_CARRIERS, type OrderPaymentMethod } from '../../contract/orders.constants.ts'
import type { OrderChanged } from '../../contract/orders.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { recordEvent } from '../events/domain-events.ts'
import { ApiError } from '../http/api-error.ts'
import { moveStock, releaseOrder } from '../products/stock-ledger.ts'

type Q = Db | Transaction<Database>

export interface Actor {
  partyId: string
  userLoginId: string
}

/** A merchant's login, or the system (userLoginId null) for a step no one took by hand. */
export interface SystemOrUser {
  partyId: string
  userLoginId: string | null
}

export interface Loaded {
  id: number
  orderNo: string
  status: OrderStatus
  version: number
}

export async function loadForWrite(trx: Q, partyId: string, orderId: number): Promise<Loaded> {
  const row = await trx
    .selectFrom('sales_order')
    .select(['id', 'order_no', 'status', 'version'])
    .where('party_id', '=', partyId)
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!row) throw ApiError.notFound('orders.noSuchOrder')
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    status: row.status as OrderStatus,
    version: Number(row.version),
  }
}

/** The stale-step and illegal-step refusals: 40900, with the order's state and version now. */
function refuseStale(order: Loaded): ApiError {
  return ApiError.conflict(
    'orders.stale',
    {},
    { reason: 'stale', status: order.status, version: order.version },
  )
}
function refuseIllegal(order: Loaded): ApiError {
  return ApiError.conflict(
    'orders.illegalStep',
    {},
    { reason: 'illegalStep', status: order.status, version: order.version },
  )
}

/**
 * Moves the order to `to` with `event` (and `set` on the row), only if it is still at
 * `order.version`; records the step. False when someone else wrote it first.
 */
async function step(
  trx: Q,
  actor: SystemOrUser,
  order: Loaded,
  event: OrderEvent | null,
  to: OrderStatus,
  set: Partial<{
    paid_at: string
    shipped_at: string
    cancelled_at: string
    completed_at: string
    seller_remark: string
  }>,
  nowIso: string,
  remark = '',
): Promise<boolean> {
  const done = await trx
    .updateTable('sales_order')
    .set({ ...set, status: to, updated_at: nowIso, version: order.version + 1 })
    .where('party_id', '=', actor.partyId)
    .where('id', '=', order.id)
    .where('version', '=', order.version)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) !== 1) return false
  if (event) {
    await trx
      .insertInto('status_history')
      .values({
        party_id: actor.partyId,
        subject_type: orderLifecycle.subject,
        subject_id: order.id,
        event,
        from_status: order.status,
        to_status: to,
        user_login_id: actor.userLoginId,
        remark,
        created_at: nowIso,
      })
      .execute()
  }
  return true
}

export interface ShipInput {
  carrierCode: string
  trackingNo: string
  /** Lines and quantities; none: everything not shipped yet. */
  lines?: { orderLineId: number; quantity: number }[] | undefined
}

/**
 * Ships lines of a loaded order inside `trx`: one shipment row, its lines, the shipped
 * quantities, the step (partly shipped while a line still waits, else shipped), its domain
 * event and the stock: on hand and the reservation go down by what ships. A line beyond its
 * SKU's on hand refuses the whole shipment at `lines.N.quantity` (`overStock`, max = on hand;
 * N indexes the request's lines, or the order's lines when the request names none).
 */
async function shipLoaded(
  trx: Transaction<Database>,
  actor: Actor,
  order: Loaded,
  input: ShipInput,
  nowIso: string,
): Promise<OrderChanged> {
  if (!canTransition(orderLifecycle, order.status, 'order.shipped')) throw refuseIllegal(order)
  const lines = await trx
    .selectFrom('sales_order_line')
    .select(['id', 'sku_id', 'quantity', 'shipped_quantity'])
    .where('party_id', '=', actor.partyId)
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute()
  const remaining = new Map(lines.map((l) => [Number(l.id), Number(l.quantity) - Number(l.shipped_quantity)]))
  let plan: { orderLineId: number; quantity: number }[]
  if (input.lines) {
    const seen = new Set<number>()
    input.lines.forEach((l, i) => {
      const left = remaining.get(l.orderLineId)
      if (left === undefined || seen.has(l.orderLineId))
        throw ApiError.invalidInput(`lines.${i}.orderLineId`, 'unknownLine')
      if (l.quantity > left)
        throw ApiError.invalidInput(`lines.${i}.quantity`, 'overRemaining', { max: left })
      seen.add(l.orderLineId)
    })
    plan = input.lines
  } else {
    plan = [...remaining]
      .filter(([, left]) => left > 0)
      .map(([orderLineId, quantity]) => ({ orderLineId, quantity }))
  }
  if (plan.length === 0) throw ApiError.conflict('orders.nothingToShip')
  for (const p of plan) remaining.set(p.orderLineId, (remaining.get(p.orderLineId) ?? 0) - p.quantity)
  const everything = [...remaining.values()].every((left) => left <= 0)
  const event: OrderEvent = everything ? 'order.shipped' : 'order.partiallyShipped'
  const to = nextState(orderLifecycle, order.status, event)
  if (!to) throw refuseIllegal(order)

  if (!(await step(trx, actor, order, event, to, { shipped_at: nowIso }, nowIso))) {
    throw refuseStale(await loadForWrite(trx, actor.partyId, order.id))
  }
  const carrier = ORDER_CARRIERS.find((c) => c.code === input.carrierCode)
  const shipment = await trx
    .insertInto('shipment')
    .values({
      party_id: actor.partyId,
      order_id: order.id,
      carrier_code: input.carrierCode,
      carrier_name: carrier?.name ?? input.carrierCode,
      tracking_no: input.trackingNo,
      shipped_by: actor.userLoginId,
      shipped_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const shipmentId = Number(shipment.id)
  await trx
    .insertInto('shipment_line')
    .values(
      plan.map((p) => ({
        shipment_id: shipmentId,
        order_line_id: p.orderLineId,
        party_id: actor.partyId,
        quantity: p.quantity,
      })),
    )
    .execute()
  for (const p of plan) {
    await trx
      .updateTable('sales_order_line')
      .set((eb: ExpressionBuilder<Database, 'sales_order_line'>) => ({
        shipped_quantity: eb('shipped_quantity', '+', p.quantity),
      }))
      .where('party_id', '=', actor.partyId)
      .where('id', '=', p.orderLineId)
      .execute()
  }
  const skuOf = new Map(lines.map((l) => [Number(l.id), l.sku_id === null ? null : Number(l.sku_id)]))
  const lineIndex = new Map(lines.map((l, i) => [Number(l.id), i]))
  const eventId = await recordEvent(trx, {
    partyId: actor.partyId,
    type: event,
    aggregateType: orderLifecycle.subject,
    aggregateId: order.id,
    payload: {
      orderNo: order.orderNo,
      from: order.status,
      to,
      shipmentId,
      lines: plan.map((p) => ({ ...p, skuId: skuOf.get(p.orderLineId) ?? null })),
    },
    actor: actor.userLoginId,
    at: nowIso,
  })
  await moveStock(
    trx,
    {
      partyId: actor.partyId,
      actor: actor.userLoginId,
      at: nowIso,
      eventId,
      source: { type: 'ORDER', id: order.id, no: order.orderNo },
    },
    plan.flatMap((p, i) => {
      const skuId = skuOf.get(p.orderLineId)
      if (skuId === null || skuId === undefined) return []
      const at = input.lines ? i : (lineIndex.get(p.orderLineId) ?? i)
      return [{ skuId, kind: 'SHIPPED' as const, quantity: p.quantity, field: `lines.${at}.quantity` }]
    }),
  )
  return { orderId: String(order.id), status: to, version: order.version + 1 }
}

/** Ships an order the caller loaded at `version`, in one transaction. */
export function shipOrder(
  db: Db,
  actor: Actor,
  orderId: number,
  version: number,
  input: ShipInput,
  nowIso: string,
): Promise<OrderChanged> {
  return db.transaction().execute(async (trx) => {
    const order = await loadForWrite(trx, actor.partyId, orderId)
    if (order.version !== version) throw refuseStale(order)
    return shipLoaded(trx, actor, order, input, nowIso)
  })
}

/** Ships every remaining line of an order by number (batch shipping), in its own transaction. */
export function shipOrderByNo(
  db: Db,
  actor: Actor,
  orderId: number,
  input: ShipInput,
  nowIso: string,
): Promise<OrderChanged> {
  return db.transaction().execute(async (trx) => {
    const order = await loadForWrite(trx, actor.partyId, orderId)
    return shipLoaded(trx, actor, order, input, nowIso)
  })
}

export function cancelOrder(
  db: Db,
  actor: Actor,
  orderId: number,
  version: number,
  reason: string,
  nowIso: string,
): Promise<OrderChanged> {
  return db.transaction().execute(async (trx) => {
    const order = await loadForWrite(trx, actor.partyId, orderId)
    if (order.version !== version) throw refuseStale(order)
    return cancelLoaded(trx, actor, order, reason, nowIso)
  })
}

/**
 * Cancels a loaded order inside `trx`: the step (refused as stale when someone wrote it first),
 * its domain event, and what the order held goes back to available. The actor's login is null
 * for the system (an unpaid order cancelled by its time limit).
 */
export async function cancelLoaded(
  trx: Q,
  actor: SystemOrUser,
  order: Loaded,
  reason: string,
  nowIso: string,
): Promise<OrderChanged> {
  const to = nextState(orderLifecycle, order.status, 'order.cancelled')
  if (!to) throw refuseIllegal(order)
  if (!(await step(trx, actor, order, 'order.cancelled', to, { cancelled_at: nowIso }, nowIso, reason))) {
    throw refuseStale(await loadForWrite(trx, actor.partyId, order.id))
  }
  const eventId = await recordEvent(trx as Transaction<Database>, {
    partyId: actor.partyId,
    type: 'order.cancelled',
    aggregateType: orderLifecycle.subject,
    aggregateId: order.id,
    payload: { orderNo: order.orderNo, from: order.status, to, reason },
    actor: actor.userLoginId,
    at: nowIso,
  })
  await releaseOrder(
    trx as Transaction<Database>,
    {
      partyId: actor.partyId,
      actor: actor.userLoginId,
      at: nowIso,
      eventId,
      source: { type: 'ORDER', id: order.id, no: order.orderNo },
    },
    order.id,
  )
  return { orderId: String(order.id), status: to, version: order.version + 1 }
}

/**
 * The merchant records an unpaid order's offline payment (a bank transfer received, cash): the
 * order is paid in full and waits to be shipped. Its reservation stays: stock moves when it ships.
 */
export function recordOfflinePayment(
  db: Db,
  actor: Actor,
  orderId: number,
  version: number,
  payment: { method: OrderPaymentMethod; reference: string },
  nowIso: string,
): Promise<OrderChanged> {
  return db.transaction().execute(async (trx) => {
    const order = await loadForWrite(trx, actor.partyId, orderId)
    if (order.version !== version) throw refuseStale(order)
    return payLoaded(trx, actor, order, payment, nowIso)
  })
}

/**
 * Pays a loaded unpaid order in full inside `trx`: the step (its remark the reference), the
 * order_payment row and `order.paid`. The merchant's offline payment, the buyer's simulated
 * payment and a verified provider notification all come here; `actor.partyId` is the seller,
 * the login whoever paid or recorded it (null: the provider).
 */
export async function payLoaded(
  trx: Transaction<Database>,
  actor: SystemOrUser,
  order: Loaded,
  payment: { method: OrderPaymentMethod; reference: string },
  nowIso: string,
): Promise<OrderChanged> {
  const to = nextState(orderLifecycle, order.status, 'order.paid')
  if (!to) throw refuseIllegal(order)
  // The timeline's remark is the reference; the method shows in the payment card.
  if (!(await step(trx, actor, order, 'order.paid', to, { paid_at: nowIso }, nowIso, payment.reference))) {
    throw refuseStale(await loadForWrite(trx, actor.partyId, order.id))
  }
  const { pay_amount: amount } = await trx
    .selectFrom('sales_order')
    .select('pay_amount')
    .where('party_id', '=', actor.partyId)
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('order_payment')
    .values({
      party_id: actor.partyId,
      order_id: order.id,
      method: payment.method,
      reference: payment.reference,
      amount: Number(amount),
      user_login_id: actor.userLoginId ?? '',
      created_at: nowIso,
    })
    .execute()
  await recordEvent(trx, {
    partyId: actor.partyId,
    type: 'order.paid',
    aggregateType: orderLifecycle.subject,
    aggregateId: order.id,
    payload: {
      orderNo: order.orderNo,
      from: order.status,
      to,
      method: payment.method,
      amount: Number(amount),
    },
    actor: actor.userLoginId,
    at: nowIso,
  })
  return { orderId: String(order.id), status: to, version: order.version + 1 }
}

/**
 * The buyer confirms receipt of a shipped order inside `trx`: SHIPPED -> COMPLETED
 * (`order.received` in the timeline, `completed_at`) and `order.completed`, whose books consumer
 * posts the ORDER line of the seller's trade book. `actor.partyId` is the seller.
 */
export async function confirmReceiptLoaded(
  trx: Transaction<Database>,
  actor: SystemOrUser,
  order: Loaded,
  nowIso: string,
): Promise<OrderChanged> {
  const to = nextState(orderLifecycle, order.status, 'order.received')
  if (!to) throw refuseIllegal(order)
  if (!(await step(trx, actor, order, 'order.received', to, { completed_at: nowIso }, nowIso))) {
    throw refuseStale(await loadForWrite(trx, actor.partyId, order.id))
  }
  await recordEvent(trx, {
    partyId: actor.partyId,
    type: 'order.completed',
    aggregateType: orderLifecycle.subject,
    aggregateId: order.id,
    payload: { orderNo: order.orderNo, from: order.status, to },
    actor: actor.userLoginId,
    at: nowIso,
  })
  return { orderId: String(order.id), status: to, version: order.version + 1 }
}

/** The stale-version refusal of a step named by a version the caller loaded (40900 stale). */
export function checkVersion(order: Loaded, version: number): void {
  if (order.version !== version) throw refuseStale(order)
}

/** The merchant's remark: not a lifecycle step, but a write, so it bumps the version too. */
export function saveRemark(
  db: Db,
  actor: Actor,
  orderId: number,
  version: number,
  remark: string,
  nowIso: string,
): Promise<OrderChanged> {
  return db.transaction().execute(async (trx) => {
    const order = await loadForWrite(trx, actor.partyId, orderId)
    if (order.version !== version) throw refuseStale(order)
    if (!(await step(trx, actor, order, null, order.status, { seller_remark: remark }, nowIso))) {
      throw refuseStale(await loadForWrite(trx, actor.partyId, orderId))
    }
    return {
      orderId: String(orderId),
      status: order.status,
      version: order.version + 1,
    }
  })
}
