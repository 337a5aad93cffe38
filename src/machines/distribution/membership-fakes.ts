// Open-membership answers for the machine tests (only tests import this file).
import type { MembershipState, PaidVipOrder, VipOrder } from '../../../contract/distribution-setup.schema.ts'

/** A basic-tier distribution merchant with the basic and pro plans on offer. */
export const fakeMembership: MembershipState = {
  tier: 'DISTRIBUTIONBASE',
  vipName: '分销基础版',
  thruDate: '2027-11-20T02:00:00.000Z',
  memberCap: 300,
  plans: [
    {
      code: 'BASE',
      name: '分销基础版',
      tier: 'DISTRIBUTIONBASE',
      price: 198000,
      months: 12,
      memberCap: 300,
      description: '',
    },
    {
      code: 'PRO',
      name: '分销旗舰版',
      tier: 'DISTRIBUTIONPRO',
      price: 598000,
      months: 12,
      memberCap: null,
      description: '',
    },
  ],
}

/** A pending order for the pro plan, and the same order paid. */
export function fakeVipOrders(orderNo = 'VIP1'): { order: VipOrder; paid: PaidVipOrder } {
  const order: VipOrder = {
    orderNo,
    planCode: 'PRO',
    planName: '分销旗舰版',
    tier: 'DISTRIBUTIONPRO',
    months: 12,
    amount: 598000,
    status: 'PENDING',
    createdAt: '2026-11-20T02:00:00.000Z',
    paidAt: null,
  }
  const paid: PaidVipOrder = {
    ...order,
    status: 'PAID',
    paidAt: '2026-11-20T02:05:00.000Z',
    tierAfter: 'DISTRIBUTIONPRO',
    thruDate: '2027-11-20T02:05:00.000Z',
  }
  return { order, paid }
}
