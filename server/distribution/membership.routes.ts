// Open membership (buyVipMember, vipOrderConfig). prepareOpenVipOrder is SPEC.md's call;
// getOpenVipInfo, getOpenVipOrder and payOpenVipOrder are ours (docs/api.md): the plan list,
// the order to confirm, and the simulated payment that changes the tier on the server.
import { Hono } from 'hono'
import { prepareOpenVipOrderRequest, vipOrderRequest } from '../../contract/distribution-setup.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { payload } from './distribution-input.ts'
import { ok } from '../http/envelope.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea, requireMerchantAccount } from '../middleware/require-area.ts'
import { findOrder, membershipState, payOrder, prepareOrder } from './membership.repository.ts'

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
    const { db, clock } = c.get('deps')
    return ok(c, await payOrder(db, c.get('caller').partyId, orderNo, clock.now()))
  })
