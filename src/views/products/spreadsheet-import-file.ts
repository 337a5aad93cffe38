// The spreadsheet side of the imports, loaded only by the import pages (the spreadsheet module,
// src/browser/spreadsheet.ts, reads files in a worker and loads its library lazily). Reads a file
// into the import's sheet and columns; writes the template and the file of rows with problems,
// both with the headers of the interface language, which the reader knows in all four.
import type { TFunction } from 'i18next'
import { businessDate } from '../../../contract/business-time.ts'
import {
  IMPORT_CALL_ROWS,
  type ImportKind,
  MAX_IMPORT_ROWS,
} from '../../../contract/product-setup.constants.ts'
import type { ImportRowError } from '../../../contract/product-setup.schema.ts'
import type { RowOutcome } from '../../machines/products/import-chunks.ts'
import { loadImportColumns } from '../../browser/import-columns.ts'
import {
  downloadSpreadsheet,
  exportFileName,
  money,
  readSpreadsheet,
  type SheetRow,
} from '../../browser/spreadsheet.ts'
import { productSetupResources } from '../../locales/product-setup-resources.ts'
import type { ReadAnswer } from '../../machines/products/import-flow.machine.ts'
import { findColumns, type HeaderNames, splitSheet } from '../../machines/products/import-rows.ts'
import { getImportValues } from '../../services/product-setup.api.ts'

/** The texts that name each column, in the four languages and the old template's codes. */
export function headerNames(kind: ImportKind): HeaderNames {
  const all = Object.values(productSetupResources).map((r) => r.imports.headers)
  const legacy = { INVENTORY: 'stock', PRICE: 'price', DIS_PRICE: 'disPrice' } as const
  return {
    sku: ['skuCode', 'sku', ...all.map((h) => h.sku)],
    value: [legacy[kind], ...all.map((h) => h[kind])],
  }
}

export async function readImportFile(
  kind: ImportKind,
  file: File,
  merchant: string,
  onProgress: (share: number) => void,
): Promise<ReadAnswer> {
  const names = headerNames(kind)
  const cells = await readSpreadsheet(file, { maxRows: MAX_IMPORT_ROWS, headers: names.sku }, onProgress)
  const sheet = splitSheet(kind, cells, names)
  return { sheet, columns: findColumns(sheet, names, loadImportColumns(merchant, kind)) }
}

/** The empty template: the headers in the interface language. */
export async function downloadTemplate(kind: ImportKind, t: TFunction) {
  const name = `${t(`imports.titles.${kind}`)} - ${t('imports.sheets.template')}`
  await downloadSpreadsheet(exportFileName(name, businessDate(new Date())), t('imports.sheets.template'), [
    [t('imports.headers.sku'), t(`imports.headers.${kind}`)],
  ])
}

/**
 * The template pre-filled with every SKU the import sets and its current value (the round-trip
 * export): change values in place and import the file back; rows left as they are count as
 * unchanged. Product and specification columns are there to read, the import ignores them.
 */
export async function downloadCurrentValues(kind: ImportKind, t: TFunction, signal?: AbortSignal) {
  const rows: SheetRow[] = []
  let after: string | undefined
  for (;;) {
    const page = await getImportValues(kind, after, IMPORT_CALL_ROWS, signal)
    for (const r of page.rows) {
      rows.push([r.skuCode, kind === 'INVENTORY' ? r.value : money(r.value), r.productName, r.spec])
    }
    if (!page.next) break
    after = page.next
  }
  const name = t(`imports.sheets.current.${kind}`)
  await downloadSpreadsheet(exportFileName(name, businessDate(new Date())), name, [
    [
      t('imports.headers.sku'),
      t(`imports.headers.${kind}`),
      t('imports.headers.product'),
      t('imports.headers.spec'),
    ],
    ...rows,
  ])
  return rows.length
}

/**
 * The rows with problems, as read, with a reason column: fixed in place, the file imports again
 * (its headers are the template's; the reason column is not read).
 */
export async function downloadProblemRows(
  kind: ImportKind,
  t: TFunction,
  all: readonly (readonly [number, string, string])[],
  problems: readonly ImportRowError[],
): Promise<void> {
  const byLine = new Map(all.map((r) => [r[0], r]))
  const rows: SheetRow[] = problems.map((p) => {
    const row = byLine.get(p.line)
    return [row?.[1] ?? p.skuCode, row?.[2] ?? '', t(`imports.problems.${p.problem}`), p.line]
  })
  const name = `${t(`imports.titles.${kind}`)} - ${t('imports.sheets.problems')}`
  await downloadSpreadsheet(exportFileName(name, businessDate(new Date())), t('imports.sheets.problems'), [
    [
      t('imports.headers.sku'),
      t(`imports.headers.${kind}`),
      t('imports.headers.reason'),
      t('imports.columns.line'),
    ],
    ...rows,
  ])
}

/**
 * After an apply, every row of the file with what became of it (applied, refused and why, not
 * reached), in file order. The SKU code and value columns keep the template's headers, so the
 * refused and unreached rows can be imported again from this file (applied rows are unchanged).
 */
export async function downloadResults(
  kind: ImportKind,
  t: TFunction,
  outcomes: readonly RowOutcome[],
  failure: string,
): Promise<void> {
  const rows: SheetRow[] = outcomes.map((o) => [
    o.skuCode,
    o.value,
    t(`imports.outcomes.${o.outcome}`),
    o.outcome !== 'refused'
      ? ''
      : o.problem
        ? t(`imports.problems.${o.problem}`)
        : t('imports.chunkFailed', { message: failure }),
    o.line,
  ])
  const name = `${t(`imports.titles.${kind}`)} - ${t('imports.sheets.results')}`
  await downloadSpreadsheet(exportFileName(name, businessDate(new Date())), t('imports.sheets.results'), [
    [
      t('imports.headers.sku'),
      t(`imports.headers.${kind}`),
      t('imports.headers.outcome'),
      t('imports.headers.reason'),
      t('imports.columns.line'),
    ],
    ...rows,
  ])
}
