// Where a business notice leads, from the bell and from the network's notices page.
import { describe, expect, it } from 'vitest'
import { busiNoticePath } from '../../../src/views/messages/notice-paths.ts'

describe('busiNoticePath', () => {
  it('opens a card-exchange application on its page, friend applications on the friend list', () => {
    expect(busiNoticePath({ type: 'APPLY', refType: 'EXCHANGE_APPLY', refId: '12' })).toBe(
      '/exchange-certificate/exchangeApplyDetail?id=12',
    )
    expect(busiNoticePath({ type: 'APPLY', refType: 'FRIEND_APPLY', refId: '3' })).toBe(
      '/business-opportunities/busiFriendList',
    )
    expect(busiNoticePath({ type: 'APPLY', refType: '', refId: '' })).toBe(
      '/business-opportunities/busiFriendList',
    )
    expect(busiNoticePath({ type: 'DIS', refType: 'COOPERATION', refId: '5' })).toBe(
      '/distribution-management/cooperation',
    )
  })
})
