// After-sales (route group /order-management, page orderAfterSales): the caller's merchant's
// refund, return and exchange requests, their detail, and the merchant's steps of the
// after-sale lifecycle. For the order area's roles only; another merchant's request is not found.
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  afterSaleIdRequest,
  afterSaleCountsRequest,
  afterSaleListRequest,
  afterSaleReasonRequest,
  afterSaleReceiveRequest,
  afterSaleShipRequest,
  afterSaleStepRequest,
} from '../../contract/after-sales.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { scopeOfCall } from '../shared/data-scope.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { type AfterSaleStep, takeAfterSaleStep } from './after-sale-steps.repository.ts'
import { countAfterSales, findAfterSale, listAfterSales } from './after-sales.repository.ts'

const area = requireArea('orders')

/** The caller's data scope (server/shared/data-scope.ts): null, every request of the merchant. */

async function step(
  c: Context<AppEnv>,
  target: { afterSaleId: number; version: number },
  what: AfterSaleStep,
) {
  const { db, clock } = c.get('deps')
  const caller = c.get('caller')
  // A request of a customer outside the caller's scope is not found, and nothing changes.
  const scope = await scopeOfCall(c)
  if (scope && !(await findAfterSale(db, caller.partyId, target.afterSaleId, scope)))
    throw ApiError.notFound('afterSales.notFound')
  return takeAfterSaleStep(
    db,
    { partyId: caller.partyId, userLoginId: caller.userLoginId },
    target,
    what,
    clock.now().toISOString(),
  )
}

export const afterSalesRoutes = new Hono<AppEnv>()
  .post('/getAfterSaleList', requireSession, area, async (c) => {
    const { status, kind, keyword, startDate, endDate, ...page } = await body(c, afterSaleListRequest)
    const filters = { status, kind, keyword, startDate, endDate }
    return ok(
      c,
      await listAfterSales(c.get('deps').db, c.get('caller').partyId, filters, page, await scopeOfCall(c)),
    )
  })
  .post('/getAfterSaleCounts', requireSession, area, async (c) => {
    const filters = await body(c, afterSaleCountsRequest)
    return ok(
      c,
      await countAfterSales(c.get('deps').db, c.get('caller').partyId, filters, await scopeOfCall(c)),
    )
  })
  .post('/getAfterSaleDetail', requireSession, area, async (c) => {
    const { afterSaleId } = await body(c, afterSaleIdRequest)
    const detail = await findAfterSale(
      c.get('deps').db,
      c.get('caller').partyId,
      afterSaleId,
      await scopeOfCall(c),
    )
    if (!detail) throw ApiError.notFound('afterSales.notFound')
    return ok(c, detail)
  })
  .post('/approveAfterSale', requireSession, area, async (c) => {
    const target = await body(c, afterSaleStepRequest)
    return ok(c, await step(c, target, { action: 'approve' }))
  })
  .post('/rejectAfterSale', requireSession, area, async (c) => {
    const { reason, ...target } = await body(c, afterSaleReasonRequest)
    return ok(c, await step(c, target, { action: 'reject', reason }))
  })
  .post('/receiveAfterSaleReturn', requireSession, area, async (c) => {
    const { damaged, ...target } = await body(c, afterSaleReceiveRequest)
    return ok(c, await step(c, target, { action: 'receive', damaged }))
  })
  .post('/refuseAfterSaleReturn', requireSession, area, async (c) => {
    const { reason, ...target } = await body(c, afterSaleReasonRequest)
    return ok(c, await step(c, target, { action: 'refuseReceipt', reason }))
  })
  .post('/refundAfterSale', requireSession, area, async (c) => {
    const target = await body(c, afterSaleStepRequest)
    return ok(c, await step(c, target, { action: 'refund' }))
  })
  .post('/shipAfterSaleExchange', requireSession, area, async (c) => {
    const { carrierName, trackingNo, damaged, ...target } = await body(c, afterSaleShipRequest)
    return ok(c, await step(c, target, { action: 'shipExchange', carrierName, trackingNo, damaged }))
  })
