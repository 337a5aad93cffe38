// Batch shipping from a sheet written by a spreadsheet program (here exceljs): a tracking number
// stored as a number cell reads as its digits, and carriers are known by the names merchants
// type as well as by their codes.
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { carrierCodeOf } from '../../../contract/orders.constants.ts'
import { loadSpreadsheets } from '../../../src/browser/spreadsheet.ts'
import { readCells } from '../../../src/browser/spreadsheet-cells.ts'
import { rowsFromSheet } from '../../../src/machines/orders/batch-rows.ts'

describe('batch shipping sheet', () => {
  it('reads a numeric tracking number as its digits, not 7.53E+13', async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('发货')
    sheet.addRow(['订单号', '快递公司', '快递单号'])
    sheet.addRow(['DD202611200001', '顺丰速运', 75312345678901])
    const bytes = new Uint8Array(await book.xlsx.writeBuffer())
    const cells = readCells(await loadSpreadsheets(), bytes, 'ship.xlsx')
    expect(rowsFromSheet(cells)).toEqual([
      { orderNo: 'DD202611200001', carrierCode: '顺丰速运', trackingNo: '75312345678901' },
    ])
  })

  it('knows carriers by code and by the names merchants type', () => {
    expect(carrierCodeOf('顺丰速运')).toBe('SF')
    expect(carrierCodeOf('中通')).toBe('ZTO')
    expect(carrierCodeOf(' sf ')).toBe('SF')
    expect(carrierCodeOf('ＳＦ')).toBe('SF')
    expect(carrierCodeOf('Yunda Express')).toBe('YD')
    expect(carrierCodeOf('中国邮政EMS')).toBe('EMS')
    expect(carrierCodeOf('京东')).toBe('JD')
    expect(carrierCodeOf('德邦')).toBe('德邦')
  })
})
