// Pure helpers of the spreadsheet imports: a sheet's cells (as the spreadsheet library reads
// them) become [line, skuCode, value] rows, the header row and blank rows left out; line is
// the row's number in the file, so the preview's problems point at the row the user sees.
import {
  IMPORT_COLUMNS,
  type ImportKind,
  MAX_IMPORT_ROWS,
} from '../../../contract/product-setup.constants.ts'

export type ImportRowTuple = [line: number, skuCode: string, value: string]

const text = (cell: unknown): string => {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(Number(cell.toFixed(6)))
  return String(cell).trim()
}

/** True when the row is the template's header (first cell names the SKU column). */
export function isHeaderRow(kind: ImportKind, row: readonly unknown[]): boolean {
  const first = text(row[0]).toLowerCase()
  return first === IMPORT_COLUMNS[kind][0].toLowerCase() || first === 'sku' || first.includes('sku code')
}

/**
 * The rows to send. `onProgress` gets 0..1 every few thousand rows (a large file takes a
 * moment); the caller may yield to the browser between chunks through `pause`.
 */
export async function toImportRows(
  kind: ImportKind,
  cells: readonly (readonly unknown[])[],
  onProgress: (share: number) => void = () => {},
  pause: () => Promise<void> = async () => {},
): Promise<ImportRowTuple[]> {
  const out: ImportRowTuple[] = []
  const start = cells.length > 0 && isHeaderRow(kind, cells[0] ?? []) ? 1 : 0
  for (let i = start; i < cells.length; i++) {
    const row = cells[i] ?? []
    const code = text(row[0])
    const value = text(row[1])
    if (code !== '' || value !== '') out.push([i + 1, code, value])
    if (out.length > MAX_IMPORT_ROWS) break
    if (i % 2000 === 0) {
      onProgress(i / cells.length)
      await pause()
    }
  }
  onProgress(1)
  return out
}
