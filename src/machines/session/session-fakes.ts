// A signed-in user for the machine tests (only tests import this file).
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
    permissions: null,
    deniedPages: [],
    ...over,
  }
}
