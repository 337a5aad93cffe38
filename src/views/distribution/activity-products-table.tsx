// An activity's products with their activity price inputs (each shows its own error) and a
// remove button per row.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { ActivityProductDraft } from '../../machines/distribution/setup-forms.ts'
import { FieldAlert } from '../shared/form-field.tsx'

interface TableProps {
  products: ActivityProductDraft[]
  message: (field: string) => string | undefined
  onChange: (products: ActivityProductDraft[]) => void
}

export function ActivityProductsTable({ products, message, onChange }: TableProps) {
  const { t, i18n } = useTranslation('distribution-setup')
  return (
    <DataTable
      // PrimeReact memoizes body cells: a new language must redraw them.
      key={i18n.language}
      value={products}
      dataKey="productId"
      size="small"
      emptyMessage={t('activity.noProducts')}
      aria-label={t('activity.products')}
    >
      <Column field="name" header={t('fields.product')} />
      <Column field="productNo" header={t('fields.productNo')} />
      <Column header={t('fields.sellingPrice')} body={(p: ActivityProductDraft) => formatYuan(p.minPrice)} />
      <Column
        header={t('fields.activityPrice')}
        body={(p: ActivityProductDraft, o: { rowIndex: number }) => {
          const error = message(`products.${o.rowIndex}.activityPrice`)
          return (
            <>
              <InputText
                aria-label={`${t('fields.activityPrice')} ${p.name}`}
                inputMode="decimal"
                value={p.activityPrice}
                invalid={!!error}
                onChange={(e) =>
                  onChange(
                    products.map((x) =>
                      x.productId === p.productId ? { ...x, activityPrice: e.target.value } : x,
                    ),
                  )
                }
              />
              <FieldAlert error={error} />
            </>
          )
        }}
      />
      <Column
        header={t('fields.actions')}
        body={(p: ActivityProductDraft) => (
          <Button
            type="button"
            size="small"
            text
            severity="danger"
            label={t('actions.remove')}
            aria-label={`${t('actions.remove')} ${p.name}`}
            onClick={() => onChange(products.filter((x) => x.productId !== p.productId))}
          />
        )}
      />
    </DataTable>
  )
}
