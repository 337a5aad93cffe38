// Open membership (buyVipMember, vipOrderConfig): sellable plans from vip_plan, membership
// orders (vip_order) and the tier change on payment (party.tier and the merchant's role,
// e.g. DISTRIBUTIONBASE → DISTRIBUTIONPRO, which lifts the 300-member cap).
import { orderNumber } from '../shared/order-number.ts'
import { memberCapOf } from './member-writes.repository.ts'
import type {
  PaymentNotification,
  PaymentNotifyAnswer,
  MembershipState,
  PaidVipOrder,
  VipOrder,
  VipPlanItem,
} from '../../contract/distribution-setup.schema.ts'
import { BUSI_SECURITY_KIND } from '../../contract/business-profile.constants.ts'
import { settleSecurityOrder } from '../business-network/business-security.repository.ts'
import type { Db } from '../db/schema.ts'
import { settleOrderNotification } from '../purchases/purchases.repository.ts'
import { ApiError } from '../http/api-error.ts'

/** Merchant tiers a membership can move between, lowest first. */
const TIER_ORDER = ['TRADEBASE', 'DISTRIBUTIONBASE', 'DISTRIBUTIONPRO'] as const

function tierRank(tier: string | null): number {
  return TIER_ORDER.indexOf((tier ?? '') as (typeof TIER_ORDER)[number])
}

async function partyOf(db: Db, partyId: string) {
  return db
    .selectFrom('party')
    .select(['tier', 'vip_name', 'from_date', 'thru_date'])
    .where('id', '=', partyId)
    .executeTakeFirstOrThrow()
}

/** Plans this merchant may buy: VIP plans for its own tier (renewal) or a higher one. */
async function offeredPlans(db: Db, tier: string | null): Promise<VipPlanItem[]> {
  const rank = tierRank(tier)
  if (rank < 0) return []
  const rows = await db
    .selectFrom('vip_plan')
    .selectAll()
    .where('kind', '=', 'VIP')
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('code')
    .execute()
  return rows
    .filter((p) => tierRank(p.tier) >= rank)
    .map((p) => ({
      code: p.code,
      name: p.name,
      tier: p.tier,
      price: p.price,
      months: p.months,
      memberCap: p.member_cap,
      description: p.description,
    }))
}

export async function membershipState(db: Db, partyId: string): Promise<MembershipState> {
  const party = await partyOf(db, partyId)
  return {
    tier: party.tier,
    vipName: party.vip_name,
    thruDate: party.thru_date,
    // The same rule distributionRequestConfirm answers LIMIT by.
    memberCap: await memberCapOf(db, partyId),
    plans: await offeredPlans(db, party.tier),
  }
}

function toVipOrder(
  o: {
    order_no: string
    plan_code: string
    amount: number
    status: string
    created_at: string
    paid_at: string | null
  },
  plan: { name: string; tier: string | null; months: number },
): VipOrder {
  return {
    orderNo: o.order_no,
    planCode: o.plan_code,
    planName: plan.name,
    tier: plan.tier,
    months: plan.months,
    amount: o.amount,
    status: o.status as VipOrder['status'],
    createdAt: o.created_at,
    paidAt: o.paid_at,
  }
}

export async function prepareOrder(
  db: Db,
  caller: { partyId: string; userLoginId: string },
  planCode: string,
  now: Date,
): Promise<VipOrder> {
  const party = await partyOf(db, caller.partyId)
  const plan = (await offeredPlans(db, party.tier)).find((p) => p.code === planCode)
  if (!plan) throw ApiError.invalidInput('planCode', 'notOffered')
  const nowIso = now.toISOString()
  const orderNo = orderNumber('VIP', now)
  const row = {
    party_id: caller.partyId,
    order_no: orderNo,
    plan_code: plan.code,
    // The price is fixed when the order is made; a later price change does not touch it.
    amount: plan.price,
    status: 'PENDING',
    user_login_id: caller.userLoginId,
    created_at: nowIso,
    paid_at: null,
  }
  await db.insertInto('vip_order').values(row).execute()
  return toVipOrder(row, plan)
}

async function findOrderRow(db: Db, partyId: string, orderNo: string) {
  const row = await db
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
      'p.kind',
    ])
    .where('o.party_id', '=', partyId)
    .where('o.order_no', '=', orderNo)
    .executeTakeFirst()
  if (!row) throw ApiError.notFound('membership.noSuchOrder')
  return row
}

export async function findOrder(db: Db, partyId: string, orderNo: string): Promise<VipOrder> {
  const row = await findOrderRow(db, partyId, orderNo)
  return toVipOrder(row, row)
}

function addMonths(iso: string, months: number): string {
  const d = new Date(iso)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString()
}

type OrderRow = Awaited<ReturnType<typeof findOrderRow>>

/**
 * Settles a PENDING order: marks it paid and moves the merchant to the plan's tier in the
 * caller's transaction (party.tier, vip data, and the role of the merchant's own logins).
 */
async function settle(trx: Db, partyId: string, order: OrderRow, now: Date): Promise<PaidVipOrder> {
  const party = await partyOf(trx, partyId)
  const target = order.tier ?? party.tier
  if (!target || tierRank(target) < tierRank(party.tier)) throw ApiError.conflict('membership.lowersTier')
  const nowIso = now.toISOString()
  // A renewal extends the current term; an upgrade starts a new one today.
  const renewal = target === party.tier
  const start = renewal && party.thru_date && party.thru_date > nowIso ? party.thru_date : nowIso
  const thruDate = addMonths(start, order.months)

  const paid = await trx
    .updateTable('vip_order')
    .set({ status: 'PAID', paid_at: nowIso })
    .where('party_id', '=', partyId)
    .where('id', '=', order.id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  if (Number(paid.numUpdatedRows) !== 1) throw ApiError.conflict('membership.notAwaitingPayment')
  await trx
    .updateTable('party')
    .set({
      tier: target,
      vip_code: target,
      vip_name: order.name,
      from_date: renewal ? party.from_date : nowIso,
      thru_date: thruDate,
      updated_at: nowIso,
    })
    .where('id', '=', partyId)
    .execute()
  if (!renewal && party.tier) {
    // The merchant's own logins carry the tier as their role; sub-accounts keep theirs.
    const logins = await trx
      .selectFrom('user_login as u')
      .innerJoin('user_role as r', 'r.user_login_id', 'u.id')
      .select('u.id')
      .where('u.party_id', '=', partyId)
      .where('u.is_sub_account', '=', 0)
      .where('r.role', '=', party.tier)
      .execute()
    for (const login of logins) {
      await trx
        .updateTable('user_role')
        .set({ role: target })
        .where('user_login_id', '=', login.id)
        .where('role', '=', party.tier)
        .execute()
    }
  }
  return {
    ...toVipOrder({ ...order, status: 'PAID', paid_at: nowIso }, order),
    tierAfter: target,
    thruDate,
  }
}

/** The simulated provider's payment (the demo database only): the buyer's own call settles. */
export async function payOrder(db: Db, partyId: string, orderNo: string, now: Date): Promise<PaidVipOrder> {
  return db.transaction().execute(async (trx) => {
    const order = await findOrderRow(trx, partyId, orderNo)
    if (order.status !== 'PENDING') throw ApiError.conflict('membership.notAwaitingPayment')
    return settle(trx, partyId, order, now)
  })
}

/**
 * A verified provider notification: settles its order once. A notification already applied, or
 * one for an order already paid, changes nothing and says so; an amount other than the order's
 * is refused.
 */
export async function settleNotification(
  db: Db,
  notification: PaymentNotification,
  now: Date,
): Promise<PaymentNotifyAnswer> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .selectFrom('payment_notification')
      .select('order_no')
      .where('notify_id', '=', notification.notifyId)
      .executeTakeFirst()
    const owner = await trx
      .selectFrom('vip_order')
      .select('party_id')
      .where('order_no', '=', notification.orderNo)
      .executeTakeFirst()
    if (!owner) {
      // Not a membership: a sales order the buyer pays through the provider (My purchases).
      if (seen) return { orderNo: notification.orderNo, status: 'PAID', duplicate: true }
      const sale = await settleOrderNotification(trx, notification, now.toISOString())
      if (!sale) throw ApiError.notFound('membership.noSuchOrder')
      if (!sale.duplicate)
        await trx
          .insertInto('payment_notification')
          .values({
            notify_id: notification.notifyId,
            party_id: sale.partyId,
            order_no: notification.orderNo,
            amount: notification.amount,
            received_at: now.toISOString(),
          })
          .execute()
      return { orderNo: notification.orderNo, status: 'PAID', duplicate: sale.duplicate }
    }
    const order = await findOrderRow(trx, owner.party_id, notification.orderNo)
    if (seen || order.status === 'PAID')
      return {
        orderNo: order.order_no,
        status: order.status as PaymentNotifyAnswer['status'],
        duplicate: true,
      }
    if (order.status !== 'PENDING') throw ApiError.conflict('membership.notAwaitingPayment')
    if (notification.amount !== order.amount) throw ApiError.invalidInput('amount', 'notOrderAmount')
    await trx
      .insertInto('payment_notification')
      .values({
        notify_id: notification.notifyId,
        party_id: owner.party_id,
        order_no: order.order_no,
        amount: notification.amount,
        received_at: now.toISOString(),
      })
      .execute()
    // A business security deposit marks the profile; a membership changes the tier.
    if (order.kind === BUSI_SECURITY_KIND)
      await settleSecurityOrder(trx, owner.party_id, order.id, now.toISOString())
    else await settle(trx, owner.party_id, order, now)
    return { orderNo: order.order_no, status: 'PAID', duplicate: false }
  })
}
