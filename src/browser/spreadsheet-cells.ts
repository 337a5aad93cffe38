// Reading a sheet the way a person sees it (the import side of src/browser/spreadsheet.ts; runs
// in the spreadsheet worker, or in the page for small files and tests). Files come from Excel,
// WPS, Numbers or LibreOffice rather than from this product, so a cell is text as it shows:
// - a number cell is its digits: 75312345678901 stays that, never the "7.53E+13" of a General
//   format; one formatted with leading zeros ("000123") keeps them; decimals lose float noise;
// - a date cell, whatever its format, is 'YYYY-MM-DD' (with ' HH:mm:ss' when it has a time);
// - full-width digits, letters and spaces (１２３, the ideographic space) become ASCII (NFKC);
// - the apostrophe our exports put before formula-looking text is taken off again.
// Legacy .xls (a binary OLE file) is refused with its own reason: the mini build cannot read it.
import type { CellObject, WorkBook } from '@e965/xlsx'
import { SpreadsheetReadError, type SpreadsheetReadReason } from './spreadsheet-errors.ts'

export type SheetCells = string[][]

export interface SheetReadOptions {
  /** Refuse a sheet with more rows than this under its header, before converting any cell. */
  maxRows?: number
  /**
   * Read the first sheet whose first non-blank row has one of these headers (compared by
   * headerKey), else the first sheet: an export of several sheets (the product list's products
   * and SKUs) imports from the sheet that carries the import's columns.
   */
  headers?: readonly string[]
}

/** A header text as compared: full-width folded, lower case, no spaces, colons or brackets. */
export const headerKey = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_:：*（）()]/g, '')

export { SpreadsheetReadError, type SpreadsheetReadReason }

type Library = typeof import('@e965/xlsx')

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** True for a legacy binary Office file (.xls saved as "Excel 97-2003"). */
export function isLegacyXls(bytes: Uint8Array): boolean {
  return OLE_MAGIC.every((b, i) => bytes[i] === b)
}

/** Full-width forms to ASCII, spaces trimmed, our formula escape undone. */
export function normaliseText(text: string): string {
  const t = text
    .normalize('NFKC')
    .replace(/\s+/g, (s) => (s.includes('\n') ? s : ' '))
    .trim()
  return /^'[=+\-@\t\r]/.test(t) ? t.slice(1) : t
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A date serial as the wall-clock date (and time) it shows. */
function serialText(XLSX: Library, serial: number): string {
  const d = XLSX.SSF.parse_date_code(serial)
  const date = `${d.y}-${pad(d.m)}-${pad(d.d)}`
  return d.H || d.M || d.S ? `${date} ${pad(d.H)}:${pad(d.M)}:${pad(Math.round(d.S))}` : date
}

/** One cell as the text a person sees in it. */
export function cellText(XLSX: Library, cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return ''
  switch (cell.t) {
    case 'n': {
      const v = cell.v as number
      const format = typeof cell.z === 'string' ? cell.z : ''
      if (format && XLSX.SSF.is_date(format)) return serialText(XLSX, v)
      // "000123": a number shown with leading zeros is the code the person typed.
      if (/^0{2,}$/.test(format) && typeof cell.w === 'string') return cell.w
      if (Number.isInteger(v)) return Math.abs(v) < 1e21 ? BigInt(v).toString() : String(v)
      return String(Number(v.toPrecision(15)))
    }
    case 'd': {
      const d = cell.v instanceof Date ? cell.v : new Date(String(cell.v))
      return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10)
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE'
    case 'e':
      return ''
    default:
      return normaliseText(String(cell.v))
  }
}

/**
 * A csv's text: UTF-8 (with or without a BOM), else GBK, what Excel and WPS write for "CSV" on
 * a Chinese Windows (the mini build of SheetJS has no code pages; the browser's decoder has).
 */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gbk').decode(bytes)
  }
}

/** The name of the first sheet whose first non-blank row (of its first ten) has a wanted header. */
function sheetWithHeaders(XLSX: Library, book: WorkBook, headers?: readonly string[]): string | undefined {
  if (!headers?.length || book.SheetNames.length < 2) return undefined
  const wanted = new Set(headers.map(headerKey))
  return book.SheetNames.find((name) => {
    const data = (book.Sheets[name]?.['!data'] ?? []) as (CellObject[] | undefined)[]
    const top = data.slice(0, 10).find((row) => row?.some((c) => cellText(XLSX, c) !== ''))
    return top?.some((c) => wanted.has(headerKey(cellText(XLSX, c)))) ?? false
  })
}

/** The chosen sheet's cells as text, rows in file order (blank rows kept, so lines match). */
export function readCells(
  XLSX: Library,
  bytes: Uint8Array,
  fileName: string,
  options: SheetReadOptions = {},
  onProgress: (share: number) => void = () => {},
): SheetCells {
  if (isLegacyXls(bytes)) throw new SpreadsheetReadError('legacyXls')
  const csv = fileName.toLowerCase().endsWith('.csv')
  let book: WorkBook
  try {
    book = XLSX.read(csv ? csvText(bytes) : bytes, {
      type: csv ? 'string' : 'array',
      dense: true,
      // A csv's cells stay the text written ("00123" keeps its zeros); xlsx cells are typed.
      raw: csv,
      // Keep each cell's number format: it tells a date serial and a zero-padded code apart.
      cellNF: true,
      // Stop reading past the limit: the header, the most rows, and one more to tell.
      ...(options.maxRows ? { sheetRows: options.maxRows + 2 } : {}),
    })
  } catch {
    throw new SpreadsheetReadError('unreadable')
  }
  onProgress(0.5)
  const sheet = book.Sheets[sheetWithHeaders(XLSX, book, options.headers) ?? book.SheetNames[0] ?? '']
  if (!sheet) throw new SpreadsheetReadError('unreadable')
  const full = sheet['!fullref'] ?? sheet['!ref']
  if (options.maxRows && full) {
    const rows = XLSX.utils.decode_range(full).e.r // rows under the header
    if (rows > options.maxRows) throw new SpreadsheetReadError('tooManyRows', rows)
  }
  const data = (sheet['!data'] ?? []) as (CellObject[] | undefined)[]
  const out: SheetCells = []
  for (let r = 0; r < data.length; r++) {
    const row = data[r] ?? []
    const cells: string[] = []
    for (let c = 0; c < row.length; c++) cells.push(cellText(XLSX, row[c]))
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
    out.push(cells)
    if (r % 5000 === 4999) onProgress(0.5 + (0.5 * r) / data.length)
  }
  while (out.length > 0 && (out[out.length - 1]?.length ?? 0) === 0) out.pop()
  onProgress(1)
  return out
}
