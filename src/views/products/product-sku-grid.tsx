// The SKU grid of the product form: one row per combination of the specification values, with
// its price and market price (yuan), stock, weight, bar code and SKU code; every input shows
// its own refusal, the browser's or the server's (a duplicate bar code names its row). A saved
// SKU links to its stock history.
import './stock-locales.ts'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { pathTo } from '../../routes/paths.ts'
import {
  BATCH_FILL_FIELDS,
  type BatchFillField,
  fillSkus,
  type ProductDraft,
  type SkuDraft,
  skuLabel,
} from '../../machines/products/product-form.ts'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import type { FormApi } from '../shared/use-form.ts'

type Column = 'price' | 'marketPrice' | 'stock' | 'weightGrams' | 'barCode' | 'skuCode'
const COLUMNS: ReadonlyArray<{ field: Column; mode: 'decimal' | 'numeric' | 'text' }> = [
  { field: 'price', mode: 'decimal' },
  { field: 'marketPrice', mode: 'decimal' },
  { field: 'stock', mode: 'numeric' },
  { field: 'weightGrams', mode: 'numeric' },
  { field: 'barCode', mode: 'text' },
  { field: 'skuCode', mode: 'text' },
]

/**
 * One value into a column of every SKU (a price, a stock...): checked by that column's rule
 * first; a refused value is said at the field and changes nothing.
 */
function BatchFill({ form }: { form: FormApi<ProductDraft> }) {
  const { t } = useTranslation('products')
  const fieldMessage = useFieldMessage('products')
  const [field, setField] = useState<BatchFillField>('price')
  const [value, setValue] = useState('')
  const [refusal, setRefusal] = useState<{ reason: string; max?: number } | undefined>()
  const fill = () => {
    const result = fillSkus(form.values.skus, field, value)
    if ('reason' in result) {
      setRefusal(result)
      return
    }
    setRefusal(undefined)
    form.change({ skus: result.skus })
    setValue('')
  }
  return (
    <fieldset className="product-sku-fill">
      <legend>{t('form.batchFill.title', { count: form.values.skus.length })}</legend>
      <FormField id="sku-fill-field" label={t('form.batchFill.column')}>
        <Dropdown
          inputId="sku-fill-field"
          value={field}
          options={BATCH_FILL_FIELDS.map((f) => ({ label: t(`sku.${f}`), value: f }))}
          onChange={(e) => {
            setField(e.value)
            setRefusal(undefined)
          }}
        />
      </FormField>
      <FormField id="sku-fill-value" label={t('form.batchFill.value')} error={fieldMessage(refusal)}>
        <InputText
          id="sku-fill-value"
          value={value}
          inputMode={field === 'price' || field === 'marketPrice' ? 'decimal' : 'numeric'}
          invalid={!!refusal}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            // Enter fills, it does not submit the product form.
            if (e.key === 'Enter') {
              e.preventDefault()
              fill()
            }
          }}
        />
      </FormField>
      <Button
        type="button"
        label={t('form.batchFill.apply')}
        icon="pi pi-clone"
        outlined
        size="small"
        disabled={form.values.skus.length === 0}
        onClick={fill}
      />
    </fieldset>
  )
}

export function ProductSkuGrid({ form }: { form: FormApi<ProductDraft> }) {
  const { t } = useTranslation('products')
  const { values, message } = form
  const setSku = (i: number, patch: Partial<SkuDraft>) =>
    form.change({ skus: values.skus.map((s, j) => (j === i ? { ...s, ...patch } : s)) })
  return (
    <>
      {values.skus.length > 1 && <BatchFill form={form} />}
      <div className="table-scroll">
        <table className="product-sku-grid p-datatable-table" aria-label={t('form.skuGrid')}>
          <thead>
            <tr>
              <th scope="col">{t('form.sku')}</th>
              {COLUMNS.map((c) => (
                <th scope="col" key={c.field}>
                  {t(`sku.${c.field}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {values.skus.map((s, i) => {
              const name = skuLabel(s) || t('form.singleSku')
              const rowError = message(`skus.${i}.specValues`) ?? message(`skus.${i}.skuId`)
              return (
                <tr key={JSON.stringify(s.specValues)}>
                  <th scope="row">
                    {name}
                    {s.skuId && (
                      <Link
                        className="product-sku-grid__history"
                        href={pathTo('stockHistory', { skuId: s.skuId })}
                        aria-label={t('stock:product.historyOf', { sku: s.skuCode || name })}
                      >
                        {t('stock:product.history')}
                      </Link>
                    )}
                    {rowError && (
                      <small className="p-error" role="alert">
                        {rowError}
                      </small>
                    )}
                  </th>
                  {COLUMNS.map(({ field, mode }) => {
                    const error = message(`skus.${i}.${field}`)
                    const id = `sku-${i}-${field}`
                    return (
                      <td key={field}>
                        <InputText
                          id={id}
                          aria-label={`${t(`sku.${field}`)} ${name}`}
                          inputMode={mode}
                          value={s[field]}
                          placeholder={field === 'skuCode' ? t('form.autoCode') : undefined}
                          invalid={!!error}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(e) => setSku(i, { [field]: e.target.value })}
                        />
                        {error && (
                          <small id={`${id}-error`} className="p-error" role="alert">
                            {error}
                          </small>
                        )}
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
        {message('skus') && (
          <small className="p-error" role="alert">
            {message('skus')}
          </small>
        )}
      </div>
    </>
  )
}
