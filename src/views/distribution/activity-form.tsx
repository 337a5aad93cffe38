// The activity's form on the one form pattern: title, window, cover, description, and its
// products with an optional activity price each.
import { Button } from 'primereact/button'
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
import { DateTimeField } from '../shared/date-time-field.tsx'
import { FormField } from '../shared/form-field.tsx'
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
          <FormField id="activity-start" label={t('fields.startAt')} error={message('startAt')}>
            <DateTimeField
              id="activity-start"
              value={values.startAt}
              onChange={(startAt) => change({ startAt })}
            />
          </FormField>
          <FormField id="activity-end" label={t('fields.endAt')} error={message('endAt')}>
            <DateTimeField id="activity-end" value={values.endAt} onChange={(endAt) => change({ endAt })} />
          </FormField>
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
      <div className="page-header">
        <h2>{t('activity.products')}</h2>
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label={t('actions.addProducts')}
          onClick={() => setPicking(true)}
        />
      </div>
      {message('products') && (
        <small className="p-error" role="alert">
          {message('products')}
        </small>
      )}
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
