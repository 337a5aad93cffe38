// "My purchases" (the buyer's side of the business network's orders): the buyer's list, status
// counts and detail of the orders it placed, and its steps on them (pay, cancel while unpaid,
// confirm receipt, ask for an after-sale), for the purchases area's roles. The order stays the
// seller's record; every step goes through the seller's order writes.
import { Hono } from 'hono'
import {
  cancelPurchaseRequest,
  purchaseFilters,
  purchaseIdRequest,
  purchaseListRequest,
  purchaseStepRequest,
  requestPurchaseAfterSaleRequest,
} from '../../contract/purchases.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { simulatedPayments } from '../payments/payment-provider.ts'
import {
  cancelPurchase,
  confirmPurchaseReceipt,
  countPurchases,
  findPurchase,
  listPurchases,
  payPurchase,
  requestAfterSale,
} from './purchases.repository.ts'

const purchases = requireArea('purchases')

export const purchasesRoutes = new Hono<AppEnv>()
  .post('/getPurchaseList', requireSession, purchases, async (c) => {
    const input = await body(c, purchaseListRequest)
    return ok(c, await listPurchases(c.get('deps').db, c.get('caller').partyId, input, input))
  })
  .post('/getPurchaseStatusCounts', requireSession, purchases, async (c) => {
    const input = await body(c, purchaseFilters)
    return ok(c, await countPurchases(c.get('deps').db, c.get('caller').partyId, input))
  })
  .post('/getPurchaseDetail', requireSession, purchases, async (c) => {
    const { orderId } = await body(c, purchaseIdRequest)
    const { db, payments = simulatedPayments } = c.get('deps')
    return ok(c, await findPurchase(db, c.get('caller').partyId, Number(orderId), payments.kind))
  })
  .post('/payPurchase', requireSession, purchases, async (c) => {
    const { orderId, version } = await body(c, purchaseStepRequest)
    const { db, clock, payments = simulatedPayments } = c.get('deps')
    // Outside the demo the buyer's word pays nothing: only the provider's notification does.
    if (payments.kind !== 'simulated') throw ApiError.conflict('purchases.paidByProvider')
    return ok(c, await payPurchase(db, c.get('caller'), Number(orderId), version, clock.now().toISOString()))
  })
  .post('/cancelPurchase', requireSession, purchases, async (c) => {
    const { orderId, version, reason } = await body(c, cancelPurchaseRequest)
    const { db, clock } = c.get('deps')
    return ok(
      c,
      await cancelPurchase(db, c.get('caller'), Number(orderId), version, reason, clock.now().toISOString()),
    )
  })
  .post('/confirmPurchaseReceipt', requireSession, purchases, async (c) => {
    const { orderId, version } = await body(c, purchaseStepRequest)
    const { db, clock } = c.get('deps')
    return ok(
      c,
      await confirmPurchaseReceipt(db, c.get('caller'), Number(orderId), version, clock.now().toISOString()),
    )
  })
  .post('/requestPurchaseAfterSale', requireSession, purchases, async (c) => {
    const { orderId, version, orderLineId, ...ask } = await body(c, requestPurchaseAfterSaleRequest)
    const { db, clock } = c.get('deps')
    return ok(
      c,
      await requestAfterSale(
        db,
        c.get('caller'),
        Number(orderId),
        version,
        { ...ask, orderLineId: Number(orderLineId) },
        clock.now().toISOString(),
      ),
    )
  })
