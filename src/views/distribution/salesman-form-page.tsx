// createSalesman and updateSalesman?salesmanId=…: the salesman form on the one form pattern
// (rules in src/machines/distribution/salesman-form.ts; limits shown and refused at the field).
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { NAME_MAX, PHONE_MAX, REMARK_MAX } from '../../../contract/distribution.constants.ts'
import {
  emptySalesman,
  type SalesmanDraft,
  salesmanDraft,
  validateSalesman,
} from '../../machines/distribution/salesman-form.ts'
import * as api from '../../services/distribution.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { useForm } from '../shared/use-form.ts'
import { pathTo } from '../../routes/paths.ts'

const LIST = pathTo('salesman')

function SalesmanForm({ salesmanId }: { salesmanId?: number }) {
  const { t } = useTranslation('distribution')
  const form = useForm<SalesmanDraft>({
    ...(salesmanId
      ? { load: async (signal) => salesmanDraft(await api.getSalesmanOne(salesmanId, signal)) }
      : { values: emptySalesman }),
    validate: validateSalesman,
    submit: (v) => (salesmanId ? api.updateSalesman({ ...v, salesmanId }) : api.createSalesman(v)),
    onSubmitted: () => navigate(LIST),
  })
  if (form.loadFailed || form.loading) return <ErrorNotice error={form.error} onRetry={form.retry} />
  const { values: v, change, message } = form
  const text = (field: 'name' | 'phone' | 'remark', max: number) => (
    <FormField
      id={`salesman-${field}`}
      label={t(`fields.${field}`)}
      error={message(field)}
      counter={{ length: v[field].length, max }}
    >
      <InputText
        value={v[field]}
        inputMode={field === 'phone' ? 'tel' : undefined}
        onChange={(e) => change({ [field]: e.target.value })}
      />
    </FormField>
  )
  const flag = (field: 'enabled' | 'isDefault', label: string) => (
    <span>
      <Checkbox
        inputId={`salesman-${field}`}
        checked={v[field] === 1}
        onChange={(e) => change({ [field]: e.checked ? 1 : 0 })}
      />{' '}
      <label htmlFor={`salesman-${field}`}>{label}</label>
    </span>
  )
  return (
    <form
      className="card"
      style={{ maxWidth: '36rem' }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <ErrorNotice error={form.error} />
      {text('name', NAME_MAX)}
      {text('phone', PHONE_MAX)}
      {text('remark', REMARK_MAX)}
      <div className="form-field">
        {flag('enabled', t('fields.enabled'))}
        {flag('isDefault', t('fields.isDefault'))}
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
      <SalesmanForm />
    </section>
  )
}

export function UpdateSalesmanPage() {
  const { t } = useTranslation('distribution')
  const salesmanId = Number(new URLSearchParams(useSearch()).get('salesmanId') ?? 0)
  return (
    <section className="page" aria-labelledby="salesman-form-title">
      <header className="page-header">
        <h1 id="salesman-form-title">{t('routes:pages.updateSalesman')}</h1>
      </header>
      <SalesmanForm key={salesmanId} salesmanId={salesmanId} />
    </section>
  )
}
