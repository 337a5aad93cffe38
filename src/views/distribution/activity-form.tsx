// The activity's form on the one form pattern: title, window, cover, description, and its
// products with an optional activity price each.
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACTIVITY_TITLE_MAX, RICH_TEXT_MAX } from '../../../contract/distribution-setup.constants.ts'
import type { MpActivityDetail } from '../../../contract/distribution-setup.schema.ts'
import {
  type ActivityDraft,
  type ActivityProductDraft,
  activityRequest,
  validateActivity,
  withPickedProducts,
} from '../../machines/distribution/setup-forms.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { DateTimeFormField } from '../shared/date-time-field.tsx'
import { FieldAlert, FormField } from '../shared/form-field.tsx'
import { SectionHeader } from '../shared/section-header.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { LongTextField, SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { ActivityProductPicker } from './activity-product-picker.tsx'
import { ActivityProductsTable } from './activity-products-table.tsx'
import { ImageField } from './image-field.tsx'

interface Props {
  id: string | undefined
  draft: ActivityDraft
  onSaved: (a: MpActivityDetail) => void
}

export function ActivityForm({ id, draft, onSaved }: Props) {
  const { t } = useTranslation('distribution-setup')
  const { show } = usePageToast()
  const [picking, setPicking] = useState(false)
  const form = useForm<ActivityDraft, MpActivityDetail>({
    values: draft,
    validate: validateActivity,
    submit: (d) => api.editMpActivity(activityRequest(id, d)),
    onSubmitted: (saved) => {
      show('success', t('activity.saved'))
      onSaved(saved)
    },
    ns: 'distribution-setup',
  })
  const { values, change, message } = form
  const setProducts = (products: ActivityProductDraft[]) => change({ products })
  return (
    <SaveForm
      form={form}
      label={t('routes:pages.activityDetails')}
      fields={
        <>
          <FormField
            id="activity-title-input"
            label={t('fields.title')}
            error={message('title')}
            counter={{ length: values.title.length, max: ACTIVITY_TITLE_MAX }}
          >
            <InputText value={values.title} onChange={(e) => change({ title: e.target.value })} />
          </FormField>
          <DateTimeFormField form={form} field="startAt" id="activity-start" label={t('fields.startAt')} />
          <DateTimeFormField form={form} field="endAt" id="activity-end" label={t('fields.endAt')} />
          <div className="wide">
            <ImageField
              label={t('fields.cover')}
              url={values.coverUrl}
              error={form.fieldErrors.coverUrl}
              onChange={(coverUrl) => change({ coverUrl })}
            />
          </div>
          <LongTextField
            id="activity-description"
            label={t('fields.description')}
            error={message('description')}
            value={values.description}
            max={RICH_TEXT_MAX}
            rows={3}
            onChange={(description) => change({ description })}
          />
        </>
      }
    >
      <SectionHeader
        title={t('activity.products')}
        addLabel={t('actions.addProducts')}
        onAdd={() => setPicking(true)}
      />
      <FieldAlert error={message('products')} />
      <ActivityProductsTable products={values.products} message={message} onChange={setProducts} />
      {picking && (
        <ActivityProductPicker
          chosen={values.products.map((p) => p.productId)}
          onClose={() => setPicking(false)}
          onPick={(rows) => {
            setPicking(false)
            setProducts(withPickedProducts(values.products, rows))
          }}
        />
      )}
    </SaveForm>
  )
}
