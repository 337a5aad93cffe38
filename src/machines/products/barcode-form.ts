// Rules of the barcode grid (maintenanceProductBarCode): each edited code is checked with the
// contract's rule (EAN-13 check digit, Code 128 characters), and a code used twice among the
// codes on screen is flagged before anything is sent. The server checks again, against every
// SKU of the merchant.
import { barcodeProblem } from '../../../contract/product-setup.constants.ts'

export interface GridRow {
  skuId: string
  barCode: string
}

/** Why each edited SKU's code is refused (skuId -> reason). */
export function barcodeGridErrors(
  rows: readonly GridRow[],
  edits: ReadonlyMap<string, string>,
): Map<string, string> {
  const errors = new Map<string, string>()
  const current = rows.map((r) => ({ skuId: r.skuId, code: (edits.get(r.skuId) ?? r.barCode).trim() }))
  const bySku = new Map<string, string[]>()
  for (const r of current) {
    if (r.code === '') continue
    bySku.set(r.code, [...(bySku.get(r.code) ?? []), r.skuId])
  }
  for (const [skuId, raw] of edits) {
    const code = raw.trim()
    const problem = barcodeProblem(code)
    if (problem) errors.set(skuId, problem)
    else if (code !== '' && (bySku.get(code)?.length ?? 0) > 1) errors.set(skuId, 'duplicate')
  }
  return errors
}

/** The edits worth sending: changed from the loaded value. */
export function changedBarcodes(rows: readonly GridRow[], edits: ReadonlyMap<string, string>): GridRow[] {
  const loaded = new Map(rows.map((r) => [r.skuId, r.barCode]))
  return [...edits]
    .map(([skuId, code]) => ({ skuId, barCode: code.trim() }))
    .filter((e) => loaded.get(e.skuId) !== e.barCode)
}
