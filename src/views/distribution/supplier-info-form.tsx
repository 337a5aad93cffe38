// The supplier card's form on the one form pattern: the draft, checks and request mapping are
// in src/machines/distribution/setup-forms.ts; this component renders the fields.
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  FEN,
  RICH_TEXT_MAX,
} from '../../../contract/distribution-setup.constants.ts'
import type { SupplierInfo } from '../../../contract/distribution-setup.schema.ts'
import {
  type SupplierDraft,
  supplierDraft,
  supplierRequest,
  validateSupplier,
} from '../../machines/distribution/setup-forms.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { FormField, TextFormField, useLimitHint } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { LongTextField, SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { ImageField } from './image-field.tsx'
import { regionErrors, RegionFields, regionOf } from '../shared/region-fields.tsx'

type TextField = 'companyName' | 'contactName' | 'contactPhone' | 'address'
const TEXT_LIMITS: Record<TextField, number> = {
  companyName: COMPANY_NAME_MAX,
  contactName: CONTACT_NAME_MAX,
  contactPhone: CONTACT_PHONE_MAX,
  address: ADDRESS_MAX,
}

export function SupplierInfoForm({
  info,
  onSaved,
}: {
  info: SupplierInfo
  onSaved: (s: SupplierInfo) => void
}) {
  const { t } = useTranslation('distribution-setup')
  const { show } = usePageToast()
  const limitHint = useLimitHint()
  const [initial] = useState(() => supplierDraft(info))
  const form = useForm<SupplierDraft, SupplierInfo>({
    values: initial,
    validate: validateSupplier,
    submit: (d) => api.saveDistributionSupplierInfo(supplierRequest(d)),
    onSubmitted: (result) => {
      onSaved(result)
      show('success', t('supplier.saved'))
    },
    ns: 'distribution-setup',
  })
  const { values, change, message } = form
  const text = (field: TextField) => (
    <TextFormField
      form={form}
      field={field}
      id={`supplier-${field}`}
      label={t(`fields.${field}`)}
      max={TEXT_LIMITS[field]}
    />
  )
  return (
    <SaveForm
      form={form}
      label={t('routes:pages.supplierInfo')}
      fields={
        <>
          <div className="wide">
            <ImageField
              label={t('fields.logo')}
              url={values.logoUrl}
              error={form.fieldErrors.logoUrl}
              onChange={(logoUrl) => change({ logoUrl })}
            />
          </div>
          {text('companyName')}
          {text('contactName')}
          {text('contactPhone')}
          <RegionFields
            initial={regionOf(initial)}
            errors={regionErrors(message)}
            onChange={(region) => change({ ...region })}
          />
          {text('address')}
          <FormField
            id="supplier-minOrderMoney"
            label={t('fields.minOrderMoneyYuan')}
            error={message('minOrderMoney')}
            hint={limitHint({ min: FEN.min / 100, max: FEN.max / 100 })}
          >
            <InputText
              inputMode="decimal"
              value={values.minOrderMoney}
              onChange={(e) => change({ minOrderMoney: e.target.value })}
            />
          </FormField>
          <LongTextField
            id="supplier-intro"
            label={t('fields.intro')}
            error={message('intro')}
            value={values.intro}
            max={RICH_TEXT_MAX}
            rows={4}
            onChange={(intro) => change({ intro })}
          />
        </>
      }
    />
  )
}
