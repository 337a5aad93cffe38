// Choosing the merchant's products for a promotion (several) or a purchase limit (one): a paged,
// searchable list of the products in a dialog; products already chosen are not added twice.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dialog } from 'primereact/dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { ProductOption } from '../../../contract/marketing.schema.ts'
import { getPromotionProductList } from '../../services/marketing.api.ts'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'

export function ProductPickerDialog({
  chosen,
  single,
  onPick,
  onClose,
}: {
  chosen: readonly string[]
  /** One product only (a purchase limit). */
  single?: boolean
  onPick: (rows: ProductOption[]) => void
  onClose: () => void
}) {
  const { t } = useTranslation('marketing')
  const list = usePagedList<ProductOption, { keyword?: string }>(getPromotionProductList)
  const [selection, setSelection] = useState<ProductOption[]>([])
  const fresh = selection.filter((r) => !chosen.includes(r.productId))
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={onClose} />
      <Button
        type="button"
        label={single ? t('picker.choose') : t('picker.addSelected', { count: fresh.length })}
        disabled={fresh.length === 0}
        onClick={() => onPick(fresh)}
      />
    </div>
  )
  return (
    <Dialog
      header={single ? t('picker.titleOne') : t('picker.title')}
      visible
      onHide={onClose}
      footer={footer}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
    >
      <KeywordFilterBar label={t('picker.title')} fieldLabel={t('picker.keyword')} list={list} />
      <PagedTable<ProductOption>
        list={list}
        dataKey="productId"
        label={t('picker.table')}
        selection={selection}
        onSelectionChange={(rows) => setSelection(single ? rows.slice(-1) : rows)}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column header={t('fields.product')} body={(r: ProductOption) => <CellText text={r.name} />} />
        <Column field="productNo" header={t('fields.productNo')} />
        <Column
          header={t('fields.price')}
          body={(r: ProductOption) =>
            r.minPrice === r.maxPrice
              ? formatYuan(r.minPrice)
              : `${formatYuan(r.minPrice)} – ${formatYuan(r.maxPrice)}`
          }
        />
      </PagedTable>
    </Dialog>
  )
}
