// Export to a spreadsheet: the report's table as an .xlsx file. The spreadsheet library loads on
// the click (src/browser/spreadsheet.ts), never with the page. Amounts go out as yuan numbers
// with two decimals (exact: fen / 100), so the sheet adds up like the page.
import { downloadSpreadsheet } from '../../browser/spreadsheet.ts'
import { fenToYuan } from '../../../contract/format/yuan.ts'

export type SheetCell = string | number

export interface Sheet {
  /** File name without the extension. */
  name: string
  /** Lines above the table (title, range). */
  head: SheetCell[][]
  columns: string[]
  rows: SheetCell[][]
  /** The totals line under the table. */
  foot: SheetCell[]
}

/** Fen as a yuan number for a cell. */
export const yuanCell = (fen: number): number => fenToYuan(fen)

export async function downloadSheet(sheet: Sheet): Promise<void> {
  const rows: SheetCell[][] = [...sheet.head, [], sheet.columns, ...sheet.rows, sheet.foot]
  await downloadSpreadsheet(`${sheet.name}.xlsx`, 'Report', rows)
}

/** A report's file name and the lines above its table: the title, then the range. */
export function sheetTitle(
  title: string,
  rangeLabel: string,
  report: { startDate: string; endDate: string },
): Pick<Sheet, 'name' | 'head'> {
  return {
    name: `${title} ${report.startDate}_${report.endDate}`,
    head: [[title], [rangeLabel, report.startDate, report.endDate]],
  }
}
