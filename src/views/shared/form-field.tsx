// The one form pattern: a labelled control with its error under it. A 40000 answer's
// `{field, reason}` arrives here through fieldErrorsOf(), translated by fieldMessage().
import './shared-locales.ts'
import { type ReactElement, cloneElement } from 'react'
import { useTranslation } from 'react-i18next'
import { ResultCode } from '../../../contract/codes.ts'

export interface FormFieldProps {
  id: string
  label: string
  error?: string | undefined
  /**
   * The control; it receives id, aria-labelledby, aria-invalid and aria-describedby. The label
   * names the control by aria-labelledby as well as `for`: PrimeReact's composite controls
   * (Dropdown, InputNumber) put `id` on a wrapper and forward only aria-* to their input.
   */
  children: ReactElement<Record<string, unknown>>
}

export function FormField({ id, label, error, children }: FormFieldProps) {
  const control = cloneElement(children, {
    id,
    'aria-labelledby': `${id}-label`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    invalid: error ? true : undefined,
  })
  return (
    <div className="form-field">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {control}
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  )
}

/** The `{field, reason}` of a 40000 answer, else undefined. */
export function invalidInputOf(error: unknown): { field: string; reason: string } | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { code?: unknown; data?: unknown }
  if (e.code !== ResultCode.invalidInput || !e.data || typeof e.data !== 'object') return undefined
  const d = e.data as { field?: unknown; reason?: unknown }
  return typeof d.field === 'string' && typeof d.reason === 'string'
    ? { field: d.field, reason: d.reason }
    : undefined
}

/** Translates a validation reason (the server's or the browser's) for the user. */
export function useFieldMessage() {
  const { t } = useTranslation('shared')
  return (reason: string | undefined) =>
    reason === undefined ? undefined : t(`validation.${reason}`, { defaultValue: t('validation.invalid') })
}
