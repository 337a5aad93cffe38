// The one spreadsheet module: every export writes through writeWorkbook()/downloadSpreadsheet()
// and every import reads through readSpreadsheet() (the cells, src/browser/spreadsheet-cells.ts,
// in a Web Worker when the page has one). The library is SheetJS, published as @e965/xlsx: its
// mini build (xlsx and csv, no legacy formats or code pages), 86 kB gzip instead of 155, so
// every page that reads or writes a spreadsheet stays within the route chunk budget. Always a
// dynamic import: a chunk of its own that loads when the user imports or exports, never with a
// page. The mini build is a UMD bundle, so the library may arrive as the module's default export.
//
// What a written cell is (one convention for every export, docs/decisions/spreadsheets.md):
// counts are numbers; money is yuan as a number with two decimals and a number format (a SUM
// adds up); instants are real dates on the business wall clock (contract/business-time.ts), so
// the sheet shows what the pages show whatever the reader's time zone; text that a spreadsheet
// would read as a formula is prefixed with an apostrophe.
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../contract/business-time.ts'
import type { SheetCells, SheetReadOptions } from './spreadsheet-cells.ts'
import { SpreadsheetReadError, type SpreadsheetReadReason } from './spreadsheet-errors.ts'

export type Spreadsheets = typeof import('@e965/xlsx')

export async function loadSpreadsheets(): Promise<Spreadsheets> {
  const mod = (await import('@e965/xlsx/dist/xlsx.mini.min.js')) as Spreadsheets & { default?: Spreadsheets }
  return mod.default ?? mod
}

/** Money in fen, written as yuan with two decimals. */
export interface MoneyCell {
  readonly fen: number
}
/** An instant (ISO-8601 UTC), written as a date and time on the business wall clock. */
export interface InstantCell {
  readonly at: string
}
/** A calendar date 'YYYY-MM-DD', written as a date. */
export interface DayCell {
  readonly day: string
}
export type SheetCell = string | number | null | undefined | MoneyCell | InstantCell | DayCell
export type SheetRow = readonly SheetCell[]

export const money = (fen: number): MoneyCell => ({ fen })
export const instant = (iso: string | null | undefined): InstantCell | null => (iso ? { at: iso } : null)
export const day = (date: string | null | undefined): DayCell | null => (date ? { day: date } : null)

export const MONEY_FORMAT = '#,##0.00'
export const INSTANT_FORMAT = 'yyyy-mm-dd hh:mm:ss'
export const DAY_FORMAT = 'yyyy-mm-dd'

/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug folded in); 25569 is 1970-01-01. */
const EPOCH_SERIAL = 25569
const DAY_MS = 86_400_000

/** The serial number of an instant on the business wall clock. */
export function businessSerial(iso: string): number {
  return (Date.parse(iso) + BUSINESS_UTC_OFFSET_MINUTES * 60_000) / DAY_MS + EPOCH_SERIAL
}

/**
 * Text a spreadsheet would take for a formula (= + - @, or a tab or carriage return first:
 * some programs skip those and read what follows) gets an apostrophe in front, the mark the
 * programs themselves use for "this is text". The import side takes it off again.
 */
export function escapeFormula(text: string): string {
  // A plain signed number ("-3", "+86") is no formula: it stays as written.
  if (/^[+-]?\d+(?:\.\d+)?$/.test(text)) return text
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

type WrittenCell = { t: 'n'; v: number; z?: string } | { t: 's'; v: string } | null

function writtenCell(cell: SheetCell): WrittenCell {
  if (cell === null || cell === undefined) return null
  if (typeof cell === 'number') return Number.isFinite(cell) ? { t: 'n', v: cell } : null
  if (typeof cell === 'string') return cell === '' ? null : { t: 's', v: escapeFormula(cell) }
  if ('fen' in cell) return { t: 'n', v: cell.fen / 100, z: MONEY_FORMAT }
  if ('at' in cell) return { t: 'n', v: businessSerial(cell.at), z: INSTANT_FORMAT }
  return { t: 'n', v: Date.parse(`${cell.day}T00:00:00.000Z`) / DAY_MS + EPOCH_SERIAL, z: DAY_FORMAT }
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
export function safeSheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1'
  )
}

/** A file name without the characters file systems refuse. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|]/g, '_')
}

/** The width of a column in characters, from its longest shown text (CJK counts double). */
function columnWidths(rows: readonly SheetRow[]): { wch: number }[] {
  const widths: number[] = []
  for (const row of rows.slice(0, 200)) {
    row.forEach((cell, i) => {
      const text =
        cell === null || cell === undefined
          ? ''
          : typeof cell === 'object'
            ? 'fen' in cell
              ? (cell.fen / 100).toFixed(2).padStart(10)
              : 'x'.repeat(19)
            : String(cell)
      let w = 0
      for (const ch of text) w += /[\u2e80-\uffff]/.test(ch) ? 2 : 1
      widths[i] = Math.min(60, Math.max(widths[i] ?? 6, w + 2))
    })
  }
  return widths.map((wch) => ({ wch }))
}

export interface SheetSpec {
  /** The sheet's tab name (in the interface language). */
  name: string
  rows: readonly SheetRow[]
}

/** The .xlsx bytes of a workbook of typed sheets. */
export function writeWorkbook(XLSX: Spreadsheets, sheets: readonly SheetSpec[]): Uint8Array {
  const book = XLSX.utils.book_new()
  const used = new Set<string>()
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows.map((row) => row.map(writtenCell)))
    ws['!cols'] = columnWidths(sheet.rows)
    let name = safeSheetName(sheet.name)
    for (let n = 2; used.has(name); n++) name = `${safeSheetName(sheet.name).slice(0, 28)} ${n}`
    used.add(name)
    XLSX.utils.book_append_sheet(book, ws, name)
  }
  return new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  )
}

/** Saves bytes as a download under the given name. */
export function saveBytes(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = safeFileName(fileName)
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Writes one sheet of rows (the first row the headings) as an .xlsx download. */
export async function downloadSpreadsheet(
  fileName: string,
  sheetName: string,
  rows: readonly SheetRow[],
): Promise<void> {
  const XLSX = await loadSpreadsheets()
  saveBytes(writeWorkbook(XLSX, [{ name: sheetName, rows }]), fileName, XLSX_TYPE)
}

/** Writes a workbook of several sheets as an .xlsx download. */
export async function downloadWorkbook(fileName: string, sheets: readonly SheetSpec[]): Promise<void> {
  const XLSX = await loadSpreadsheets()
  saveBytes(writeWorkbook(XLSX, sheets), fileName, XLSX_TYPE)
}

/** The file name of an export: its name in the interface language and today's business date. */
export function exportFileName(name: string, date: string): string {
  return safeFileName(`${name} ${date}.xlsx`)
}

export { SpreadsheetReadError }
export type { SheetCells, SheetReadOptions, SpreadsheetReadReason }

/**
 * The first sheet of an .xlsx or .csv file as rows of text cells, read the way the sheet shows
 * them (see spreadsheet-cells.ts). In a Web Worker when the browser has them, so a file of
 * 100,000 rows does not freeze the page; `onProgress` gets 0..1.
 */
export async function readSpreadsheet(
  file: File,
  options: SheetReadOptions = {},
  onProgress: (share: number) => void = () => {},
): Promise<SheetCells> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  onProgress(0.05)
  if (typeof Worker === 'undefined') {
    // The reader runs in the worker; in the page only without one, so it loads then.
    const { readCells } = await import('./spreadsheet-cells.ts')
    return readCells(await loadSpreadsheets(), bytes, file.name, options, onProgress)
  }
  const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' })
  try {
    return await new Promise<SheetCells>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
        const m = e.data
        if (m.type === 'progress') onProgress(m.share)
        else if (m.type === 'done') resolve(m.cells)
        else reject(new SpreadsheetReadError(m.reason, m.count))
      }
      worker.onerror = (e) => {
        e.preventDefault()
        reject(new SpreadsheetReadError('unreadable'))
      }
      worker.postMessage({ bytes, name: file.name, options }, [bytes.buffer])
    })
  } finally {
    worker.terminate()
  }
}

export type WorkerAnswer =
  | { type: 'progress'; share: number }
  | { type: 'done'; cells: SheetCells }
  | { type: 'failed'; reason: SpreadsheetReadReason; count?: number }

/** The first sheet's cells as text (see readSpreadsheet). */
export async function readFirstSheet(file: File): Promise<SheetCells> {
  return readSpreadsheet(file)
}
