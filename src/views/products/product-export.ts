// Export of the product list to a spreadsheet: every row of the current tab, search and sort
// (page by page, at most PRODUCT_EXPORT_MAX), written by the spreadsheet library, which loads
// only when the user clicks export (src/browser/spreadsheet.ts).
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_PAGE_SIZE } from '../../../contract/paging.constants.ts'
import { businessDate } from '../../../contract/business-time.ts'
import { PRODUCT_EXPORT_MAX } from '../../../contract/products.constants.ts'
import type { ProductRow } from '../../../contract/products.schema.ts'
import type { ListQuery } from '../../../contract/list-query.ts'
import { downloadSpreadsheet, exportFileName, instant, money } from '../../browser/spreadsheet.ts'
import { getProductList, type ProductListFilters } from '../../services/products.api.ts'
import { type ListError, toListError } from '../../machines/shared/paged-list.machine.ts'
import { usePageToast } from '../shared/page-toast.tsx'

export async function exportProducts(
  query: Pick<ListQuery<ProductListFilters>, 'filters' | 'sortField' | 'sortOrder'>,
  t: TFunction,
): Promise<number> {
  const rows: ProductRow[] = []
  for (let page = 1; rows.length < PRODUCT_EXPORT_MAX; page++) {
    const answer = await getProductList({ ...query, page, pageSize: MAX_PAGE_SIZE })
    rows.push(...answer.list)
    if (answer.list.length < MAX_PAGE_SIZE || rows.length >= answer.total) break
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
  const name = t('list.sheet')
  await downloadSpreadsheet(exportFileName(name, businessDate(new Date())), name, [header, ...body])
  return Math.min(rows.length, PRODUCT_EXPORT_MAX)
}

/** The export button's state: busy while it runs, the failure shown by the page. */
export function useProductExport(
  query: Pick<ListQuery<ProductListFilters>, 'filters' | 'sortField' | 'sortOrder'>,
) {
  const { t } = useTranslation('products')
  const { show } = usePageToast()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ListError | undefined>(undefined)
  const run = async () => {
    setBusy(true)
    setError(undefined)
    try {
      const n = await exportProducts(query, t)
      show('success', t('list.exported', { count: n }))
    } catch (e) {
      setError(toListError(e))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, run }
}
