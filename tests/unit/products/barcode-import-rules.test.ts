import { describe, expect, it } from 'vitest'
import {
  barcodeFormat,
  barcodeProblem,
  ean13CheckDigit,
  parseImportValue,
} from '../../../contract/product-setup.constants.ts'

describe('barcode rule (server and browser)', () => {
  it('verifies the EAN-13 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1)
    expect(barcodeProblem('4006381333931')).toBeUndefined()
    expect(barcodeProblem('4006381333932')).toBe('badCheckDigit')
    expect(barcodeFormat('4006381333931')).toBe('EAN13')
  })
  it('takes printable ASCII as Code 128 and refuses the rest', () => {
    expect(barcodeProblem('ABC-12 3')).toBeUndefined()
    expect(barcodeFormat('12345678')).toBe('CODE128')
    expect(barcodeProblem('条码')).toBe('badCharacters')
    expect(barcodeProblem(' A')).toBe('badCharacters')
    expect(barcodeProblem('A'.repeat(49))).toBe('tooLong')
    expect(barcodeProblem('')).toBeUndefined()
  })
})

describe('import values', () => {
  it('reads stock as a whole number and prices as yuan with at most two decimals', () => {
    expect(parseImportValue('INVENTORY', ' 12 ')).toEqual({ value: 12 })
    expect(parseImportValue('INVENTORY', '1.0')).toEqual({ value: 1 })
    expect(parseImportValue('INVENTORY', '1.5')).toEqual({ problem: 'notWholeNumber' })
    expect(parseImportValue('INVENTORY', '-3')).toEqual({ problem: 'negative' })
    expect(parseImportValue('INVENTORY', '１２　')).toEqual({ value: 12 })
    expect(parseImportValue('INVENTORY', '')).toEqual({ problem: 'missingValue' })
    expect(parseImportValue('INVENTORY', '1'.repeat(21))).toEqual({ problem: 'valueTooLong' })
    expect(parseImportValue('PRICE', '¥1,234.50')).toEqual({ value: 123_450 })
    expect(parseImportValue('PRICE', 'twelve')).toEqual({ problem: 'badNumber' })
    expect(parseImportValue('INVENTORY', '10000000')).toEqual({ problem: 'outOfRange' })
    expect(parseImportValue('PRICE', '12.5')).toEqual({ value: 1250 })
    expect(parseImportValue('PRICE', '0.07')).toEqual({ value: 7 })
    expect(parseImportValue('PRICE', '1.234')).toEqual({ problem: 'tooManyDecimals' })
    expect(parseImportValue('DIS_PRICE', '-1')).toEqual({ problem: 'negative' })
    expect(parseImportValue('PRICE', '10000000')).toEqual({ problem: 'outOfRange' })
  })
})
