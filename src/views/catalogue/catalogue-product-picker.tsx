// Picks products for a catalogue from the merchant's own products (getCatalogProductOptions):
// a dialog with a keyword search over a paged list; each row adds its product once.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dialog } from 'primereact/dialog'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { CatalogueProductOption } from '../../../contract/catalogue.schema.ts'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
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
    <Dialog
      header={t('form.pickerTitle')}
      visible
      onHide={onClose}
      modal
      style={{ width: 'min(56rem, 96vw)' }}
    >
      <KeywordFilterBar label={t('form.pickerTitle')} fieldLabel={t('form.pickerSearch')} list={list} />
      {/* Keyed by the chosen count: the table's cells show "added" as soon as a product is. */}
      <PagedTable<CatalogueProductOption>
        key={chosen.size}
        list={list}
        dataKey="productId"
        label={t('form.pickerLabel')}
      >
        <Column
          header={t('columns.product')}
          body={(p: CatalogueProductOption) => <CellText text={`${p.name} (${p.productNo})`} />}
        />
        <Column
          header={t('columns.basePrice')}
          body={(p: CatalogueProductOption) => (
            <span className="catalogue-money">{formatYuan(p.basePrice)}</span>
          )}
        />
        <Column
          header={t('columns.actions')}
          frozen
          alignFrozen="right"
          body={(p: CatalogueProductOption) => (
            <Button
              type="button"
              size="small"
              text={!chosen.has(p.productId)}
              disabled={chosen.has(p.productId)}
              label={chosen.has(p.productId) ? t('form.added') : t('actions.add')}
              aria-label={`${t('actions.add')} ${p.name}`}
              onClick={() => onAdd(p)}
            />
          )}
        />
      </PagedTable>
    </Dialog>
  )
}
