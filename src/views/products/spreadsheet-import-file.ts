// The spreadsheet side of the imports, loaded only by the import pages: the SheetJS build
// published as @e965/xlsx (its mini build) comes in with a dynamic import(), so it is a chunk of
// its own that no other page pays for. Reads xlsx or csv into rows; writes the template.
import { IMPORT_COLUMNS, type ImportKind } from '../../../contract/product-setup.constants.ts'
import { loadSpreadsheets } from '../../browser/spreadsheet.ts'
import { type ImportRowTuple, toImportRows } from '../../machines/products/import-rows.ts'

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function readImportFile(
  kind: ImportKind,
  file: File,
  onProgress: (share: number) => void,
): Promise<ImportRowTuple[]> {
  const XLSX = await loadSpreadsheets()
  const bytes = new Uint8Array(await file.arrayBuffer())
  onProgress(0.1)
  await yieldToBrowser()
  // Cells as text the way they show: "12.50" stays as written for a csv, numbers stay numbers.
  const book = XLSX.read(bytes, { type: 'array', dense: true, raw: file.name.toLowerCase().endsWith('.csv') })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  if (!sheet) throw new Error('no sheet')
  const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, defval: '' })
  onProgress(0.4)
  return toImportRows(kind, cells, (share) => onProgress(0.4 + share * 0.6), yieldToBrowser)
}

export async function downloadTemplate(kind: ImportKind): Promise<void> {
  const XLSX = await loadSpreadsheets()
  const sheet = XLSX.utils.aoa_to_sheet([[...IMPORT_COLUMNS[kind]]])
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'import')
  XLSX.writeFile(book, `${kind.toLowerCase()}-import-template.xlsx`)
}
