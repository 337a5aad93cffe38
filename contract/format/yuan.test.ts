import { describe, expect, it } from 'vitest'
import { formatYuan, toFen } from './yuan.ts'

describe('formatYuan', () => {
  it.each([
    [0, '¥0.00'],
    [1, '¥0.01'],
    [10, '¥0.10'],
    [99, '¥0.99'],
    [100, '¥1.00'],
    [123450, '¥1,234.50'],
    [100000, '¥1,000.00'],
    [99999999, '¥999,999.99'],
    [123456789012, '¥1,234,567,890.12'],
    [-5, '-¥0.05'],
    [-123450, '-¥1,234.50'],
    [-100000000, '-¥1,000,000.00'],
  ])('%d fen → %s', (fen, text) => {
    expect(formatYuan(fen)).toBe(text)
  })

  it('rounds a fraction of a fen instead of printing float noise', () => {
    expect(formatYuan(0.1 + 0.2)).toBe('¥0.00')
    expect(formatYuan(1234.5)).toBe('¥12.35')
    expect(formatYuan(-1234.5)).toBe('-¥12.35')
    expect(formatYuan(-0.4)).toBe('¥0.00')
  })

  it('prints the largest safe amount exactly', () => {
    expect(formatYuan(Number.MAX_SAFE_INTEGER)).toBe('¥90,071,992,547,409.91')
  })

  it('refuses what is not an amount', () => {
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError)
    expect(() => formatYuan(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => toFen(2 ** 60)).toThrow(RangeError)
  })
})
