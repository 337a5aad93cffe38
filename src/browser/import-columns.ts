// The columns a user mapped for an import file's header, kept in this browser (what survives a
// reload, like src/browser/preferences.ts, but loaded only by the import pages so the shell does
// not carry it). localStorage may be full, disabled or hand-edited: reads tolerate that, writes
// may silently fail.

import { readLocalJson, writeLocalJson } from './local-json.ts'

const IMPORT_COLUMNS_KEY_PREFIX = 'importColumns:'

export interface RememberedColumns {
  header: string[]
  columns: { sku: number; value: number }
}

/**
 * The columns a user mapped for a file's header, per merchant and import kind: the next file
 * with the same header is read the same way without asking (docs/decisions/products.md, "Spreadsheet imports").
 */
export function loadImportColumns(merchant: string, kind: string): RememberedColumns | undefined {
  const saved = readLocalJson(`${IMPORT_COLUMNS_KEY_PREFIX}${merchant}:${kind}`) as
    | RememberedColumns
    | undefined
  const ok =
    saved &&
    Array.isArray(saved.header) &&
    saved.header.every((h) => typeof h === 'string') &&
    Number.isInteger(saved.columns?.sku) &&
    Number.isInteger(saved.columns?.value)
  return ok ? saved : undefined
}

export function saveImportColumns(merchant: string, kind: string, remembered: RememberedColumns): void {
  writeLocalJson(`${IMPORT_COLUMNS_KEY_PREFIX}${merchant}:${kind}`, remembered)
}
