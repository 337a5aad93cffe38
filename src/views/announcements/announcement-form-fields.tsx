// The announcement form's fields: title, rich-text body, publish window, status, link, cover,
// popup / carousel flags and order. Limits come from the contract and are shown at the field.
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ANNOUNCEMENT_SORT,
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH,
} from '../../../contract/announcements.constants.ts'
import { ANNOUNCEMENT_STATUSES } from '../../../contract/announcements.constants.ts'
import type { AnnouncementInput } from '../../../contract/announcements.schema.ts'
import { DateTimeFormField } from '../shared/date-time-field.tsx'
import { FormField, useLimitHint } from '../shared/form-field.tsx'
import { RichTextEditor } from '../shared/rich-text-editor.tsx'
import type { FormApi } from '../shared/use-form.ts'
import './announcement-cover.css'

// The cover is picked from the merchant's material library (the product form's picker, loaded
// when first opened) or typed as an address.
const MaterialPicker = lazy(() =>
  import('../products/material-picker.tsx').then((m) => ({ default: m.MaterialPicker })),
)

export function AnnouncementFormFields({ form }: { form: FormApi<AnnouncementInput> }) {
  const { t } = useTranslation('announcements')
  const limitHint = useLimitHint()
  const id = useId()
  const { values, change, message } = form
  const [picking, setPicking] = useState(false)
  const flag = (field: 'isPopup' | 'inCarousel') => (
    <div className="announcement-form__check">
      <Checkbox
        inputId={`${id}-${field}`}
        checked={values[field] === 1}
        onChange={(e) => change({ [field]: e.checked ? 1 : 0 })}
      />
      <label htmlFor={`${id}-${field}`}>{t(`form.fields.${field}`)}</label>
    </div>
  )
  return (
    <>
      <FormField
        id={`${id}-title`}
        label={t('form.fields.title')}
        error={message('title')}
        counter={{ length: values.title.length, max: MAX_TITLE_LENGTH }}
      >
        <InputText value={values.title} onChange={(e) => change({ title: e.target.value })} />
      </FormField>
      <FormField id={`${id}-body`} label={t('form.fields.body')} error={message('body')}>
        <RichTextEditor
          className="announcement-editor"
          value={values.body}
          onTextChange={(e) => change({ body: e.htmlValue ?? '' })}
        />
      </FormField>
      <div className="announcement-form__row">
        <DateTimeFormField
          form={form}
          field="publishStartAt"
          id={`${id}-publishStartAt`}
          label={t('form.fields.publishStartAt')}
        />
        <DateTimeFormField
          form={form}
          field="publishEndAt"
          id={`${id}-publishEndAt`}
          label={t('form.fields.publishEndAt')}
        />
        <FormField id={`${id}-status`} label={t('form.fields.status')} error={message('status')}>
          <Dropdown
            value={values.status}
            options={ANNOUNCEMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={(e) => change({ status: e.value })}
          />
        </FormField>
      </div>
      <div className="announcement-form__row">
        <FormField
          id={`${id}-url`}
          label={t('form.fields.popUpViewWebUrl')}
          error={message('popUpViewWebUrl')}
          hint={t('form.hints.popUpViewWebUrl')}
          counter={{ length: values.popUpViewWebUrl.length, max: MAX_URL_LENGTH }}
        >
          <InputText
            type="url"
            placeholder="https://"
            value={values.popUpViewWebUrl}
            onChange={(e) => change({ popUpViewWebUrl: e.target.value })}
          />
        </FormField>
        <div className="announcement-form__cover">
          <FormField
            id={`${id}-cover`}
            label={t('form.fields.coverUrl')}
            error={message('coverUrl')}
            hint={t('form.hints.coverUrl')}
          >
            <InputText value={values.coverUrl} onChange={(e) => change({ coverUrl: e.target.value })} />
          </FormField>
          <Button
            type="button"
            label={t('form.pickCover')}
            icon="pi pi-images"
            outlined
            size="small"
            onClick={() => setPicking(true)}
          />
          {values.coverUrl && <img src={values.coverUrl} alt={t('form.coverPreview')} />}
        </div>
        {picking && (
          <Suspense fallback={null}>
            <MaterialPicker
              visible
              max={1}
              title={t('form.pickCover')}
              onPick={(picked) => {
                const [image] = picked
                if (image) change({ coverUrl: image.url })
                setPicking(false)
              }}
              onHide={() => setPicking(false)}
            />
          </Suspense>
        )}
      </div>
      <div className="announcement-form__row">
        {flag('isPopup')}
        {flag('inCarousel')}
        <FormField
          id={`${id}-sort`}
          label={t('form.fields.sort')}
          error={message('sort')}
          hint={limitHint(ANNOUNCEMENT_SORT)}
        >
          {/* No min/max here: InputNumber would clamp on blur; the form refuses it at the field. */}
          <InputNumber value={values.sort} onValueChange={(e) => change({ sort: e.value ?? 0 })} />
        </FormField>
      </div>
    </>
  )
}
