// The one settings form of a page section (supplier info, activity, mini-program dialog): a
// form named for assistive technology, the failed save's notice above the fields, the fields
// in the section grid, and one save button at the end that follows the form's busy state.
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorNotice } from './error-notice.tsx'
import { FormField } from './form-field.tsx'
import type { FormApi } from './use-form.ts'
import type { FormValues } from '../../machines/shared/form.machine.ts'

export interface SaveFormProps {
  form: Pick<FormApi<FormValues>, 'busy' | 'error'> & { submit: () => void }
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string
  labelledBy?: string
  /** Shown above the error notice (the heading `labelledBy` points at). */
  heading?: ReactNode
  /** The fields, laid out in the section grid. */
  fields: ReactNode
  /** What follows the grid, before the save button (a table of rows, a picker). */
  children?: ReactNode
}

export function SaveForm({ form, label, labelledBy, heading, fields, children }: SaveFormProps) {
  const { t } = useTranslation('shared')
  return (
    <form
      className="setup-section"
      aria-label={label}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      {heading}
      <ErrorNotice error={form.error} />
      <div className="setup-form">{fields}</div>
      {children}
      <div className="setup-form-actions">
        <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={form.busy} />
      </div>
    </form>
  )
}

export interface LongTextFieldProps {
  id: string
  label: string
  error: string | undefined
  value: string
  max: number
  rows: number
  onChange: (value: string) => void
}

/** A long text (an introduction, a description) across the whole grid, with its counter. */
export function LongTextField({ id, label, error, value, max, rows, onChange }: LongTextFieldProps) {
  return (
    <div className="wide">
      <FormField id={id} label={label} error={error} counter={{ length: value.length, max }}>
        <InputTextarea value={value} rows={rows} autoResize onChange={(e) => onChange(e.target.value)} />
      </FormField>
    </div>
  )
}
