// Export to a spreadsheet: the report's table as an .xlsx file, written by the one spreadsheet
// module (src/browser/spreadsheet.ts: loads on the click, never with the page). Amounts go out
// as yuan numbers with two decimals and a number format, so the sheet adds up like the page;
// the range's dates are dates; the file and the sheet are named after the report's title.
import { day, downloadSpreadsheet, type MoneyCell, money, type SheetCell } from '../../browser/spreadsheet.ts'

export type { SheetCell }

export interface Sheet {
  /** File name without the extension. */
  name: string
  /** The sheet's tab name: the report's title. */
  sheetName: string
  /** Lines above the table (title, range). */
  head: SheetCell[][]
  columns: string[]
  rows: SheetCell[][]
  /** The totals line under the table. */
  foot: SheetCell[]
}

/** Fen as a money cell (yuan with two decimals). */
export const yuanCell = (fen: number): MoneyCell => money(fen)

export async function downloadSheet(sheet: Sheet): Promise<void> {
  const rows: SheetCell[][] = [...sheet.head, [], sheet.columns, ...sheet.rows, sheet.foot]
  await downloadSpreadsheet(`${sheet.name}.xlsx`, sheet.sheetName, rows)
}

/** A report's file name and the lines above its table: the title, then the range. */
export function sheetTitle(
  title: string,
  rangeLabel: string,
  report: { startDate: string; endDate: string },
): Pick<Sheet, 'name' | 'sheetName' | 'head'> {
  return {
    name: `${title} ${report.startDate}_${report.endDate}`,
    sheetName: title,
    head: [[title], [rangeLabel, day(report.startDate), day(report.endDate)]],
  }
}
