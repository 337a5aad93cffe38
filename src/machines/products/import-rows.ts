// Pure helpers of the spreadsheet imports. A sheet's cells (as text, src/browser/spreadsheet-
// cells.ts) become [line, skuCode, value] rows: the header row is found by its texts in any of
// the four languages (or the columns the user mapped), blank rows are left out, and line is the
// row's number in the file, so the problems point at the row the user sees. Every rule the
// browser can check alone (empty or too-long code, the value, a SKU twice in the file) is checked
// here over the whole file; the server checks the rest (unknown SKU) chunk by chunk.
import {
  type ImportKind,
  type ImportRowProblem,
  importCodeProblem,
  parseImportValue,
} from '../../../contract/product-setup.constants.ts'
import type { ImportRowError } from '../../../contract/product-setup.schema.ts'
import { headerKey } from '../../browser/spreadsheet-cells.ts'

export type ImportRowTuple = [line: number, skuCode: string, value: string]

/** Which column holds the SKU code and which the value (0-based). */
export interface ImportColumns {
  sku: number
  value: number
}

/** The file as read: its header row (may be empty: no header) and the rows under it. */
export interface ImportSheet {
  header: string[]
  /** The line of the first row under the header. */
  firstLine: number
  body: string[][]
}

/** The header texts that name each column, in every language (lower-cased, spaces collapsed). */
export interface HeaderNames {
  sku: readonly string[]
  value: readonly string[]
}

export { headerKey }

/** Splits the header from the rows: the first non-blank row is the header when it is not data. */
export function splitSheet(kind: ImportKind, cells: readonly string[][], names: HeaderNames): ImportSheet {
  let first = 0
  while (first < cells.length && (cells[first] ?? []).every((c) => c === '')) first++
  const top = cells[first] ?? []
  const known = new Set([...names.sku, ...names.value].map(headerKey))
  // A row is data when its second cell reads as a value and no cell is a known header.
  const isData = !top.some((c) => known.has(headerKey(c))) && 'value' in parseImportValue(kind, top[1] ?? '')
  if (isData) return { header: [], firstLine: first + 1, body: cells.slice(first) as string[][] }
  return { header: [...top], firstLine: first + 2, body: cells.slice(first + 1) as string[][] }
}

/**
 * The columns named by the header, else the ones remembered for the same header, else
 * undefined (the user maps them). A file without a header is read as the template's order.
 */
export function findColumns(
  sheet: ImportSheet,
  names: HeaderNames,
  remembered?: { header: string[]; columns: ImportColumns },
): ImportColumns | undefined {
  if (sheet.header.length === 0) return { sku: 0, value: 1 }
  const keys = sheet.header.map(headerKey)
  const skuKeys = new Set(names.sku.map(headerKey))
  const valueKeys = new Set(names.value.map(headerKey))
  const sku = keys.findIndex((k) => skuKeys.has(k))
  const value = keys.findIndex((k) => valueKeys.has(k))
  if (sku >= 0 && value >= 0 && sku !== value) return { sku, value }
  if (remembered && sameHeader(remembered.header, sheet.header)) return remembered.columns
  return undefined
}

export function sameHeader(a: readonly string[], b: readonly string[]): boolean {
  const x = a.map(headerKey).filter(Boolean)
  const y = b.map(headerKey).filter(Boolean)
  return x.length === y.length && x.every((k, i) => k === y[i])
}

/** The rows of the file with their problems found in the browser. */
export interface CheckedRows {
  /** Every non-blank row, as read (for the file of rows with problems). */
  all: ImportRowTuple[]
  /** The rows without a problem found here, to send to the server. */
  send: ImportRowTuple[]
  problems: ImportRowError[]
}

export function checkRows(kind: ImportKind, sheet: ImportSheet, columns: ImportColumns): CheckedRows {
  const all: ImportRowTuple[] = []
  const send: ImportRowTuple[] = []
  const problems: ImportRowError[] = []
  const seen = new Set<string>()
  sheet.body.forEach((row, i) => {
    const code = (row[columns.sku] ?? '').trim()
    const value = (row[columns.value] ?? '').trim()
    if (code === '' && value === '') return
    const tuple: ImportRowTuple = [sheet.firstLine + i, code, value]
    all.push(tuple)
    const parsed = parseImportValue(kind, value)
    const problem: ImportRowProblem | undefined =
      importCodeProblem(code) ??
      (seen.has(code) ? 'duplicateRow' : 'problem' in parsed ? parsed.problem : undefined)
    if (code !== '') seen.add(code)
    if (problem) problems.push({ line: tuple[0], skuCode: code, problem })
    else send.push(tuple)
  })
  return { all, send, problems }
}
