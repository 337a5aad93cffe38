// Picks products for a catalogue from the merchant's own products (getCatalogProductOptions), in
// the shared record picker: a keyword search over a paged list; each row adds its product once.
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import type { CatalogueProductOption } from '../../../contract/catalogue.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { CellText } from '../shared/paged-table.tsx'
import { RecordPickerDialog } from '../shared/record-picker-dialog.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { fetchProductOptions } from './catalogue-fetch.ts'

export function CatalogueProductPicker({
  chosen,
  onAdd,
  onClose,
}: {
  chosen: ReadonlySet<number>
  onAdd: (product: CatalogueProductOption) => void
  onClose: () => void
}) {
  const { t } = useTranslation('catalogue')
  const list = usePagedList(fetchProductOptions, { pageSize: 10 })
  return (
    <RecordPickerDialog<CatalogueProductOption>
      title={t('form.pickerTitle')}
      tableLabel={t('form.pickerLabel')}
      list={list}
      dataKey="productId"
      search={{ label: t('form.pickerTitle'), fieldLabel: t('form.pickerSearch') }}
      width="min(56rem, 96vw)"
      // Keyed by the chosen count: the table's cells show "added" as soon as a product is.
      tableKey={chosen.size}
      columns={[
        <Column
          key="product"
          header={t('columns.product')}
          body={(p: CatalogueProductOption) => <CellText text={`${p.name} (${p.productNo})`} />}
        />,
        <Column
          key="price"
          header={t('columns.basePrice')}
          body={(p: CatalogueProductOption) => (
            <span className="catalogue-money">{formatYuan(p.basePrice)}</span>
          )}
        />,
      ]}
      pick={{
        kind: 'row',
        actionsHeader: t('columns.actions'),
        action: (p) => ({
          label: chosen.has(p.productId) ? t('form.added') : t('actions.add'),
          ariaLabel: `${t('actions.add')} ${p.name}`,
          disabled: chosen.has(p.productId),
          quiet: !chosen.has(p.productId),
          onClick: () => onAdd(p),
        }),
      }}
      onClose={onClose}
    />
  )
}
