// createSalesman and updateSalesman?salesmanId=…: the salesman form (the shared form
// pattern: browser checks and the server's 40000 answers shown at the field).
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import '../shared/list-pattern.css'
import { useLoad } from './use-load.ts'

type Draft = { name: string; phone: string; enabled: number; isDefault: number; remark: string }
const EMPTY: Draft = { name: '', phone: '', enabled: 1, isDefault: 0, remark: '' }
const LIST = '/distribution-management/salesman'

function SalesmanForm({ salesmanId, initial }: { salesmanId?: number; initial: Draft }) {
  const { t } = useTranslation('distribution')
  const fieldMessage = useFieldMessage()
  const [v, setV] = useState(initial)
  useEffect(() => setV(initial), [initial])
  const form = useFormSubmit(
    (values: Draft) =>
      salesmanId ? api.updateSalesman({ ...values, salesmanId }) : api.createSalesman(values),
    () => navigate(LIST),
  )
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setV((d) => ({ ...d, [key]: value }))
    form.edit(key)
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const missing: Record<string, string> = {}
    if (v.name.trim() === '') missing.name = 'required'
    if (v.phone.trim() === '') missing.phone = 'required'
    if (Object.keys(missing).length > 0) return form.check(missing)
    form.send(v)
  }
  return (
    <form className="card" onSubmit={submit} style={{ maxWidth: '36rem' }} noValidate>
      <ErrorNotice error={form.error} />
      <FormField id="salesman-name" label={t('fields.name')} error={fieldMessage(form.fieldErrors.name)}>
        <InputText value={v.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
      </FormField>
      <FormField id="salesman-phone" label={t('fields.phone')} error={fieldMessage(form.fieldErrors.phone)}>
        <InputText
          value={v.phone}
          maxLength={32}
          inputMode="tel"
          onChange={(e) => set('phone', e.target.value)}
        />
      </FormField>
      <FormField
        id="salesman-remark"
        label={t('fields.remark')}
        error={fieldMessage(form.fieldErrors.remark)}
      >
        <InputText value={v.remark} maxLength={500} onChange={(e) => set('remark', e.target.value)} />
      </FormField>
      <div className="form-field">
        <span>
          <Checkbox
            inputId="salesman-enabled"
            checked={v.enabled === 1}
            onChange={(e) => set('enabled', e.checked ? 1 : 0)}
          />{' '}
          <label htmlFor="salesman-enabled">{t('fields.enabled')}</label>
        </span>
        <span>
          <Checkbox
            inputId="salesman-default"
            checked={v.isDefault === 1}
            onChange={(e) => set('isDefault', e.checked ? 1 : 0)}
          />{' '}
          <label htmlFor="salesman-default">{t('fields.isDefault')}</label>
        </span>
      </div>
      <div className="row-actions">
        <Button type="submit" label={t('actions.save')} loading={form.busy} />
        <Button type="button" label={t('actions.back')} outlined onClick={() => navigate(LIST)} />
      </div>
    </form>
  )
}

export function CreateSalesmanPage() {
  const { t } = useTranslation('distribution')
  return (
    <section className="page" aria-labelledby="salesman-form-title">
      <header className="page-header">
        <h1 id="salesman-form-title">{t('routes:pages.createSalesman')}</h1>
      </header>
      <SalesmanForm initial={EMPTY} />
    </section>
  )
}

export function UpdateSalesmanPage() {
  const { t } = useTranslation('distribution')
  const salesmanId = Number(new URLSearchParams(useSearch()).get('salesmanId') ?? 0)
  const load = useCallback((signal: AbortSignal) => api.getSalesmanOne(salesmanId, signal), [salesmanId])
  const { data, error, retry } = useLoad<SalesmanItem>(load)
  const [initial, setInitial] = useState<Draft | undefined>(undefined)
  useEffect(() => {
    if (data)
      setInitial({
        name: data.name,
        phone: data.phone,
        enabled: data.enabled,
        isDefault: data.isDefault,
        remark: data.remark,
      })
  }, [data])
  return (
    <section className="page" aria-labelledby="salesman-form-title">
      <header className="page-header">
        <h1 id="salesman-form-title">{t('routes:pages.updateSalesman')}</h1>
      </header>
      <ErrorNotice error={error} onRetry={retry} />
      {initial && <SalesmanForm salesmanId={salesmanId} initial={initial} />}
    </section>
  )
}
