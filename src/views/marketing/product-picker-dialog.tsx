// Choosing the merchant's products for a promotion (several) or a purchase limit (one), in the
// shared record picker; products already chosen are not added twice.
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { ProductOption } from '../../../contract/marketing.schema.ts'
import { getPromotionProductList } from '../../services/marketing.api.ts'
import { CellText } from '../shared/paged-table.tsx'
import { RecordPickerDialog } from '../shared/record-picker-dialog.tsx'
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
  return (
    <RecordPickerDialog<ProductOption>
      title={single ? t('picker.titleOne') : t('picker.title')}
      tableLabel={t('picker.table')}
      list={list}
      dataKey="productId"
      search={{ label: t('picker.title'), fieldLabel: t('picker.keyword') }}
      columns={[
        <Column
          key="name"
          header={t('fields.product')}
          body={(r: ProductOption) => <CellText text={r.name} />}
        />,
        <Column key="no" field="productNo" header={t('fields.productNo')} />,
        <Column
          key="price"
          header={t('fields.price')}
          body={(r: ProductOption) =>
            r.minPrice === r.maxPrice
              ? formatYuan(r.minPrice)
              : `${formatYuan(r.minPrice)} – ${formatYuan(r.maxPrice)}`
          }
        />,
      ]}
      pick={{
        kind: 'select',
        chosen,
        single: single ?? false,
        pickLabel: (count) => (single ? t('picker.choose') : t('picker.addSelected', { count })),
        cancelLabel: t('actions.cancel'),
        onPick,
      }}
      onClose={onClose}
    />
  )
}
