// The SKU table of a distribution product's form: per SKU the distribution and retail price,
// the stock limit (LIMITED stock mode) and a price per rank; each input shows its own error.
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import type { DisProductDetail } from '../../../contract/distribution-setup.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import {
  type DisProductDraft,
  rankPriceField,
  type SkuDraft,
} from '../../machines/distribution/setup-forms.ts'
import { FieldAlert } from '../shared/form-field.tsx'
import type { FormApi } from '../shared/use-form.ts'

interface Props {
  form: FormApi<DisProductDraft>
  ranks: DisProductDetail['ranks']
}

export function DisProductSkuTable({ form, ranks }: Props) {
  const { t } = useTranslation('distribution-setup')
  const { values, message } = form
  const setSku = (i: number, patch: Partial<SkuDraft>) =>
    form.change({ skus: values.skus.map((s, j) => (j === i ? { ...s, ...patch } : s)) })
  const cell = (
    field: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    placeholder?: string,
  ) => {
    const error = message(field)
    return (
      <td key={field}>
        <InputText
          aria-label={label}
          inputMode="decimal"
          value={value}
          placeholder={placeholder}
          invalid={!!error}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <FieldAlert error={error} />
      </td>
    )
  }
  return (
    <div className="table-scroll">
      <table className="sku-table p-datatable-table">
        <thead>
          <tr>
            <th scope="col">{t('fields.sku')}</th>
            <th scope="col">{t('fields.sellingPrice')}</th>
            <th scope="col">{t('fields.stock')}</th>
            <th scope="col">{t('fields.enabled')}</th>
            <th scope="col">{t('fields.disPrice')}</th>
            <th scope="col">{t('fields.retailPrice')}</th>
            {values.stockMode === 'LIMITED' && <th scope="col">{t('fields.stockLimit')}</th>}
            {ranks.map((r) => (
              <th scope="col" key={r.id}>
                {t('fields.rankPrice', { rank: r.name })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {values.skus.map((s, i) => {
            const name = s.spec || s.skuCode
            return (
              <tr key={s.id}>
                <th scope="row">
                  {name}
                  <br />
                  <small>{s.skuCode}</small>
                </th>
                <td>{formatYuan(s.price)}</td>
                <td>{s.stock}</td>
                <td>
                  <Checkbox
                    aria-label={`${t('fields.enabled')} ${name}`}
                    checked={s.enabled}
                    onChange={(e) => setSku(i, { enabled: e.checked === true })}
                  />
                </td>
                {cell(`skus.${i}.disPrice`, `${t('fields.disPrice')} ${name}`, s.disPrice, (v) =>
                  setSku(i, { disPrice: v }),
                )}
                {cell(`skus.${i}.retailPrice`, `${t('fields.retailPrice')} ${name}`, s.retailPrice, (v) =>
                  setSku(i, { retailPrice: v }),
                )}
                {values.stockMode === 'LIMITED' &&
                  cell(`skus.${i}.stockLimit`, `${t('fields.stockLimit')} ${name}`, s.stockLimit, (v) =>
                    setSku(i, { stockLimit: v }),
                  )}
                {ranks.map((r) =>
                  cell(
                    rankPriceField(i, r.id),
                    `${t('fields.rankPrice', { rank: r.name })} ${name}`,
                    s.rankPrices[r.id] ?? '',
                    (v) => setSku(i, { rankPrices: { ...s.rankPrices, [r.id]: v } }),
                    t('products.rankDefault', { permille: r.discountPermille / 100 }),
                  ),
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
