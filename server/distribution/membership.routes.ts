// Open membership (buyVipMember, vipOrderConfig). prepareOpenVipOrder is SPEC.md's call;
// getOpenVipInfo, getOpenVipOrder and payOpenVipOrder are ours (docs/api.md): the plan list,
// the order to confirm, and the simulated payment that changes the tier on the server.
import { Hono } from 'hono'
import { prepareOpenVipOrderRequest, vipOrderRequest } from '../../contract/distribution-setup.schema.ts'
import { SUB_ACCOUNT_ROLES } from '../../contract/roles.ts'
import type { AppEnv } from '../app-env.ts'
import { payload } from './distribution-input.ts'
import { ok } from '../http/envelope.ts'
import { distributionGuard } from './distribution-guard.ts'
import { ApiError } from '../http/api-error.ts'
import { createMiddleware } from 'hono/factory'
import { findOrder, membershipState, payOrder, prepareOrder } from './membership.repository.ts'

/** Buying a plan is the merchant's decision: sub-accounts may look but not order or pay. */
const merchantOnly = createMiddleware<AppEnv>(async (c, next) => {
  const caller = c.get('caller')
  if (caller.roles.some((r) => (SUB_ACCOUNT_ROLES as readonly string[]).includes(r))) {
    c.get('deps').log({ kind: 'authz.refused', detail: { path: c.req.path, user: caller.userLoginId } })
    throw ApiError.forbidden('only the merchant account can buy a membership')
  }
  await next()
})

export const membershipRoutes = new Hono<AppEnv>()
  .post('/getOpenVipInfo', distributionGuard, async (c) =>
    ok(c, await membershipState(c.get('deps').db, c.get('caller').partyId)),
  )
  .post('/prepareOpenVipOrder', distributionGuard, merchantOnly, async (c) => {
    const { planCode } = await payload(c, prepareOpenVipOrderRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await prepareOrder(db, c.get('caller'), planCode, clock.now()))
  })
  .post('/getOpenVipOrder', distributionGuard, async (c) => {
    const { orderNo } = await payload(c, vipOrderRequest)
    return ok(c, await findOrder(c.get('deps').db, c.get('caller').partyId, orderNo))
  })
  .post('/payOpenVipOrder', distributionGuard, merchantOnly, async (c) => {
    const { orderNo } = await payload(c, vipOrderRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await payOrder(db, c.get('caller').partyId, orderNo, clock.now()))
  })
