// The exports' one convention, read back by another library (exceljs) the way a spreadsheet
// program opens the file: numbers are numbers, money is yuan with a number format, instants
// are dates on the business wall clock, formula-looking text is escaped, names are safe.
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import {
  businessSerial,
  day,
  escapeFormula,
  instant,
  loadSpreadsheets,
  MONEY_FORMAT,
  money,
  safeSheetName,
  type SheetRow,
  writeWorkbook,
} from '../../../src/browser/spreadsheet.ts'
import { orderSheetRows } from '../../../src/views/orders/order-export.ts'
import type { OrderExportRow } from '../../../contract/orders.schema.ts'

async function readBack(rows: SheetRow[], name = 'Sheet') {
  const bytes = writeWorkbook(await loadSpreadsheets(), [{ name, rows }])
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
  const sheet = book.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  return sheet
}

describe('writing a spreadsheet', () => {
  it('writes money as yuan numbers with two decimals and a number format, so a SUM adds up', async () => {
    const sheet = await readBack([['amount'], [money(392_600)], [money(5)], [money(0)]])
    expect(sheet.getCell('A2').value).toBe(3926)
    expect(sheet.getCell('A3').value).toBe(0.05)
    expect(sheet.getCell('A2').numFmt).toBe(MONEY_FORMAT)
    expect(sheet.getCell('A4').value).toBe(0)
  })

  it('writes instants as dates on the business wall clock (UTC+8), whatever the reader zone', async () => {
    const sheet = await readBack([[instant('2026-11-20T17:30:00.000Z'), day('2026-10-15'), instant(null)]])
    const a1 = sheet.getCell('A1')
    // exceljs reads a date cell as a Date whose UTC fields are the wall clock the cell shows.
    expect(a1.value).toBeInstanceOf(Date)
    expect((a1.value as Date).toISOString()).toBe('2026-11-21T01:30:00.000Z')
    expect(a1.numFmt).toBe('yyyy-mm-dd hh:mm:ss')
    expect((sheet.getCell('B1').value as Date).toISOString()).toBe('2026-10-15T00:00:00.000Z')
    expect(sheet.getCell('C1').value).toBeNull()
    expect(businessSerial('1970-01-01T00:00:00.000Z')).toBeCloseTo(25569 + 8 / 24, 10)
  })

  it('keeps counts as numbers and text as text', async () => {
    const sheet = await readBack([[12, '00123', 'plain']])
    expect(sheet.getCell('A1').value).toBe(12)
    expect(sheet.getCell('B1').value).toBe('00123')
    expect(sheet.getCell('C1').value).toBe('plain')
  })

  it('escapes text a spreadsheet would read as a formula, with a tab or CR in front too', async () => {
    const evil = ['=HYPERLINK("http://x","y")', '+1+2', '-3+4', '@SUM(A1)', '\t=1+1', '\r=1+1', 'a=b']
    const sheet = await readBack([evil])
    // The file encodes a CR as _x000d_ (OOXML's escape); exceljs leaves it encoded, Excel does not.
    const shown = (sheet.getRow(1).values as unknown[]).map((v) =>
      typeof v === 'string' ? v.replace('_x000d_', '\r') : v,
    )
    expect(shown).toEqual([
      undefined,
      `'=HYPERLINK("http://x","y")`,
      `'+1+2`,
      `'-3+4`,
      `'@SUM(A1)`,
      `'\t=1+1`,
      `'\r=1+1`,
      'a=b',
    ])
    for (let c = 1; c <= evil.length; c++) expect(sheet.getRow(1).getCell(c).formula).toBeUndefined()
    expect(escapeFormula('-')).toBe(`'-`)
    expect(escapeFormula('SKU-1')).toBe('SKU-1')
    expect(escapeFormula('-3')).toBe('-3')
    expect(escapeFormula('+8613800000000')).toBe('+8613800000000')
    expect(escapeFormula('-3+4')).toBe(`'-3+4`)
  })

  it('names the sheet within Excel rules', async () => {
    expect(safeSheetName('Ventas / mes: [2026] * ? 很长很长很长的名字')).toHaveLength(31)
    const sheet = await readBack([['x']], 'Orders: 2026/11')
    expect(sheet.name).toBe('Orders  2026 11')
  })

  it('writes the order export with typed money and times and escaped remarks', async () => {
    const row: OrderExportRow = {
      orderNo: 'DD202611200001',
      status: 'SHIPPED',
      channel: 'MALL',
      buyerName: 'Li',
      buyerPhone: '13800000000',
      receiverName: 'Li',
      receiverPhone: '13800000000',
      address: 'Shanghai',
      itemCount: 2,
      goodsAmount: 392_600,
      freightAmount: 1000,
      discountAmount: 0,
      promotions: [],
      payAmount: 393_600,
      refundedAmount: 0,
      createdAt: '2026-11-20T02:00:00.000Z',
      paidAt: null,
      shippedAt: null,
      buyerRemark: '=cmd|"/c calc"!A1',
      sellerRemark: '',
    } as unknown as OrderExportRow
    const sheet = await readBack(orderSheetRows([row], (key) => key))
    expect(sheet.getCell('A1').value).toBe('fields.orderNo')
    expect(sheet.getCell('J2').value).toBe(3926)
    expect(sheet.getCell('J2').numFmt).toBe(MONEY_FORMAT)
    expect(sheet.getCell('N2').value).toBe(3936)
    expect((sheet.getCell('P2').value as Date).toISOString()).toBe('2026-11-20T10:00:00.000Z')
    expect(sheet.getCell('S2').value).toBe(`'=cmd|"/c calc"!A1`)
  })
})
