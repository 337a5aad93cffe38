// The connection parameters of one ERP: plain values shown as stored, a secret never shown
// (the server answers only whether it is set; left empty, the stored one is kept). Refusals
// appear at the field, from the browser's checks and from the server's 40000 answer.
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErpParameters } from '../../../contract/third-platform.schema.ts'
import { checkErpParameters } from '../../machines/third-platform/erp-parameter-form.ts'
import { getErpParameters, saveErpParameters } from '../../services/third-platform.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'

type Values = { erpInfoId: string; parameters: Record<string, string>; enabled: 0 | 1 }

export function ErpParameterForm({ erpInfoId, onSaved }: { erpInfoId: string; onSaved: () => void }) {
  const { t, i18n } = useTranslation('third-platform')
  const load = useCallback((signal: AbortSignal) => getErpParameters(erpInfoId, signal), [erpInfoId])
  const { data, error, retry, reload } = useLoad<ErpParameters>(load)
  const [values, setValues] = useState<Record<string, string>>({})
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined)
  const toast = usePageToast()
  const message = useFieldMessage('third-platform')
  const form = useFormSubmit(
    (v: Values) => saveErpParameters(v),
    (saved) => {
      toast.show('success', t('erp.saved', { name: saved.name }))
      setValues({})
      reload()
      onSaved()
    },
  )
  const lang = i18n.resolvedLanguage ?? 'en'
  if (!data) return error ? <ErrorNotice error={error} onRetry={retry} /> : <p>{t('erp.loading')}</p>
  const shownValue = (key: string) => values[key] ?? data.fields.find((f) => f.key === key)?.value ?? ''
  const submit = () => {
    const all = Object.fromEntries(data.fields.map((f) => [f.key, shownValue(f.key).trim()]))
    const errors = checkErpParameters(data, all)
    if (Object.keys(errors).length > 0) form.check(errors)
    else
      form.send({
        erpInfoId,
        parameters: all,
        enabled: (enabled ?? (data.updatedAt ? data.enabled : true)) ? 1 : 0,
      })
  }
  return (
    <form
      className="erp-connection"
      aria-label={t('erp.title')}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <p className="erp-connection__status">
        <span>{data.updatedAt ? t('erp.configured') : t('erp.notConfigured')}</span>
        <span>
          {data.lastSyncAt
            ? t('erp.lastSync', { date: formatDateTime(data.lastSyncAt, lang) })
            : t('erp.neverSynced')}
        </span>
      </p>
      {data.fields.map((f) => (
        <FormField
          key={f.key}
          id={`erp-${f.key}`}
          label={f.key}
          error={message(form.fieldErrors[`parameters.${f.key}`])}
          hint={f.secret ? (f.isSet ? t('erp.secretSet') : t('erp.secretUnset')) : undefined}
        >
          <InputText
            type={f.secret ? 'password' : 'text'}
            autoComplete={f.secret ? 'new-password' : 'off'}
            value={shownValue(f.key)}
            onChange={(e) => {
              setValues((v) => ({ ...v, [f.key]: e.target.value }))
              form.edit(`parameters.${f.key}`)
            }}
          />
        </FormField>
      ))}
      <div className="erp-connection__enabled">
        <Checkbox
          inputId="erp-enabled"
          checked={enabled ?? (data.updatedAt ? data.enabled : true)}
          onChange={(e) => setEnabled(Boolean(e.checked))}
        />
        <label htmlFor="erp-enabled">{t('erp.enabled')}</label>
      </div>
      <ErrorNotice error={form.error} />
      <div>
        <Button type="submit" label={t('erp.save')} icon="pi pi-save" loading={form.busy} />
      </div>
    </form>
  )
}
