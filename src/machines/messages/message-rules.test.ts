import { describe, expect, it } from 'vitest'
import { chatRecordPath, messageCentrePath, messageRowActions, tabFromSearch } from './message-rules.ts'

describe('message centre rules', () => {
  it('opens the tab the address names, else system notices', () => {
    expect(tabFromSearch('?tab=BUSI')).toBe('BUSI')
    expect(tabFromSearch('tab=INFO')).toBe('INFO')
    expect(tabFromSearch('?tab=OTHER')).toBe('NOTICE')
    expect(tabFromSearch('')).toBe('NOTICE')
  })

  it('addresses the centre by tab and a chat by friend', () => {
    expect(messageCentrePath('INFO')).toBe('/message/index?tab=INFO')
    const chat = chatRecordPath('a b&c')
    expect(chat.split('?')[0]).toBe('/message/chatRecord')
    expect(new URLSearchParams(chat.split('?')[1]).get('partyId')).toBe('a b&c')
  })

  it('offers marking read only on an unread message', () => {
    expect(messageRowActions({ isRead: 0, refType: 'NOTICE', partyId: '' }).markRead).toBe(true)
    expect(messageRowActions({ isRead: 1, refType: 'NOTICE', partyId: '' }).markRead).toBe(false)
  })

  it('offers opening the chat only on a friend’s chat message', () => {
    expect(messageRowActions({ isRead: 1, refType: 'CHAT', partyId: 'p1' }).chatPartyId).toBe('p1')
    expect(messageRowActions({ isRead: 1, refType: 'CHAT', partyId: '' }).chatPartyId).toBeUndefined()
    expect(messageRowActions({ isRead: 0, refType: 'NOTICE', partyId: 'p1' }).chatPartyId).toBeUndefined()
  })
})
