// The browser's checks of the freight form, the barcode grid and the import rows: the same
// rules as the contract, so most mistakes are refused at the field before a call.
import { describe, expect, it } from 'vitest'
import { barcodeGridErrors, changedBarcodes } from '../../../src/machines/products/barcode-form.ts'
import {
  blankRule,
  emptyFreight,
  freightRequest,
  validateFreight,
} from '../../../src/machines/products/freight-form.ts'
import { checkRows, splitSheet } from '../../../src/machines/products/import-rows.ts'

describe('barcode grid', () => {
  const rows = [
    { skuId: '1', barCode: '4006381333931' },
    { skuId: '2', barCode: '' },
    { skuId: '3', barCode: 'OLD' },
  ]
  it('refuses a wrong check digit at the edited SKU', () => {
    expect(barcodeGridErrors(rows, new Map([['2', '4006381333932']]))).toEqual(
      new Map([['2', 'badCheckDigit']]),
    )
  })
  it('flags a code used twice on screen before saving', () => {
    expect(barcodeGridErrors(rows, new Map([['2', '4006381333931']]))).toEqual(new Map([['2', 'duplicate']]))
    expect(barcodeGridErrors(rows, new Map([['2', 'NEW-1']]))).toEqual(new Map())
  })
  it('sends only codes that changed', () => {
    expect(
      changedBarcodes(
        rows,
        new Map([
          ['3', ' OLD '],
          ['2', 'X1'],
        ]),
      ),
    ).toEqual([{ skuId: '2', barCode: 'X1' }])
  })
})

describe('freight form', () => {
  it('needs a name, provinces on every extra rule, fees in range; sends fen', () => {
    const v = { ...emptyFreight(), rules: [blankRule('PIECE'), blankRule('PIECE')] }
    expect(validateFreight(v)).toMatchObject({
      name: { reason: 'required' },
      'rules.1.regionIds': { reason: 'chooseRegions' },
    })
    const ok = {
      ...emptyFreight(),
      name: '按件',
      rules: [
        { ...blankRule('PIECE'), firstFee: 8.5, extraFee: 2, freeOver: 99 },
        blankRule('PIECE', ['650000']),
      ],
    }
    expect(validateFreight(ok)).toEqual({})
    expect(freightRequest(ok, '5').rules[0]).toEqual({
      regionIds: [],
      firstUnits: 1,
      firstFee: 850,
      extraUnits: 1,
      extraFee: 200,
      freeOverAmount: 9900,
    })
    expect(validateFreight({ ...ok, rules: [{ ...blankRule('PIECE'), firstFee: -1 }] })).toMatchObject({
      'rules.0.firstFee': { reason: 'range' },
    })
    expect(
      validateFreight({
        ...ok,
        rules: [blankRule('PIECE'), blankRule('PIECE', ['1']), blankRule('PIECE', ['1'])],
      }),
    ).toMatchObject({
      'rules.2.regionIds': { reason: 'regionTwice' },
    })
  })
})

describe('import rows', () => {
  const names = { sku: ['skuCode', 'SKU 编码'], value: ['price', '售价（元）'] }
  it('drops the header and blank rows and keeps the file’s line numbers', () => {
    const sheet = splitSheet(
      'PRICE',
      [['skuCode', 'price'], ['SP1', '12.5'], [], ['', ''], [' SP2 ', '3']],
      names,
    )
    expect(checkRows('PRICE', sheet, { sku: 0, value: 1 }).send).toEqual([
      [2, 'SP1', '12.5'],
      [5, 'SP2', '3'],
    ])
  })
  it('reads a file without a header from its first line', () => {
    const sheet = splitSheet('PRICE', [['SP1', '12.5']], names)
    expect(sheet).toEqual({ header: [], firstLine: 1, body: [['SP1', '12.5']] })
  })
  it('refuses each bad row with its own reason, duplicates across the whole file included', () => {
    const sheet = splitSheet(
      'INVENTORY',
      [
        ['SKU 编码', '库存'],
        ['A', '-3'],
        ['B', '2.5'],
        ['C', ''],
        ['', '4'],
        ['D', '12'],
        ['D', '13'],
        ['X'.repeat(65), '1'],
        ['E', '１２'],
      ],
      { sku: ['SKU 编码'], value: ['库存'] },
    )
    const checked = checkRows('INVENTORY', sheet, { sku: 0, value: 1 })
    expect(checked.problems.map((p) => [p.line, p.problem])).toEqual([
      [2, 'negative'],
      [3, 'notWholeNumber'],
      [4, 'missingValue'],
      [5, 'missingSku'],
      [7, 'duplicateRow'],
      [8, 'skuTooLong'],
    ])
    expect(checked.send).toEqual([
      [6, 'D', '12'],
      [9, 'E', '１２'],
    ])
    expect(checked.all).toHaveLength(8)
  })
})
