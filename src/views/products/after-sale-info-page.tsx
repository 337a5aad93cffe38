// afterSaleInfo: the merchant's return address, contact, return period and after-sales policy
// (rich text, sanitized by the server), used by the after-sales pages. One SaveForm.
import './product-locales.ts'
import 'quill/dist/quill.snow.css'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AFTER_SALE_ADDRESS_MAX,
  AFTER_SALE_CONTACT_MAX,
  AFTER_SALE_PHONE_MAX,
  RETURN_DAYS,
} from '../../../contract/products.constants.ts'
import type { AfterSaleInfo } from '../../../contract/products.schema.ts'
import {
  type AfterSaleDraft,
  afterSaleDraft,
  afterSaleRequest,
  validateAfterSale,
} from '../../machines/products/product-after-sale-form.ts'
import { getAfterSaleInfo, saveAfterSaleInfo } from '../../services/products.api.ts'
import { regionErrors, RegionFields, regionOf } from '../shared/region-fields.tsx'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField, TextFormField, useLimitHint } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RichTextEditor } from '../shared/rich-text-editor.tsx'
import { SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import '../shared/setup-page.css'
import './after-sale-info.css'

type TextField = 'contactName' | 'contactPhone' | 'address'
const LIMITS: Record<TextField, number> = {
  contactName: AFTER_SALE_CONTACT_MAX,
  contactPhone: AFTER_SALE_PHONE_MAX,
  address: AFTER_SALE_ADDRESS_MAX,
}

export default function AfterSaleInfoPage() {
  const { t } = useTranslation('products')
  const info = useLoad((signal) => getAfterSaleInfo(signal))
  const [saved, setSaved] = useState<AfterSaleInfo | undefined>(undefined)
  const shown = saved ?? info.data
  return (
    <section className="page" aria-labelledby="after-sale-title" aria-busy={!shown && !info.error}>
      <header className="page-header">
        <h1 id="after-sale-title">{t('afterSale.title')}</h1>
        {shown && (
          <small>
            {shown.updatedAt
              ? t('afterSale.lastSaved', { at: formatDateTime(shown.updatedAt) })
              : t('afterSale.neverSaved')}
          </small>
        )}
      </header>
      <ErrorNotice error={info.error} onRetry={info.retry} />
      {info.data && <AfterSaleForm info={info.data} onSaved={setSaved} />}
    </section>
  )
}

function AfterSaleForm({ info, onSaved }: { info: AfterSaleInfo; onSaved: (a: AfterSaleInfo) => void }) {
  const { t } = useTranslation('products')
  const { show } = usePageToast()
  const limitHint = useLimitHint()
  const [initial] = useState(() => afterSaleDraft(info))
  const form = useForm<AfterSaleDraft, AfterSaleInfo>({
    values: initial,
    validate: validateAfterSale,
    submit: (d, signal) => saveAfterSaleInfo(afterSaleRequest(d), signal),
    onSubmitted: (result) => {
      form.reset(afterSaleDraft(result))
      onSaved(result)
      show('success', t('afterSale.saved'))
    },
    ns: 'products',
  })
  const { values, change, message } = form
  const text = (field: TextField) => (
    <TextFormField
      form={form}
      field={field}
      id={`after-sale-${field}`}
      label={t(`afterSale.${field}`)}
      max={LIMITS[field]}
    />
  )
  return (
    <SaveForm
      form={form}
      label={t('afterSale.title')}
      fields={
        <>
          <FormField
            id="after-sale-returnDays"
            label={t('afterSale.returnDays')}
            error={message('returnDays')}
            hint={limitHint(RETURN_DAYS)}
          >
            <InputText
              inputMode="numeric"
              value={values.returnDays}
              onChange={(e) => change({ returnDays: e.target.value })}
            />
          </FormField>
          {text('contactName')}
          {text('contactPhone')}
          <RegionFields
            initial={regionOf(initial)}
            errors={regionErrors(message)}
            onChange={(region) => change({ ...region })}
          />
          <div className="wide">{text('address')}</div>
          <div className="wide">
            <FormField id="after-sale-policy" label={t('afterSale.policy')} error={message('policy')}>
              <RichTextEditor
                className="after-sale-editor"
                value={values.policy}
                onTextChange={(e) => change({ policy: e.htmlValue ?? '' })}
              />
            </FormField>
          </div>
        </>
      }
    />
  )
}
