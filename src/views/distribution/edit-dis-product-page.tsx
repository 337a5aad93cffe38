// editDisProduct?id=: distribution price per SKU and per rank, retail price, stock rules,
// minimum order quantity, freight template, mixed batch. Prices are typed in yuan and sent
// in fen; a refused value shows its reason at its own input.
import './setup-locales.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { Tag } from 'primereact/tag'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { DisProductDetail, StockMode } from '../../../contract/distribution-setup.schema.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { yuan } from './distribution-format.ts'
import './distribution-setup.css'
import { fenToYuanText, yuanToFen } from './money-input.ts'
import { useLoad } from './use-load.ts'
import { useSetupFieldMessage } from './use-setup-field-message.ts'

interface SkuDraft {
  id: string
  spec: string
  skuCode: string
  price: number
  stock: number
  disPrice: string
  retailPrice: string
  stockLimit: string
  enabled: boolean
  rankPrices: Record<string, string>
}

interface Draft {
  stockMode: StockMode
  minOrderQuantity: string
  freightTemplateId: string | null
  isMixed: boolean
  skus: SkuDraft[]
}

function draftOf(d: DisProductDetail): Draft {
  return {
    stockMode: d.stockMode,
    minOrderQuantity: String(d.minOrderQuantity),
    freightTemplateId: d.freightTemplateId,
    isMixed: d.isMixed === 1,
    skus: d.skus.map((s) => ({
      id: s.id,
      spec: s.spec,
      skuCode: s.skuCode,
      price: s.price,
      stock: s.stock,
      disPrice: fenToYuanText(s.disPrice),
      retailPrice: fenToYuanText(s.retailPrice),
      stockLimit: s.stockLimit === null ? '' : String(s.stockLimit),
      enabled: s.enabled === 1,
      rankPrices: Object.fromEntries(s.rankPrices.map((r) => [r.rankId, fenToYuanText(r.price)])),
    })),
  }
}

/** Browser-side checks with the server's reason codes; the server checks again. */
function toRequest(
  id: string,
  d: Draft,
): { errors: Record<string, string>; body?: Parameters<typeof api.updateDisProduct>[0] } {
  const errors: Record<string, string> = {}
  const money = (field: string, text: string) => {
    const fen = yuanToFen(text)
    if (fen === undefined) errors[field] = text.trim() === '' ? 'required' : 'money'
    return fen ?? 0
  }
  const moq = Number(d.minOrderQuantity)
  if (!Number.isInteger(moq) || moq < 1) errors.minOrderQuantity = 'min1'
  const skus = d.skus.map((s, i) => {
    const limit = s.stockLimit.trim() === '' ? null : Number(s.stockLimit)
    if (limit !== null && (!Number.isInteger(limit) || limit < 0)) errors[`skus.${i}.stockLimit`] = 'integer'
    return {
      id: s.id,
      disPrice: money(`skus.${i}.disPrice`, s.disPrice),
      retailPrice: money(`skus.${i}.retailPrice`, s.retailPrice),
      stockLimit: limit,
      enabled: (s.enabled ? 1 : 0) as 0 | 1,
      rankPrices: Object.entries(s.rankPrices)
        .filter(([, text]) => text.trim() !== '')
        .map(([rankId, text], j) => ({ rankId, price: money(`skus.${i}.rankPrices.${j}.price`, text) })),
    }
  })
  if (Object.keys(errors).length) return { errors }
  return {
    errors,
    body: {
      id,
      stockMode: d.stockMode,
      minOrderQuantity: moq,
      freightTemplateId: d.freightTemplateId,
      isMixed: d.isMixed ? 1 : 0,
      skus,
    },
  }
}

export default function EditDisProductPage() {
  const { t } = useTranslation('distributionSetup')
  const message = useSetupFieldMessage()
  const { toast, show } = usePageToast()
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const detail = useLoad((signal) => api.getDisProductDetailById(id, signal))
  const templates = useLoad((signal) => api.getFreightTemplates(signal))
  const [draft, setDraft] = useState<Draft | undefined>(undefined)
  const form = useFormSubmit(
    (body: Parameters<typeof api.updateDisProduct>[0]) => api.updateDisProduct(body),
    (saved) => {
      setDraft(draftOf(saved))
      show('success', t('products.saved'))
      form.reset()
    },
  )
  useEffect(() => {
    if (detail.data) setDraft(draftOf(detail.data))
  }, [detail.data])

  const d = detail.data
  if (!d || !draft) {
    return (
      <section className="page" aria-busy={!detail.error} aria-labelledby="edit-dis-title">
        <h1 id="edit-dis-title">{t('routes:pages.editDisProduct')}</h1>
        <ErrorNotice error={detail.error} onRetry={detail.retry} />
      </section>
    )
  }
  const err = (field: string) => message(form.fieldErrors[field])
  const setSku = (i: number, patch: Partial<SkuDraft>, field: string) => {
    form.edit(field)
    setDraft({ ...draft, skus: draft.skus.map((s, j) => (j === i ? { ...s, ...patch } : s)) })
  }
  const save = () => {
    const { errors, body } = toRequest(id, draft)
    if (!body) form.check(errors)
    else form.send(body)
  }
  const templateOptions = [
    { label: t('fields.noTemplate'), value: null },
    ...(templates.data ?? []).map((f) => ({ label: f.name, value: f.id })),
  ]

  return (
    <section className="page" aria-labelledby="edit-dis-title">
      {toast}
      <header className="page-header">
        <h1 id="edit-dis-title">{t('routes:pages.editDisProduct')}</h1>
        <Button
          type="button"
          outlined
          label={t('actions.back')}
          onClick={() => navigate('/distribution-management/disProduct')}
        />
      </header>
      <div className="setup-section">
        <h2>
          {d.name} <small>{d.productNo}</small>{' '}
          <Tag severity={d.status === 'ON' ? 'success' : 'secondary'} value={t(`status.${d.status}`)} />
        </h2>
        <ErrorNotice error={form.error ?? templates.error} />
        <div className="setup-form">
          <FormField id="dis-stock-mode" label={t('fields.stockMode')} error={err('stockMode')}>
            <Dropdown
              value={draft.stockMode}
              options={[
                { label: t('stockMode.SHARED'), value: 'SHARED' },
                { label: t('stockMode.LIMITED'), value: 'LIMITED' },
              ]}
              onChange={(e) => {
                form.edit('stockMode')
                setDraft({ ...draft, stockMode: e.value })
              }}
            />
          </FormField>
          <FormField id="dis-moq" label={t('fields.minOrderQuantity')} error={err('minOrderQuantity')}>
            <InputText
              inputMode="numeric"
              value={draft.minOrderQuantity}
              onChange={(e) => {
                form.edit('minOrderQuantity')
                setDraft({ ...draft, minOrderQuantity: e.target.value })
              }}
            />
          </FormField>
          <FormField id="dis-template" label={t('fields.freightTemplate')} error={err('freightTemplateId')}>
            <Dropdown
              value={draft.freightTemplateId}
              options={templateOptions}
              onChange={(e) => {
                form.edit('freightTemplateId')
                setDraft({ ...draft, freightTemplateId: e.value })
              }}
            />
          </FormField>
          <div className="form-field">
            <span className="p-checkbox-label-row">
              <Checkbox
                inputId="dis-mixed"
                checked={draft.isMixed}
                onChange={(e) => setDraft({ ...draft, isMixed: e.checked === true })}
              />{' '}
              <label htmlFor="dis-mixed">{t('fields.isMixed')}</label>
            </span>
          </div>
        </div>
      </div>
      <div className="setup-section">
        <h2>{t('products.skuPrices')}</h2>
        {err('skus') && (
          <small className="p-error" role="alert">
            {err('skus')}
          </small>
        )}
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
                {draft.stockMode === 'LIMITED' && <th scope="col">{t('fields.stockLimit')}</th>}
                {d.ranks.map((r) => (
                  <th scope="col" key={r.id}>
                    {t('fields.rankPrice', { rank: r.name })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {draft.skus.map((s, i) => {
                const cell = (field: string, label: string, value: string, onChange: (v: string) => void) => {
                  const fieldKey = `skus.${i}.${field}`
                  const error = err(fieldKey)
                  return (
                    <td>
                      <InputText
                        aria-label={`${label} ${s.spec || s.skuCode}`}
                        inputMode="decimal"
                        value={value}
                        invalid={!!error}
                        aria-invalid={error ? true : undefined}
                        onChange={(e) => onChange(e.target.value)}
                      />
                      {error && (
                        <small className="p-error" role="alert">
                          {error}
                        </small>
                      )}
                    </td>
                  )
                }
                return (
                  <tr key={s.id}>
                    <th scope="row">
                      {s.spec || s.skuCode}
                      <br />
                      <small>{s.skuCode}</small>
                    </th>
                    <td>{yuan(s.price)}</td>
                    <td>{s.stock}</td>
                    <td>
                      <Checkbox
                        aria-label={`${t('fields.enabled')} ${s.spec || s.skuCode}`}
                        checked={s.enabled}
                        onChange={(e) => setSku(i, { enabled: e.checked === true }, 'skus')}
                      />
                    </td>
                    {cell('disPrice', t('fields.disPrice'), s.disPrice, (v) =>
                      setSku(i, { disPrice: v }, `skus.${i}.disPrice`),
                    )}
                    {cell('retailPrice', t('fields.retailPrice'), s.retailPrice, (v) =>
                      setSku(i, { retailPrice: v }, `skus.${i}.retailPrice`),
                    )}
                    {draft.stockMode === 'LIMITED' &&
                      cell('stockLimit', t('fields.stockLimit'), s.stockLimit, (v) =>
                        setSku(i, { stockLimit: v }, `skus.${i}.stockLimit`),
                      )}
                    {d.ranks.map((r) => (
                      <td key={r.id}>
                        <InputText
                          aria-label={`${t('fields.rankPrice', { rank: r.name })} ${s.spec || s.skuCode}`}
                          inputMode="decimal"
                          placeholder={t('products.rankDefault', { permille: r.discountPermille / 100 })}
                          value={s.rankPrices[r.id] ?? ''}
                          onChange={(e) =>
                            setSku(i, { rankPrices: { ...s.rankPrices, [r.id]: e.target.value } }, 'skus')
                          }
                        />
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <div className="setup-form-actions">
          <Button
            type="button"
            label={t('actions.save')}
            icon="pi pi-check"
            loading={form.busy}
            onClick={save}
          />
        </div>
      </div>
    </section>
  )
}
