// The dialog that applies own products for distribution: a paged list of the products not yet
// applied; the selected ones are applied in one call.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dialog } from 'primereact/dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DisProductRow } from '../../../contract/distribution-setup.schema.ts'
import { toListRequest } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ProductCell, priceRange } from './dis-product-cell.tsx'

export function ApplyDisProductsDialog({
  mixed,
  onClose,
  onApplied,
}: {
  mixed: boolean
  onClose: () => void
  onApplied: (n: number) => void
}) {
  const { t } = useTranslation('distribution-setup')
  const list = usePagedList<DisProductRow, { keyword?: string | undefined }>((query, signal) =>
    api.disGetMyProductList({ ...toListRequest(query), scope: 'AVAILABLE' }, signal),
  )
  const [selection, setSelection] = useState<DisProductRow[]>([])
  const apply = useFormSubmit(
    (v: { productIds: string[] }) => api.addApplyDisProductList(v.productIds, mixed ? 1 : 0),
    (r) => onApplied(r.added),
  )
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={onClose} disabled={apply.busy} />
      <Button
        type="button"
        label={t('products.applySelected', { count: selection.length })}
        disabled={selection.length === 0}
        loading={apply.busy}
        onClick={() => apply.send({ productIds: selection.map((r) => r.productId) })}
      />
    </div>
  )
  return (
    <Dialog
      header={t('products.applyTitle')}
      visible
      onHide={onClose}
      footer={footer}
      modal
      style={{ width: 'min(56rem, 96vw)' }}
    >
      <ErrorNotice error={apply.error} />
      <KeywordFilterBar label={t('products.applyFilter')} fieldLabel={t('fields.keyword')} list={list} />
      <PagedTable<DisProductRow>
        list={list}
        dataKey="productId"
        label={t('products.availableTable')}
        selection={selection}
        onSelectionChange={setSelection}
        emptyMessage={t('products.noneAvailable')}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column header={t('fields.product')} body={(r: DisProductRow) => <ProductCell row={r} />} />
        <Column field="categoryName" header={t('fields.category')} />
        <Column
          header={t('fields.sellingPrice')}
          body={(r: DisProductRow) => priceRange(r.minPrice, r.maxPrice)}
        />
        <Column field="totalStock" header={t('fields.stock')} />
      </PagedTable>
    </Dialog>
  )
}
