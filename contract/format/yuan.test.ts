import { describe, expect, it } from 'vitest'
import { fenToYuan, formatYuan, formatYuanWhole, parseYuan, toFen, yuanText, yuanToFen } from './yuan.ts'

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

describe('yuan and fen conversions', () => {
  it('converts both ways exactly to the fen', () => {
    expect(fenToYuan(1250)).toBe(12.5)
    expect(fenToYuan(1)).toBe(0.01)
    expect(yuanToFen(12.5)).toBe(1250)
    expect(yuanToFen(0.07)).toBe(7)
    expect(yuanToFen(19.99)).toBe(1999)
    expect(yuanToFen(1.005)).toBe(100)
  })

  it('parses typed yuan and refuses what is not an amount', () => {
    expect(parseYuan(' 12.5 ')).toBe(1250)
    expect(parseYuan('0.01')).toBe(1)
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '１２']) expect(parseYuan(bad)).toBeUndefined()
    expect(yuanText(1250)).toBe('12.50')
    expect(yuanText(null)).toBe('')
  })

  it('writes whole yuan for chart axes', () => {
    expect(formatYuanWhole(1234500)).toBe('¥12,345')
    expect(formatYuanWhole(-150)).toBe('-¥2')
    expect(formatYuanWhole(0)).toBe('¥0')
  })
})
