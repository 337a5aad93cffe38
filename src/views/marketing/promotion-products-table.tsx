// The products of the promotion being edited: each with its price, its special price when the
// kind is SPECIAL_PRICE (refused at the row), and a way to take it out again.
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { PromotionKind } from '../../../contract/marketing.constants.ts'
import type { PromotionProductDraft } from '../../machines/marketing/promotion-form.ts'
import { FieldAlert } from '../shared/form-field.tsx'
import { CellText } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'

export function PromotionProductsTable({
  kind,
  products,
  message,
  onChange,
}: {
  kind: PromotionKind
  products: PromotionProductDraft[]
  message: (field: string) => string | undefined
  onChange: (products: PromotionProductDraft[]) => void
}) {
  const { t } = useTranslation('marketing')
  const index = (p: PromotionProductDraft) => products.findIndex((x) => x.productId === p.productId)
  const setPrice = (i: number, promoPrice: string) =>
    onChange(products.map((p, j) => (j === i ? { ...p, promoPrice } : p)))
  return (
    <DataTable
      value={products}
      dataKey="productId"
      size="small"
      stripedRows
      scrollable
      emptyMessage={t('edit.noProducts')}
      pt={{ table: { 'aria-label': t('fields.products') } }}
    >
      <Column header={t('fields.product')} body={(p: PromotionProductDraft) => <CellText text={p.name} />} />
      <Column field="productNo" header={t('fields.productNo')} />
      <Column
        header={t('fields.price')}
        body={(p: PromotionProductDraft) =>
          p.minPrice === p.maxPrice
            ? formatYuan(p.minPrice)
            : `${formatYuan(p.minPrice)} – ${formatYuan(p.maxPrice)}`
        }
      />
      {kind === 'SPECIAL_PRICE' && (
        <Column
          header={t('fields.promoPrice')}
          body={(p: PromotionProductDraft) => {
            const i = index(p)
            const error = message(`products.${i}.promoPrice`)
            return (
              <div className="form-field">
                <InputText
                  value={p.promoPrice}
                  inputMode="decimal"
                  aria-label={`${t('fields.promoPrice')} ${p.name}`}
                  aria-invalid={error ? true : undefined}
                  invalid={error !== undefined}
                  onChange={(e) => setPrice(i, e.target.value)}
                />
                <FieldAlert error={error} />
              </div>
            )
          }}
        />
      )}
      <Column
        header={t('fields.actions')}
        body={(p: PromotionProductDraft) => (
          <RowActions
            subject={p.name}
            actions={[
              {
                label: t('actions.remove'),
                danger: true,
                onClick: () => onChange(products.filter((x) => x.productId !== p.productId)),
              },
            ]}
          />
        )}
      />
    </DataTable>
  )
}
