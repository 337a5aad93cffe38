// Batch shipping (waitShipmentOrder): rows of order number + carrier + tracking number, typed
// or imported from a spreadsheet. The preview checks every row and writes nothing; shipping
// checks again and ships each good row in its own transaction, so one failing row never
// loses the others.
import { canTransition } from '../../contract/lifecycles/lifecycle.ts'
import { orderLifecycle } from '../../contract/lifecycles/order.lifecycle.ts'
import {
  type BatchRowProblem,
  CARRIER_CODES,
  carrierCodeOf,
  isTrackingNo,
} from '../../contract/orders.constants.ts'
import type { BatchShipmentAnswer, BatchShipmentRowResult } from '../../contract/orders.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type Actor, shipOrderByNo } from './order-writes.repository.ts'
import { ordersByNo } from './order-detail.repository.ts'
import type { CustomerScope } from '../shared/data-scope.ts'

interface RawRow {
  orderNo: string
  carrierCode: string
  trackingNo: string
}

interface Checked extends BatchShipmentRowResult {
  orderId: number | null
}

/** Trimmed and upper-cased, the way the rows are matched and stored. */
function normalize(row: RawRow): RawRow {
  return {
    orderNo: row.orderNo.trim().toUpperCase(),
    // A carrier's name as merchants type it ("顺丰速运", "中通") is its code.
    carrierCode: carrierCodeOf(row.carrierCode),
    trackingNo: row.trackingNo.trim().toUpperCase(),
  }
}

const shippable = (status: string) => canTransition(orderLifecycle, status, 'order.shipped')

/** Each row with its first problem (or none), in the request's order; an order outside `scope` is unknown. */
export async function checkRows(
  db: Db,
  partyId: string,
  raw: readonly RawRow[],
  scope: CustomerScope | null = null,
): Promise<Checked[]> {
  const rows = raw.map(normalize)
  const orders = await ordersByNo(
    db,
    partyId,
    [...new Set(rows.map((r) => r.orderNo).filter((n) => n !== ''))],
    scope,
  )
  const seenOrders = new Set<string>()
  const seenTracking = new Set<string>()
  return rows.map((row, index) => {
    const order = orders.get(row.orderNo)
    let problem: BatchRowProblem | null = null
    if (row.orderNo === '') problem = 'missingOrderNo'
    else if (seenOrders.has(row.orderNo) || (row.trackingNo !== '' && seenTracking.has(row.trackingNo)))
      problem = 'duplicate'
    else if (!order) problem = 'unknownOrder'
    else if (!shippable(order.status)) problem = 'wrongStatus'
    else if (!(CARRIER_CODES as readonly string[]).includes(row.carrierCode)) problem = 'unknownCarrier'
    else if (!isTrackingNo(row.trackingNo)) problem = 'badTrackingNo'
    if (row.orderNo !== '') seenOrders.add(row.orderNo)
    if (row.trackingNo !== '') seenTracking.add(row.trackingNo)
    return {
      index,
      ...row,
      ok: problem === null,
      problem,
      status: (order?.status ?? null) as BatchShipmentRowResult['status'],
      orderId: order?.id ?? null,
    }
  })
}

function answer(rows: Checked[]): BatchShipmentAnswer {
  const list = rows.map(({ orderId: _id, ...r }) => r)
  const okCount = list.filter((r) => r.ok).length
  return { rows: list, okCount, errorCount: list.length - okCount }
}

export async function previewBatch(
  db: Db,
  partyId: string,
  raw: readonly RawRow[],
  scope: CustomerScope | null = null,
): Promise<BatchShipmentAnswer> {
  return answer(await checkRows(db, partyId, raw, scope))
}

/** Ships every good row, each in its own transaction; a row refused meanwhile keeps its reason. */
export async function shipBatch(
  db: Db,
  actor: Actor,
  raw: readonly RawRow[],
  nowIso: string,
  scope: CustomerScope | null = null,
): Promise<BatchShipmentAnswer> {
  const rows = await checkRows(db, actor.partyId, raw, scope)
  for (const row of rows) {
    if (!row.ok || row.orderId === null) continue
    try {
      const done = await shipOrderByNo(
        db,
        actor,
        row.orderId,
        { carrierCode: row.carrierCode, trackingNo: row.trackingNo },
        nowIso,
      )
      row.status = done.status
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      row.ok = false
      // Less on hand than the row ships (the stock ledger refused it), or shipped or cancelled
      // by someone else between the check and this row's transaction.
      row.problem = error.field?.reason === 'overStock' ? 'outOfStock' : 'wrongStatus'
    }
  }
  return answer(rows)
}
