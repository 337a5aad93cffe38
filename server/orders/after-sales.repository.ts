// Data access for after-sales requests (after_sale) of the caller's merchant: the list, the
// status counts, one request's detail with its order line and timeline, and every merchant
// step of the after-sale lifecycle. Each step is one transaction: the lifecycle and the kind
// rule decide whether it is legal, the version the client loaded whether it is stale (both
// refused with 40900, nothing written); a refund that leaves nothing of the order unrefunded
// closes the order through the order lifecycle in the same transaction.
import type { Transaction } from 'kysely'
import { sql } from 'kysely'
import type {
  AfterSaleConflict,
  AfterSaleCounts,
  AfterSaleDetail,
  AfterSaleRow,
} from '../../contract/after-sales.schema.ts'
import { businessDayStart, addDays } from '../../contract/business-time.ts'
import {
  type AfterSaleEvent,
  type AfterSaleKind,
  type AfterSaleStatus,
  afterSaleLifecycle,
  kindAllows,
} from '../../contract/lifecycles/after-sale.lifecycle.ts'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import { orderLifecycle } from '../../contract/lifecycles/order.lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { recordEvent } from '../events/domain-events.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { holdsStock, moveStock, releaseOrder, type StockMove } from '../products/stock-ledger.ts'
import { type CustomerScope, scopeOrders } from '../shared/data-scope.ts'

type Q = Db | Transaction<Database>

export interface AfterSaleFilters {
  status?: AfterSaleStatus | undefined
  kind?: AfterSaleKind | undefined
  keyword?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
}

function rowQuery(db: Q, partyId: string) {
  return db
    .selectFrom('after_sale as a')
    .innerJoin('sales_order as o', (j) =>
      j.onRef('o.id', '=', 'a.order_id').onRef('o.party_id', '=', 'a.party_id'),
    )
    .leftJoin('sales_order_line as l', (j) =>
      j.onRef('l.id', '=', 'a.order_line_id').onRef('l.party_id', '=', 'a.party_id'),
    )
    .where('a.party_id', '=', partyId)
    .select([
      'a.id',
      'a.after_sale_no',
      'a.order_id',
      'o.order_no',
      'a.buyer_name',
      'a.kind',
      'a.reason',
      'l.product_name',
      'a.quantity',
      'a.refund_amount',
      'a.status',
      'a.created_at',
      'a.updated_at',
      'a.version',
    ])
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rowQuery>['executeTakeFirstOrThrow']>>

function toRow(r: RawRow): AfterSaleRow {
  return {
    afterSaleId: Number(r.id),
    afterSaleNo: r.after_sale_no,
    orderId: Number(r.order_id),
    orderNo: r.order_no,
    buyerName: r.buyer_name,
    kind: r.kind,
    reason: r.reason,
    productName: r.product_name ?? '',
    quantity: Number(r.quantity),
    refundAmount: Number(r.refund_amount),
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  }
}

/** The joins the filters read (the order's number for the keyword). */
function filteredBase(db: Q, partyId: string) {
  return db
    .selectFrom('after_sale as a')
    .innerJoin('sales_order as o', (j) =>
      j.onRef('o.id', '=', 'a.order_id').onRef('o.party_id', '=', 'a.party_id'),
    )
    .where('a.party_id', '=', partyId)
}

/** The list's filters but the status: what the list shows and what its tabs count. */
function withFilters<QB extends ReturnType<typeof filteredBase>>(
  q: QB,
  filters: Omit<AfterSaleFilters, 'status'>,
): QB {
  let out = q
  if (filters.kind) out = out.where('a.kind', '=', filters.kind) as QB
  if (filters.keyword) {
    const like = likePattern(filters.keyword)
    out = out.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['a.after_sale_no']), 'like', like),
        eb(eb.fn('lower', ['o.order_no']), 'like', like),
        eb(eb.fn('lower', ['a.buyer_name']), 'like', like),
      ]),
    ) as QB
  }
  if (filters.startDate) out = out.where('a.created_at', '>=', businessDayStart(filters.startDate)) as QB
  if (filters.endDate)
    out = out.where('a.created_at', '<', businessDayStart(addDays(filters.endDate, 1))) as QB
  return out
}

export function listAfterSales(
  db: Q,
  partyId: string,
  filters: AfterSaleFilters,
  page: PageParams,
  scope: CustomerScope | null = null,
): Promise<Page<AfterSaleRow>> {
  let q = withFilters(
    scopeOrders(rowQuery(db, partyId), scope, 'o.buyer_party_id') as unknown as ReturnType<
      typeof filteredBase
    >,
    filters,
  ) as unknown as ReturnType<typeof rowQuery>
  if (filters.status) q = q.where('a.status', '=', filters.status)
  return paginate(q, page, {
    sortable: { createdAt: 'a.created_at', refundAmount: 'a.refund_amount', updatedAt: 'a.updated_at' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'a.id',
    map: toRow,
  })
}

/** The status tabs' counts over the list's other filters (issue 35: they ignored them). */
export async function countAfterSales(
  db: Q,
  partyId: string,
  filters: Omit<AfterSaleFilters, 'status'> = {},
  scope: CustomerScope | null = null,
): Promise<AfterSaleCounts> {
  const rows = await withFilters(scopeOrders(filteredBase(db, partyId), scope, 'o.buyer_party_id'), filters)
    .select(['a.status as status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('a.status')
    .execute()
  const byStatus = Object.fromEntries(afterSaleLifecycle.states.map((s) => [s, 0])) as Record<
    AfterSaleStatus,
    number
  >
  let total = 0
  for (const r of rows) {
    const n = Number(r.n)
    total += n
    if (Object.hasOwn(byStatus, r.status)) byStatus[r.status] = n
  }
  return { total, byStatus }
}

function parseImages(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** One request of the caller's merchant, or undefined (another merchant's is not found). */
export async function findAfterSale(
  db: Q,
  partyId: string,
  id: number,
  scope: CustomerScope | null = null,
): Promise<AfterSaleDetail | undefined> {
  const r = await scopeOrders(rowQuery(db, partyId), scope, 'o.buyer_party_id')
    .where('a.id', '=', id)
    .select([
      'a.description',
      'a.images',
      'a.audit_remark',
      'a.return_carrier_name',
      'a.return_tracking_no',
      'a.audited_at',
      'a.completed_at',
      'a.order_line_id',
      'o.status as order_status',
      'o.pay_amount',
      'o.refunded_amount',
      'l.sku_code',
      'l.sku_spec',
      'l.image_url',
      'l.unit_price',
      'l.quantity as line_quantity',
      'l.amount as line_amount',
      'l.refunded_quantity',
    ])
    .executeTakeFirst()
  if (!r) return undefined
  const history = await db
    .selectFrom('status_history')
    .where('party_id', '=', partyId)
    .where('subject_type', '=', afterSaleLifecycle.subject)
    .where('subject_id', '=', id)
    .select(['event', 'from_status', 'to_status', 'user_login_id', 'remark', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute()
  return {
    ...toRow(r),
    description: r.description,
    images: parseImages(r.images),
    auditRemark: r.audit_remark,
    returnCarrierName: r.return_carrier_name,
    returnTrackingNo: r.return_tracking_no,
    auditedAt: r.audited_at,
    completedAt: r.completed_at,
    line:
      r.order_line_id === null || r.product_name === null
        ? null
        : {
            productName: r.product_name,
            skuCode: r.sku_code ?? '',
            skuSpec: r.sku_spec ?? '',
            imageUrl: r.image_url ?? '',
            unitPrice: Number(r.unit_price ?? 0),
            quantity: Number(r.line_quantity ?? 0),
            amount: Number(r.line_amount ?? 0),
            refundedQuantity: Number(r.refunded_quantity ?? 0),
          },
    order: {
      orderId: Number(r.order_id),
      orderNo: r.order_no,
      status: r.order_status,
      payAmount: Number(r.pay_amount),
      refundedAmount: Number(r.refunded_amount),
    },
    history: history.map((h) => ({
      event: h.event,
      fromStatus: h.from_status,
      toStatus: h.to_status,
      userLoginId: h.user_login_id,
      remark: h.remark,
      createdAt: h.created_at,
    })),
  }
}

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
