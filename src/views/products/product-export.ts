// Export of the product list to a spreadsheet: every row of the current tab, search and sort
// (page by page, at most PRODUCT_EXPORT_MAX), written by the spreadsheet library, which loads
// only when the user clicks export (src/browser/spreadsheet.ts). A second sheet has one row per
// SKU of those products with its code and current stock, price and distribution price, under
// the import templates' headers, so the file edited in place imports back (the import reads
// the sheet that has a SKU code column).
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_PAGE_SIZE } from '../../../contract/paging.constants.ts'
import { businessDate } from '../../../contract/business-time.ts'
import { PRODUCT_EXPORT_MAX } from '../../../contract/products.constants.ts'
import type { ProductRow } from '../../../contract/products.schema.ts'
import type { ListQuery } from '../../../contract/list-query.ts'
import { IMPORT_CALL_ROWS, type ImportKind } from '../../../contract/product-setup.constants.ts'
import type { ImportValues } from '../../../contract/product-setup.schema.ts'
import { downloadWorkbook, exportFileName, instant, money, type SheetRow } from '../../browser/spreadsheet.ts'
import { getImportValues } from '../../services/product-setup.api.ts'
import { getProductList, type ProductListFilters } from '../../services/products.api.ts'
import { type ListError, toListError } from '../../machines/shared/paged-list.machine.ts'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePermission } from '../shared/use-permission.ts'

export async function exportProducts(
  query: Pick<ListQuery<ProductListFilters>, 'filters' | 'sortField' | 'sortOrder'>,
  t: TFunction,
  withSkus = true,
): Promise<number> {
  const rows: ProductRow[] = []
  for (let page = 1; rows.length < PRODUCT_EXPORT_MAX; page++) {
    const answer = await getProductList({ ...query, page, pageSize: MAX_PAGE_SIZE })
    rows.push(...answer.list)
    // A capped total (a keyword many products hold) is not the end: the pages go on.
    if (answer.list.length < MAX_PAGE_SIZE || (!answer.totalIsCapped && rows.length >= answer.total)) break
  }
  const header = [
    t('fields.productNo'),
    t('fields.name'),
    t('fields.category'),
    t('fields.brand'),
    t('fields.status'),
    t('list.minPrice'),
    t('list.maxPrice'),
    t('stock:fields.onHand'),
    t('stock:fields.reserved'),
    t('stock:fields.available'),
    t('fields.salesCount'),
    t('fields.createdAt'),
  ]
  const body = rows
    .slice(0, PRODUCT_EXPORT_MAX)
    .map((r) => [
      r.productNo,
      r.name,
      r.categoryName,
      r.brandName,
      t(`status.${r.status}`),
      money(r.minPrice),
      money(r.maxPrice),
      r.totalStock,
      r.reservedStock,
      r.availableStock,
      r.salesCount,
      instant(r.createdAt),
    ])
  const exported = rows.slice(0, PRODUCT_EXPORT_MAX)
  const name = t('list.sheet')
  await downloadWorkbook(exportFileName(name, businessDate(new Date())), [
    { name, rows: [header, ...body] },
    // The SKU values come from the import pages' call: a sub-user who may not import (no
    // products.prices) gets the products sheet alone.
    ...(withSkus ? [{ name: t('list.skuSheet'), rows: await skuSheet(exported, t) }] : []),
  ])
  return exported.length
}

type ValueRow = ImportValues['rows'][number]

/** Every page of one kind's current values (what the import pages' pre-filled templates read). */
async function allValues(kind: ImportKind): Promise<ValueRow[]> {
  const out: ValueRow[] = []
  let after: string | undefined
  for (;;) {
    const page = await getImportValues(kind, after, IMPORT_CALL_ROWS)
    out.push(...page.rows)
    if (!page.next) break
    after = page.next
  }
  return out
}

/**
 * The SKU sheet: a row per SKU (with a code: the imports find SKUs by code) of the exported
 * products, in the products' order, then by SKU code. The distribution price column is there
 * when the merchant has a SKU on distribution, blank for the SKUs that are not.
 */
export async function skuSheet(products: readonly ProductRow[], t: TFunction): Promise<SheetRow[]> {
  const { registerProductSetupLocales } = await import('../../locales/product-setup-resources.ts')
  registerProductSetupLocales()
  const [stock, price, disPrice] = await Promise.all(
    (['INVENTORY', 'PRICE', 'DIS_PRICE'] as const).map(allValues),
  )
  const priceOf = new Map((price ?? []).map((r) => [r.skuCode, r.value]))
  const disPriceOf = new Map((disPrice ?? []).map((r) => [r.skuCode, r.value]))
  const order = new Map(products.map((p, i) => [p.productNo, i]))
  const withDis = disPriceOf.size > 0
  const h = (key: string) => t(`product-setup:imports.headers.${key}`)
  const header: SheetRow = [
    t('fields.productNo'),
    t('fields.name'),
    h('sku'),
    h('spec'),
    h('INVENTORY'),
    h('PRICE'),
    ...(withDis ? [h('DIS_PRICE')] : []),
  ]
  const rows = (stock ?? [])
    .filter((r) => order.has(r.productNo))
    .sort((a, b) => (order.get(a.productNo) ?? 0) - (order.get(b.productNo) ?? 0))
    .map((r): SheetRow => {
      const p = priceOf.get(r.skuCode)
      const d = disPriceOf.get(r.skuCode)
      return [
        r.productNo,
        r.productName,
        r.skuCode,
        r.spec,
        r.value,
        p === undefined ? null : money(p),
        ...(withDis ? [d === undefined ? null : money(d)] : []),
      ]
    })
  return [header, ...rows]
}

/** The export button's state: busy while it runs, the failure shown by the page. */
export function useProductExport(
  query: Pick<ListQuery<ProductListFilters>, 'filters' | 'sortField' | 'sortOrder'>,
) {
  const { t } = useTranslation('products')
  const { show } = usePageToast()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ListError | undefined>(undefined)
  const withSkus = usePermission('products.prices')
  const run = async () => {
    setBusy(true)
    setError(undefined)
    try {
      const n = await exportProducts(query, t, withSkus)
      show('success', t('list.exported', { count: n }))
    } catch (e) {
      setError(toListError(e))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, run }
}
