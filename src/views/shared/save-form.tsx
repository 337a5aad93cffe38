// The one settings form of a page section (supplier info, activity, mini-program dialog): a
// form named for assistive technology, the failed save's notice above the fields, the fields
// in the section grid, and one save button at the end that follows the form's busy state.
// SaveNotice is that notice for any form: the failed save, or the record reloaded because it
// changed elsewhere (form.machine.ts).
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorNotice } from './error-notice.tsx'
import { FormField } from './form-field.tsx'
import type { FormApi } from './use-form.ts'
import type { FormValues } from '../../machines/shared/form.machine.ts'

export interface SaveNoticeProps {
  form: Pick<FormApi<FormValues>, 'error'> & { changedElsewhere?: boolean }
  /** The page's own sentence for a record reloaded because it changed elsewhere. */
  changedText?: string
  /** The page's own sentence for a failed save, given the server's message. */
  failedText?: (message: string) => string
}

/** What the last save came to: the record changed elsewhere and was reloaded, or the failure. */
export function SaveNotice({ form, changedText, failedText }: SaveNoticeProps) {
  const { t } = useTranslation('shared')
  if (form.changedElsewhere) return <ErrorNotice text={changedText ?? t('form.changedElsewhere')} />
  return <ErrorNotice error={form.error} text={form.error && failedText?.(form.error.message)} />
}

export interface SaveFormProps {
  form: Pick<FormApi<FormValues>, 'busy' | 'error'> & { submit: () => void; changedElsewhere?: boolean }
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
      <SaveNotice form={form} />
      <div className="setup-form">{fields}</div>
      {children}
      <div className="setup-form-actions">
        <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={form.busy} />
      </div>
    </form>
  )
}

/**
 * The save row of a form that is not a <form> (a page of sections, an editor beside a preview):
 * the button checks and sends the draft, and spins while it is sent.
 */
export function SaveActions({ form }: { form: { busy: boolean; submit: () => void } }) {
  const { t } = useTranslation('shared')
  const save = () => form.submit()
  return (
    <div className="setup-form-actions">
      <Button type="button" label={t('actions.save')} icon="pi pi-check" loading={form.busy} onClick={save} />
    </div>
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
