import { describe, expect, it } from 'vitest'
import { hasEarlierRecords, peerNameOf, scrollAfterUpdate, sentByMe } from './chat-rules.ts'

const ids = (...list: string[]) => list.map((id) => ({ id }))

describe('chat rules', () => {
  it('names the open conversation after its friend, and nothing before the friends are known', () => {
    const threads = [
      { partyId: 'p1', partyLogoUrl: '', groupName: '华东五金', replyTime: '', lastContent: '', unread: 0 },
    ]
    expect(peerNameOf(threads, 'p1')).toBe('华东五金')
    expect(peerNameOf(threads, 'p2')).toBe('')
    expect(peerNameOf([], undefined)).toBe('')
  })

  it('tells the merchant’s own records from the friend’s', () => {
    expect(sentByMe({ direction: 'OUT' })).toBe(true)
    expect(sentByMe({ direction: 'IN' })).toBe(false)
  })

  it('offers earlier messages only while the server holds more than are shown', () => {
    expect(hasEarlierRecords(30, 31)).toBe(true)
    expect(hasEarlierRecords(31, 31)).toBe(false)
  })

  it('opens a conversation at its newest message', () => {
    expect(scrollAfterUpdate([], ids('r1', 'r2', 'r3'))).toBe('newest')
  })

  it('shows a message that was sent or arrived', () => {
    expect(scrollAfterUpdate(ids('r1', 'r2'), ids('r1', 'r2', 'r3'))).toBe('newest')
  })

  it('keeps the reader’s place when earlier messages load above', () => {
    expect(scrollAfterUpdate(ids('r3', 'r4'), ids('r1', 'r2', 'r3', 'r4'))).toBe('keepPosition')
  })

  it('does not move the reader when a record is deleted or nothing changed', () => {
    expect(scrollAfterUpdate(ids('r1', 'r2', 'r3'), ids('r1', 'r2'))).toBe('none')
    expect(scrollAfterUpdate(ids('r1', 'r2', 'r3'), ids('r2', 'r3'))).toBe('none')
    expect(scrollAfterUpdate(ids('r1', 'r2'), ids('r1', 'r2'))).toBe('none')
    expect(scrollAfterUpdate(ids('r1'), [])).toBe('none')
  })
})
