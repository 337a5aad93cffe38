import { describe, expect, it } from 'vitest'
import { formatUnread } from './unread.ts'

describe('formatUnread', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [100000, '99+'],
  ])('%d → %s', (count, text) => {
    expect(formatUnread(count)).toBe(text)
  })

  it('shows 0 for a missing, negative or broken count', () => {
    expect(formatUnread(undefined)).toBe('0')
    expect(formatUnread(null)).toBe('0')
    expect(formatUnread(-3)).toBe('0')
    expect(formatUnread(Number.NaN)).toBe('0')
  })
})
