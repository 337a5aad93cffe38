// The mini-program's pop-up dialog settings and the statistics subscribe switch (the lower
// part of mpManagement), a chunk of its own so the page's list shows first.
import './setup-locales.ts'
import { Dropdown } from 'primereact/dropdown'
import { InputSwitch } from 'primereact/inputswitch'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LINK_VALUE_MAX } from '../../../contract/distribution-setup.constants.ts'
import type { MpDialogSetting } from '../../../contract/distribution-setup.schema.ts'
import {
  type MpDialogDraft,
  mpDialogDraft,
  validateMpDialog,
} from '../../machines/distribution/setup-forms.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { StatisticsSwitch } from './mp-statistics-switch.tsx'
import { ImageField } from './image-field.tsx'
import { useLoad } from '../shared/use-load.ts'

// Value lists of the contract (kept here: the contract's schema file is server-only).
const MP_FREQUENCIES: readonly MpDialogSetting['frequency'][] = ['ONCE', 'DAILY', 'ALWAYS']
const MP_LINK_TYPES: readonly MpDialogSetting['linkType'][] = ['NONE', 'PRODUCT', 'ACTIVITY', 'URL']

export function DialogSettings({ show }: { show: (s: 'success', text: string) => void }) {
  const setting = useLoad((signal) => api.getMpDialogInfo(signal))
  if (!setting.data) return <ErrorNotice error={setting.error} onRetry={setting.retry} />
  return <DialogForm setting={setting.data} show={show} />
}

function DialogForm({
  setting,
  show,
}: {
  setting: MpDialogSetting
  show: (s: 'success', text: string) => void
}) {
  const { t } = useTranslation('distribution-setup')
  const [initial] = useState(() => mpDialogDraft(setting))
  const form = useForm<MpDialogDraft, MpDialogSetting>({
    values: initial,
    validate: validateMpDialog,
    submit: (d) => api.createMpDialogSetting(d),
    onSubmitted: (saved) => {
      form.reset(mpDialogDraft(saved))
      show('success', t('mp.dialogSaved'))
    },
    ns: 'distribution-setup',
  })
  const { values, change, message } = form
  return (
    <SaveForm
      form={form}
      labelledBy="mp-dialog-title"
      heading={<h2 id="mp-dialog-title">{t('mp.dialogTitle')}</h2>}
      fields={
        <>
          <div className="form-field">
            <label htmlFor="mp-dialog-enabled">{t('fields.dialogEnabled')}</label>
            <InputSwitch
              inputId="mp-dialog-enabled"
              checked={values.enabled === 1}
              onChange={(e) => change({ enabled: e.value ? 1 : 0 })}
            />
          </div>
          <FormField id="mp-dialog-frequency" label={t('fields.frequency')} error={message('frequency')}>
            <Dropdown
              value={values.frequency}
              options={MP_FREQUENCIES.map((f) => ({ label: t(`frequency.${f}`), value: f }))}
              onChange={(e) => change({ frequency: e.value })}
            />
          </FormField>
          <FormField id="mp-dialog-link-type" label={t('fields.linkType')} error={message('linkType')}>
            <Dropdown
              value={values.linkType}
              options={MP_LINK_TYPES.map((f) => ({ label: t(`linkType.${f}`), value: f }))}
              onChange={(e) => change({ linkType: e.value })}
            />
          </FormField>
          {values.linkType !== 'NONE' && (
            <FormField
              id="mp-dialog-link-value"
              label={t(`linkValue.${values.linkType}`)}
              error={message('linkValue')}
              counter={{ length: values.linkValue.length, max: LINK_VALUE_MAX }}
            >
              <InputText value={values.linkValue} onChange={(e) => change({ linkValue: e.target.value })} />
            </FormField>
          )}
          <div className="wide">
            <ImageField
              label={t('fields.dialogImage')}
              url={values.imageUrl}
              error={form.fieldErrors.imageUrl}
              onChange={(imageUrl) => change({ imageUrl })}
            />
          </div>
        </>
      }
    />
  )
}

export default function MpSettings({ show }: { show: (s: 'success', text: string) => void }) {
  return (
    <>
      <DialogSettings show={show} />
      <StatisticsSwitch show={show} />
    </>
  )
}
