// Fakes shared by the machine tests (not part of the app bundle: nothing in src imports it).
import type { MembershipState, PaidVipOrder, VipOrder } from '../../../contract/distribution-setup.schema.ts'
import type { ChatRecordItem } from '../../../contract/messages.schema.ts'
import type { UserInfo } from '../../../contract/session.schema.ts'

export function fakeUser(over: Partial<UserInfo> = {}): UserInfo {
  return {
    roles: ['TRADEBASE'],
    name: 'Trade Base',
    avatar: '',
    userLoginId: 'tradebase',
    partyId: 'P1',
    vipName: '',
    vipCode: '',
    thruDate: null,
    fromDate: null,
    mesNum: 0,
    erpInfoId: '0',
    indexPageNum: 0,
    carouselNum: 0,
    ...over,
  }
}

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

/** A text chat record. */
export function fakeChatRecord(id: string, direction: 'IN' | 'OUT', content: string): ChatRecordItem {
  return { id, direction, contentType: 'TEXT', content, time: '2026-11-20T01:00:00.000Z', isRead: 1 }
}
