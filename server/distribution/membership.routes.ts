// Open membership (buyVipMember, vipOrderConfig). prepareOpenVipOrder is SPEC.md's call;
// getOpenVipInfo, getOpenVipOrder and payOpenVipOrder are ours (docs/api.md): the plan list,
// the order to confirm, the simulated payment of the demo, and paymentNotify, through which
// a real payment provider's signed notification settles an order (docs/security.md, Payments).
import { Hono } from 'hono'
import { ResultCode } from '../../contract/codes.ts'
import {
  paymentNotification,
  prepareOpenVipOrderRequest,
  vipOrderRequest,
} from '../../contract/distribution-setup.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { payload } from './distribution-input.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { parseRequest } from '../http/validate.ts'
import { SIGNATURE_HEADER, simulatedPayments } from '../payments/payment-provider.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea, requireMerchantAccount } from '../middleware/require-area.ts'
import {
  findOrder,
  membershipState,
  payOrder,
  prepareOrder,
  settleNotification,
} from './membership.repository.ts'

const area = requireArea('distribution')
/** Buying a plan is the merchant's decision: sub-accounts may look but not order or pay. */
const merchantOnly = requireMerchantAccount('forbidden.merchantAccountOnly')

export const membershipRoutes = new Hono<AppEnv>()
  .post('/getOpenVipInfo', requireSession, area, async (c) =>
    ok(c, await membershipState(c.get('deps').db, c.get('caller').partyId)),
  )
  .post('/prepareOpenVipOrder', requireSession, area, merchantOnly, async (c) => {
    const { planCode } = await payload(c, prepareOpenVipOrderRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await prepareOrder(db, c.get('caller'), planCode, clock.now()))
  })
  .post('/getOpenVipOrder', requireSession, area, async (c) => {
    const { orderNo } = await payload(c, vipOrderRequest)
    return ok(c, await findOrder(c.get('deps').db, c.get('caller').partyId, orderNo))
  })
  .post('/payOpenVipOrder', requireSession, area, merchantOnly, async (c) => {
    const { orderNo } = await payload(c, vipOrderRequest)
    const { db, clock, payments = simulatedPayments } = c.get('deps')
    // Outside the demo the buyer's word pays nothing: only the provider's notification does.
    if (payments.kind !== 'simulated') throw ApiError.conflict('membership.paidByProvider')
    return ok(c, await payOrder(db, c.get('caller').partyId, orderNo, clock.now()))
  })
  // Called by the payment provider, not by a signed-in user: the signature is the credential.
  .post('/paymentNotify', async (c) => {
    const { db, clock, payments = simulatedPayments } = c.get('deps')
    const now = clock.now()
    const raw = await payments.verify(await c.req.text(), c.req.header(SIGNATURE_HEADER), now)
    if (raw === undefined) throw new ApiError(ResultCode.forbidden, 'payment.badSignature')
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      throw ApiError.invalidInput('body', 'malformedJson')
    }
    return ok(c, await settleNotification(db, parseRequest(c, paymentNotification, parsed), now))
  })
