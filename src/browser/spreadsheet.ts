// The one way to load the spreadsheet library (SheetJS, published as @e965/xlsx): its mini build
// (xlsx and csv, no legacy formats or code pages), 86 kB gzip instead of 155, so every page that
// reads or writes a spreadsheet stays within the route chunk budget. Always a dynamic import:
// it is a chunk of its own that loads when the user imports or exports, never with a page.
// The mini build is a UMD bundle, so the library may arrive as the module's default export.
export type Spreadsheets = typeof import('@e965/xlsx')

export async function loadSpreadsheets(): Promise<Spreadsheets> {
  const mod = (await import('@e965/xlsx/dist/xlsx.mini.min.js')) as Spreadsheets & { default?: Spreadsheets }
  return mod.default ?? mod
}

export type SheetRow = readonly (string | number | null | undefined)[]

/** Writes one sheet of rows (the first row the headings) as an .xlsx download. */
export async function downloadSpreadsheet(
  fileName: string,
  sheetName: string,
  rows: readonly SheetRow[],
): Promise<void> {
  const XLSX = await loadSpreadsheets()
  const book = XLSX.utils.book_new()
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const safeName = sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1'
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), safeName)
  XLSX.writeFile(book, fileName.replace(/[\\/:*?"<>|]/g, '_'))
}

/** The first sheet of an .xlsx or .csv file as rows of cells written as they show; [] when empty. */
export async function readFirstSheet(file: File): Promise<unknown[][]> {
  const XLSX = await loadSpreadsheets()
  const book = XLSX.read(await file.arrayBuffer(), { type: 'array' })
  const first = book.SheetNames[0]
  const sheet = first ? book.Sheets[first] : undefined
  if (!sheet) return []
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' })
}
