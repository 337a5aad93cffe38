// Sales orders (SPEC.md section 2, /order-management: salesOrder, orderDetails, shipment,
// waitShipmentOrder), for the order area's roles, always inside the caller's own merchant.
import { Hono } from 'hono'
import {
  batchShipmentRequest,
  cancelOrderRequest,
  exportOrderListRequest,
  orderFilters,
  orderIdRequest,
  orderListRequest,
  recordOrderPaymentRequest,
  saveOrderRemarkRequest,
  saveOrderSettingsRequest,
  shipOrderRequest,
} from '../../contract/orders.schema.ts'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { orderInScope, scopeOfCall } from '../shared/data-scope.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { previewBatch, shipBatch } from './batch-shipment.repository.ts'
import { cancelOrder, recordOfflinePayment, saveRemark, shipOrder } from './order-writes.repository.ts'
import { getOrderSettings, saveOrderSettings } from './order-settings.repository.ts'
import { findDetail } from './order-detail.repository.ts'
import { exportChunk } from './order-export.repository.ts'
import { countByStatus, listOrders, totalsOf } from './order-list.repository.ts'

const orders = requireArea('orders')

/** The caller's data scope (server/shared/data-scope.ts): null, every order of the merchant. */

/** A write by id on an order outside the caller's scope is answered as not found, and changes nothing. */
async function requireInScope(c: Context<AppEnv>, orderId: number): Promise<void> {
  const scope = await scopeOfCall(c)
  if (scope && !(await orderInScope(c.get('deps').db, scope, c.get('caller').partyId, orderId)))
    throw ApiError.notFound('orders.noSuchOrder')
}

export const ordersRoutes = new Hono<AppEnv>()
  .post('/getOrderList', requireSession, orders, async (c) => {
    const input = await body(c, orderListRequest)
    return ok(
      c,
      await listOrders(c.get('deps').db, c.get('caller').partyId, input, input, await scopeOfCall(c)),
    )
  })
  .post('/getOrderStatusCounts', requireSession, orders, async (c) => {
    const input = await body(c, orderFilters)
    return ok(c, await countByStatus(c.get('deps').db, c.get('caller').partyId, input, await scopeOfCall(c)))
  })
  .post('/getOrderTotals', requireSession, orders, async (c) => {
    const input = await body(c, orderFilters)
    return ok(c, await totalsOf(c.get('deps').db, c.get('caller').partyId, input, await scopeOfCall(c)))
  })
  .post('/exportOrderList', requireSession, orders, async (c) => {
    const { cursor, limit, ...filters } = await body(c, exportOrderListRequest)
    const { db } = c.get('deps')
    const chunk = await exportChunk(db, c.get('caller').partyId, filters, cursor, limit, await scopeOfCall(c))
    return ok(c, chunk)
  })
  .post('/getOrderDetail', requireSession, orders, async (c) => {
    const { orderId } = await body(c, orderIdRequest)
    const detail = await findDetail(
      c.get('deps').db,
      c.get('caller').partyId,
      Number(orderId),
      await scopeOfCall(c),
    )
    if (!detail) throw ApiError.notFound('orders.noSuchOrder')
    return ok(c, detail)
  })
  .post('/shipOrder', requireSession, orders, async (c) => {
    const { orderId, version, lines, carrierCode, trackingNo } = await body(c, shipOrderRequest)
    await requireInScope(c, Number(orderId))
    const { db, clock } = c.get('deps')
    const done = await shipOrder(
      db,
      c.get('caller'),
      Number(orderId),
      version,
      {
        carrierCode,
        trackingNo,
        lines: lines?.map((l) => ({ orderLineId: Number(l.orderLineId), quantity: l.quantity })),
      },
      clock.now().toISOString(),
    )
    return ok(c, done)
  })
  .post('/cancelOrder', requireSession, orders, async (c) => {
    const { orderId, version, reason } = await body(c, cancelOrderRequest)
    await requireInScope(c, Number(orderId))
    const { db, clock } = c.get('deps')
    return ok(
      c,
      await cancelOrder(db, c.get('caller'), Number(orderId), version, reason, clock.now().toISOString()),
    )
  })
  .post('/recordOrderPayment', requireSession, orders, async (c) => {
    const { orderId, version, method, reference } = await body(c, recordOrderPaymentRequest)
    await requireInScope(c, Number(orderId))
    const { db, clock } = c.get('deps')
    const nowIso = clock.now().toISOString()
    return ok(
      c,
      await recordOfflinePayment(
        db,
        c.get('caller'),
        Number(orderId),
        version,
        { method, reference },
        nowIso,
      ),
    )
  })
  .post('/saveOrderRemark', requireSession, orders, async (c) => {
    const { orderId, version, remark } = await body(c, saveOrderRemarkRequest)
    await requireInScope(c, Number(orderId))
    const { db, clock } = c.get('deps')
    return ok(
      c,
      await saveRemark(db, c.get('caller'), Number(orderId), version, remark, clock.now().toISOString()),
    )
  })
  .post('/getOrderSettings', requireSession, orders, async (c) => {
    return ok(c, await getOrderSettings(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/saveOrderSettings', requireSession, orders, async (c) => {
    const input = await body(c, saveOrderSettingsRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await saveOrderSettings(db, c.get('caller').partyId, input, clock.now().toISOString()))
  })
  .post('/previewBatchShipment', requireSession, orders, async (c) => {
    const { rows } = await body(c, batchShipmentRequest)
    return ok(c, await previewBatch(c.get('deps').db, c.get('caller').partyId, rows, await scopeOfCall(c)))
  })
  .post('/batchShipOrders', requireSession, orders, async (c) => {
    const { rows } = await body(c, batchShipmentRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await shipBatch(db, c.get('caller'), rows, clock.now().toISOString(), await scopeOfCall(c)))
  })
