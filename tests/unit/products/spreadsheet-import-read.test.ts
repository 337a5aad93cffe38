// Import files as people's spreadsheet programs write them, built here by another writer
// (exceljs), read by the spreadsheet module's reader (what the worker runs): number cells as the
// digits they show, leading zeros, dates in any format, headers in the four languages, full-width
// digits, a legacy .xls refused, and the columns found (or left to the user to map).
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { loadSpreadsheets, money, writeWorkbook } from '../../../src/browser/spreadsheet.ts'
import { readCells, SpreadsheetReadError } from '../../../src/browser/spreadsheet-cells.ts'
import { checkRows, findColumns, splitSheet } from '../../../src/machines/products/import-rows.ts'
import { headerNames } from '../../../src/views/products/spreadsheet-import-file.ts'

async function xlsxOf(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook()
  fill(book.addWorksheet('Sheet1'))
  return new Uint8Array(await book.xlsx.writeBuffer())
}

const read = async (bytes: Uint8Array, name = 'file.xlsx', maxRows?: number) =>
  readCells(await loadSpreadsheets(), bytes, name, maxRows ? { maxRows } : {})

describe('reading an import file written by another program', () => {
  it('reads long numbers as their digits and keeps leading zeros shown by the format', async () => {
    const bytes = await xlsxOf((s) => {
      s.addRow(['code', 'tracking'])
      s.addRow(['A', 75312345678901])
      const zero = s.addRow([123, 12.5]).getCell(1)
      zero.numFmt = '000000'
      s.addRow(['B', 0.1 + 0.2])
    })
    expect(await read(bytes)).toEqual([
      ['code', 'tracking'],
      ['A', '75312345678901'],
      ['000123', '12.5'],
      ['B', '0.3'],
    ])
  })

  it('reads dates whatever their format: serials with a date format and text', async () => {
    const bytes = await xlsxOf((s) => {
      s.addRow([new Date(Date.UTC(2026, 10, 27)), '2026-11-27'])
      s.getCell('A1').numFmt = 'd-mmm-yy'
      s.addRow([new Date(Date.UTC(2026, 10, 27, 9, 30))])
      s.getCell('A2').numFmt = 'yyyy/m/d h:mm'
    })
    expect(await read(bytes)).toEqual([['2026-11-27', '2026-11-27'], ['2026-11-27 09:30:00']])
  })

  it('turns full-width digits and spaces into ASCII and undoes the export’s formula escape', async () => {
    const bytes = await xlsxOf((s) => {
      s.addRow(['　ＳＫＵ－１　', '１２'])
      s.addRow(["'-3", "'=1+1"])
    })
    expect(await read(bytes)).toEqual([
      ['SKU-1', '12'],
      ['-3', '=1+1'],
    ])
  })

  it('finds the columns by headers in Chinese, English, Spanish and Japanese, in any order', async () => {
    const files: [string, string][] = [
      ['规格编码', '库存'],
      ['SKU code', 'Stock'],
      ['Código SKU', 'Existencias'],
      ['規格コード', '在庫'],
    ]
    for (const [sku, stock] of files) {
      const bytes = await xlsxOf((s) => {
        s.addRow(['note', stock, sku])
        s.addRow(['x', 5, 'SP1'])
      })
      const names = headerNames('INVENTORY')
      const sheet = splitSheet('INVENTORY', await read(bytes), names)
      const columns = findColumns(sheet, names)
      expect(columns).toEqual({ sku: 2, value: 1 })
      expect(checkRows('INVENTORY', sheet, columns ?? { sku: 0, value: 0 }).send).toEqual([[2, 'SP1', '5']])
    }
  })

  it('leaves unknown headers to the user, and reuses a mapping remembered for the same headers', async () => {
    const names = headerNames('PRICE')
    const sheet = splitSheet(
      'PRICE',
      [
        ['货号', '新价格'],
        ['SP1', '12'],
      ],
      names,
    )
    expect(findColumns(sheet, names)).toBeUndefined()
    const remembered = { header: ['货号', '新价格'], columns: { sku: 0, value: 1 } }
    expect(findColumns(sheet, names, remembered)).toEqual({ sku: 0, value: 1 })
    expect(findColumns(sheet, names, { ...remembered, header: ['other', 'x'] })).toBeUndefined()
  })

  it('reads a csv as written: leading zeros kept, the BOM ignored', async () => {
    const csv = new TextEncoder().encode('\ufeffSKU code,Price (yuan)\n00123,12.50\n')
    expect(await read(csv, 'prices.csv')).toEqual([
      ['SKU code', 'Price (yuan)'],
      ['00123', '12.50'],
    ])
  })

  it('reads a csv in UTF-8 without a BOM, and in GBK as Excel saves "CSV" on a Chinese Windows', async () => {
    const utf8 = new TextEncoder().encode('规格编码,库存\nSP1,5\n')
    expect(await read(utf8, 'stock.csv')).toEqual([
      ['规格编码', '库存'],
      ['SP1', '5'],
    ])
    // "规格编码,库存" in GBK.
    const gbk = new Uint8Array([
      0xb9, 0xe6, 0xb8, 0xf1, 0xb1, 0xe0, 0xc2, 0xeb, 0x2c, 0xbf, 0xe2, 0xb4, 0xe6, 0x0a, 0x53, 0x50, 0x31,
      0x2c, 0x35,
    ])
    expect(await read(gbk, 'stock.csv')).toEqual([
      ['规格编码', '库存'],
      ['SP1', '5'],
    ])
  })

  it('re-reads its own exports: money written as yuan numbers reads back as the same value', async () => {
    const bytes = writeWorkbook(await loadSpreadsheets(), [
      {
        name: 'x',
        rows: [
          ['SKU code', 'Price (yuan)'],
          ['SP1', money(1250)],
          ['-SP2', money(5)],
        ],
      },
    ])
    expect(await read(bytes)).toEqual([
      ['SKU code', 'Price (yuan)'],
      ['SP1', '12.5'],
      ['-SP2', '0.05'],
    ])
  })

  it('refuses a legacy .xls with its own reason and a file over the row limit before reading it', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    await expect(read(ole, 'old.xls')).rejects.toEqual(new SpreadsheetReadError('legacyXls'))
    const big = await xlsxOf((s) => {
      s.addRow(['SKU code', 'Stock'])
      for (let i = 0; i < 30; i++) s.addRow([`S${i}`, i])
    })
    await expect(read(big, 'big.xlsx', 20)).rejects.toMatchObject({ reason: 'tooManyRows' })
    expect(await read(big, 'big.xlsx', 30)).toHaveLength(31)
  })
})
