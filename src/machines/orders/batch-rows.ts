// Batch shipping rows from what the user typed or imported: one row per line (or sheet row),
// order number, carrier code and tracking number, separated by commas, tabs or spaces. Pure:
// the batch machine and its tests read it; the server checks every row again.
import type { BatchShipmentRow } from '../../../contract/orders.schema.ts'

/** One row per non-empty line; a line with fewer than three cells leaves the rest empty. */
export function parseTypedRows(text: string): BatchShipmentRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const cells =
        line.includes(',') || line.includes('，') || line.includes('\t') || line.includes(';')
          ? line.split(/\s*[,，\t;；]\s*/)
          : line.split(/\s+/)
      const [orderNo = '', carrierCode = '', trackingNo = ''] = cells
      return { orderNo, carrierCode, trackingNo }
    })
}

/** A heading row: its first cell is not an order number (letters and digits only). */
function isHeading(cells: readonly unknown[]): boolean {
  const first = String(cells[0] ?? '').trim()
  return first !== '' && !/^[A-Za-z0-9]+$/.test(first)
}

/** The rows of a sheet read as arrays of cells (the first three columns); a heading row is skipped. */
export function rowsFromSheet(cells: readonly (readonly unknown[])[]): BatchShipmentRow[] {
  const body = cells.length > 0 && isHeading(cells[0] ?? []) ? cells.slice(1) : cells
  return body
    .map((r) => r.slice(0, 3).map((c) => String(c ?? '').trim()))
    .filter((r) => r.some((c) => c !== ''))
    .map(([orderNo = '', carrierCode = '', trackingNo = '']) => ({ orderNo, carrierCode, trackingNo }))
}

/** The rows written back as text, one per line, for the text box. */
export function rowsToText(rows: readonly BatchShipmentRow[]): string {
  return rows.map((r) => [r.orderNo, r.carrierCode, r.trackingNo].join(', ')).join('\n')
}
