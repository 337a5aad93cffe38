// editDisProduct?id=: distribution price per SKU and per rank, retail price, stock rules,
// minimum order quantity, freight template, mixed batch. Prices are typed in yuan and sent
// in fen; a refused value shows its reason and limit at its own input. The draft, checks and
// request mapping are in src/machines/distribution/setup-forms.ts.
import './setup-locales.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { MIN_ORDER_QUANTITY } from '../../../contract/distribution-setup.constants.ts'
import type { DisProductDetail } from '../../../contract/distribution-setup.schema.ts'
import {
  type DisProductDraft,
  disProductDraft,
  disProductRequest,
  validateDisProduct,
} from '../../machines/distribution/setup-forms.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { SaveActions } from '../shared/save-form.tsx'
import { FieldAlert, FormField, useLimitHint } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useForm } from '../shared/use-form.ts'
import { DisProductSkuTable } from './dis-product-sku-table.tsx'
import '../shared/setup-page.css'
import { useLoad } from '../shared/use-load.ts'
import { pathTo } from '../../routes/paths.ts'

export default function EditDisProductPage() {
  const { t } = useTranslation('distribution-setup')
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const detail = useLoad((signal) => api.getDisProductDetailById(id, signal))
  const d = detail.data
  return (
    <section className="page" aria-busy={!d && !detail.error} aria-labelledby="edit-dis-title">
      <header className="page-header">
        <h1 id="edit-dis-title">{t('routes:pages.editDisProduct')}</h1>
        <Button
          type="button"
          outlined
          label={t('actions.back')}
          onClick={() => navigate(pathTo('disProduct'))}
        />
      </header>
      {d ? (
        <DisProductForm id={id} detail={d} />
      ) : (
        <ErrorNotice error={detail.error} onRetry={detail.retry} />
      )}
    </section>
  )
}

function DisProductForm({ id, detail: d }: { id: string; detail: DisProductDetail }) {
  const { t } = useTranslation('distribution-setup')
  const { show } = usePageToast()
  const limitHint = useLimitHint()
  const templates = useLoad((signal) => api.getFreightTemplates(signal))
  const [initial] = useState(() => disProductDraft(d))
  const form = useForm<DisProductDraft, DisProductDetail>({
    values: initial,
    validate: validateDisProduct,
    submit: (draft) => api.updateDisProduct(disProductRequest(id, draft)),
    onSubmitted: (saved) => {
      form.reset(disProductDraft(saved))
      show('success', t('products.saved'))
    },
    ns: 'distribution-setup',
  })
  const { values, change, message } = form
  const templateOptions = [
    { label: t('fields.noTemplate'), value: null },
    ...(templates.data ?? []).map((f) => ({ label: f.name, value: f.id })),
  ]
  return (
    <>
      <div className="setup-section">
        <h2>
          {d.name} <small>{d.productNo}</small>{' '}
          <Tag severity={d.status === 'ON' ? 'success' : 'secondary'} value={t(`status.${d.status}`)} />
        </h2>
        <ErrorNotice error={form.error ?? templates.error} />
        <div className="setup-form">
          <FormField id="dis-stock-mode" label={t('fields.stockMode')} error={message('stockMode')}>
            <Dropdown
              value={values.stockMode}
              options={[
                { label: t('stockMode.SHARED'), value: 'SHARED' },
                { label: t('stockMode.LIMITED'), value: 'LIMITED' },
              ]}
              onChange={(e) => change({ stockMode: e.value })}
            />
          </FormField>
          <FormField
            id="dis-moq"
            label={t('fields.minOrderQuantity')}
            error={message('minOrderQuantity')}
            hint={limitHint(MIN_ORDER_QUANTITY)}
          >
            <InputText
              inputMode="numeric"
              value={values.minOrderQuantity}
              onChange={(e) => change({ minOrderQuantity: e.target.value })}
            />
          </FormField>
          <FormField
            id="dis-template"
            label={t('fields.freightTemplate')}
            error={message('freightTemplateId')}
          >
            <Dropdown
              value={values.freightTemplateId}
              options={templateOptions}
              onChange={(e) => change({ freightTemplateId: e.value })}
            />
          </FormField>
          <div className="form-field">
            <span className="p-checkbox-label-row">
              <Checkbox
                inputId="dis-mixed"
                checked={values.isMixed}
                onChange={(e) => change({ isMixed: e.checked === true })}
              />{' '}
              <label htmlFor="dis-mixed">{t('fields.isMixed')}</label>
            </span>
          </div>
        </div>
      </div>
      <div className="setup-section">
        <h2>{t('products.skuPrices')}</h2>
        <FieldAlert error={message('skus')} />
        <DisProductSkuTable form={form} ranks={d.ranks} />
        <SaveActions form={form} />
      </div>
    </>
  )
}
