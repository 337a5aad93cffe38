// The repair settings form on the one form pattern (draft, checks and request in
// src/machines/repair/repair-setting-form.ts): taking jobs, working hours, the service fees,
// the warranty and the notice to customers. Staff see it read-only.
import { Checkbox } from 'primereact/checkbox'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  MAX_REPAIR_NOTICE_LENGTH,
  REPAIR_FEE,
  REPAIR_WARRANTY_DAYS,
} from '../../../contract/repair.constants.ts'
import type { RepairSetting } from '../../../contract/repair.schema.ts'
import {
  type RepairSettingDraft,
  settingDraft,
  settingRequest,
  validateSetting,
} from '../../machines/repair/repair-setting-form.ts'
import { saveRepairSetting } from '../../services/repair.api.ts'
import { FormField, useLimitHint } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { LongTextField, SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { fenToYuan } from '../../../contract/format/yuan.ts'
import { MoneyInput } from '../shared/money-input.tsx'

export function RepairSettingForm({
  setting,
  readOnly,
  onSaved,
}: {
  setting: RepairSetting
  readOnly: boolean
  onSaved: (s: RepairSetting) => void
}) {
  const { t } = useTranslation('repair')
  const { show } = usePageToast()
  const limitHint = useLimitHint()
  const [initial] = useState(() => settingDraft(setting))
  const form = useForm<RepairSettingDraft, RepairSetting>({
    values: initial,
    validate: validateSetting,
    submit: (d, signal) => saveRepairSetting(settingRequest(d), signal),
    onSubmitted: (result) => {
      onSaved(result)
      show('success', t('settings.saved'))
    },
    guardUnsaved: !readOnly,
    ns: 'repair',
  })
  const { values, change, message } = form
  const flag = (field: 'accepting' | 'autoAccept') => (
    <div className="form-field">
      <span className="repair-steps">
        <Checkbox
          inputId={`repair-${field}`}
          checked={values[field]}
          disabled={readOnly}
          onChange={(e) => change({ [field]: e.checked === true })}
        />
        <label htmlFor={`repair-${field}`}>{t(`settings.${field}`)}</label>
      </span>
    </div>
  )
  const time = (field: 'serviceHoursStart' | 'serviceHoursEnd', label: string) => (
    <FormField id={`repair-${field}`} label={label} error={message(field)}>
      <InputText
        value={values[field]}
        maxLength={5}
        disabled={readOnly}
        onChange={(e) => change({ [field]: e.target.value })}
      />
    </FormField>
  )
  const fee = (field: 'baseLaborFee' | 'visitFee') => (
    <FormField
      id={`repair-${field}`}
      label={t(`settings.${field}`)}
      error={message(field)}
      hint={limitHint({ min: fenToYuan(REPAIR_FEE.min), max: fenToYuan(REPAIR_FEE.max) })}
    >
      <MoneyInput fen={values[field]} disabled={readOnly} onFenChange={(fen) => change({ [field]: fen })} />
    </FormField>
  )
  const fields = (
    <>
      {flag('accepting')}
      {flag('autoAccept')}
      {time('serviceHoursStart', t('settings.hoursStart'))}
      {time('serviceHoursEnd', t('settings.hoursEnd'))}
      {fee('baseLaborFee')}
      {fee('visitFee')}
      <FormField
        id="repair-warrantyDays"
        label={t('settings.warrantyDays')}
        error={message('warrantyDays')}
        hint={limitHint(REPAIR_WARRANTY_DAYS)}
      >
        <InputNumber
          value={values.warrantyDays}
          useGrouping={false}
          disabled={readOnly}
          onChange={(e) => change({ warrantyDays: e.value })}
        />
      </FormField>
      <LongTextField
        id="repair-notice"
        label={t('settings.notice')}
        error={message('notice')}
        value={values.notice}
        max={MAX_REPAIR_NOTICE_LENGTH}
        rows={3}
        onChange={(notice) => change({ notice })}
      />
    </>
  )
  if (readOnly) {
    return (
      <fieldset className="setup-section repair-fieldset" aria-label={t('settings.form')}>
        <p>{t('settings.readOnly')}</p>
        <div className="setup-form">{fields}</div>
      </fieldset>
    )
  }
  return <SaveForm form={form} label={t('settings.form')} fields={fields} />
}
