// The business security deposit (buyBusiSecurity): the BUSI_SECURITY plan of vip_plan, bought
// through a vip_order like a membership and paid by the same simulated provider (docs/security.md,
// Payments). Paying it marks the merchant's business profile security_paid; it never touches
// the merchant's tier.
import { orderNumber } from '../shared/order-number.ts'
import type { BusiSecurityInfo, BusiSecurityOrder } from '../../contract/business-profile.schema.ts'
import { BUSI_SECURITY_KIND } from '../../contract/business-profile.constants.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { lockTenant } from '../shared/tenant-lock.ts'

async function securityPlan(db: Db) {
  return db
    .selectFrom('vip_plan')
    .selectAll()
    .where('kind', '=', BUSI_SECURITY_KIND)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('code')
    .executeTakeFirst()
}

function orderQuery(db: Db, partyId: string) {
  return db
    .selectFrom('vip_order as o')
    .innerJoin('vip_plan as p', 'p.code', 'o.plan_code')
    .select([
      'o.id',
      'o.order_no',
      'o.plan_code',
      'o.amount',
      'o.status',
      'o.created_at',
      'o.paid_at',
      'p.name',
      'p.tier',
      'p.months',
    ])
    .where('o.party_id', '=', partyId)
    .where('p.kind', '=', BUSI_SECURITY_KIND)
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>

const toOrder = (o: OrderRow): BusiSecurityOrder => ({
  orderNo: o.order_no,
  planCode: o.plan_code,
  planName: o.name,
  tier: o.tier,
  months: o.months,
  amount: o.amount,
  status: o.status as BusiSecurityOrder['status'],
  createdAt: o.created_at,
  paidAt: o.paid_at,
})

export async function securityInfo(db: Db, partyId: string): Promise<BusiSecurityInfo> {
  const profile = await db
    .selectFrom('busi_profile')
    .select('security_paid')
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  const plan = await securityPlan(db)
  const paid = await orderQuery(db, partyId)
    .where('o.status', '=', 'PAID')
    .orderBy('o.paid_at', 'desc')
    .orderBy('o.id', 'desc')
    .executeTakeFirst()
  return {
    securityPaid: profile?.security_paid ? 1 : 0,
    hasProfile: profile !== undefined,
    plan: plan
      ? {
          code: plan.code,
          name: plan.name,
          price: plan.price,
          months: plan.months,
          description: plan.description,
        }
      : null,
    paidOrder: paid ? toOrder(paid) : null,
  }
}

/**
 * The merchant's open (PENDING) deposit order at the plan's current price, made once: calling
 * again answers the same order (issue 36), and two calls at once take turns (the party lock).
 * Needs a profile; refused once paid.
 */
export async function prepareSecurityOrder(
  db: Db,
  caller: { partyId: string; userLoginId: string },
  now: Date,
): Promise<BusiSecurityOrder> {
  return db.transaction().execute(async (trx) => {
    await lockTenant(trx, caller.partyId)
    const info = await securityInfo(trx, caller.partyId)
    if (!info.hasProfile) throw ApiError.conflict('businessProfile.profileRequired')
    if (info.securityPaid) throw ApiError.conflict('businessProfile.securityAlreadyPaid')
    if (!info.plan) throw ApiError.notFound('businessProfile.noSecurityPlan')
    const open = await orderQuery(trx, caller.partyId)
      .where('o.status', '=', 'PENDING')
      .where('o.plan_code', '=', info.plan.code)
      .where('o.amount', '=', info.plan.price)
      .orderBy('o.id', 'desc')
      .executeTakeFirst()
    if (open) return toOrder(open)
    const orderNo = orderNumber('BS', now)
    await trx
      .insertInto('vip_order')
      .values({
        party_id: caller.partyId,
        order_no: orderNo,
        plan_code: info.plan.code,
        amount: info.plan.price,
        status: 'PENDING',
        user_login_id: caller.userLoginId,
        created_at: now.toISOString(),
        paid_at: null,
      })
      .execute()
    return toOrder(
      await orderQuery(trx, caller.partyId).where('o.order_no', '=', orderNo).executeTakeFirstOrThrow(),
    )
  })
}

export async function findSecurityOrder(
  db: Db,
  partyId: string,
  orderNo: string,
): Promise<BusiSecurityOrder> {
  const row = await orderQuery(db, partyId).where('o.order_no', '=', orderNo).executeTakeFirst()
  if (!row) throw ApiError.notFound('membership.noSuchOrder')
  return toOrder(row)
}

/**
 * Settles a pending deposit order inside the caller's transaction: the order is paid and the
 * profile shows the deposit. The simulated payment of the demo and a verified provider
 * notification (paymentNotify) both come here.
 */
export async function settleSecurityOrder(
  trx: Db,
  partyId: string,
  orderId: number,
  nowIso: string,
): Promise<void> {
  const paid = await trx
    .updateTable('vip_order')
    .set({ status: 'PAID', paid_at: nowIso })
    .where('party_id', '=', partyId)
    .where('id', '=', orderId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  if (Number(paid.numUpdatedRows) !== 1) throw ApiError.conflict('membership.notAwaitingPayment')
  const marked = await trx
    .updateTable('busi_profile')
    .set({ security_paid: 1, updated_at: nowIso })
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  if (Number(marked.numUpdatedRows) !== 1) throw ApiError.conflict('businessProfile.profileRequired')
}

/** The simulated provider's payment: the order is paid and the profile shows the deposit. */
export async function paySecurityOrder(
  db: Db,
  partyId: string,
  orderNo: string,
  now: Date,
): Promise<BusiSecurityOrder> {
  return db.transaction().execute(async (trx) => {
    const row = await orderQuery(trx, partyId).where('o.order_no', '=', orderNo).executeTakeFirst()
    if (!row) throw ApiError.notFound('membership.noSuchOrder')
    const nowIso = now.toISOString()
    await settleSecurityOrder(trx, partyId, row.id, nowIso)
    return toOrder({ ...row, status: 'PAID', paid_at: nowIso })
  })
}
