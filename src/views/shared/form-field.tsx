// The one form pattern: a labelled control with its limit hint and its error under it. The
// form machine's field errors (the browser's checks and a 40000 answer's `{field, reason, max}`)
// are translated by useFieldMessage(), which names the limit ("At most 100 characters").
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { type ReactElement, cloneElement } from 'react'
import { useTranslation } from 'react-i18next'
import { ResultCode } from '../../../contract/codes.ts'
import type { FieldError, FormValues } from '../../machines/shared/form.machine.ts'
import './narrow-screens.css'

export interface FormFieldProps {
  id: string
  label: string
  error?: string | undefined
  /** The field's limit, shown under it (e.g. "Between 0 and 100"). */
  hint?: string | undefined
  /** A live character count for long text: "12 / 500". */
  counter?: { length: number; max: number } | undefined
  /**
   * The control; it receives id, aria-labelledby, aria-invalid and aria-describedby. The label
   * names the control by aria-labelledby as well as `for`: PrimeReact's composite controls
   * (Dropdown, InputNumber) put `id` on a wrapper and forward only aria-* to their input.
   */
  children: ReactElement<Record<string, unknown>>
}

export function FormField({ id, label, error, hint, counter, children }: FormFieldProps) {
  const described = [error && `${id}-error`, (hint || counter) && `${id}-hint`].filter(Boolean).join(' ')
  const control = cloneElement(children, {
    id,
    'aria-labelledby': `${id}-label`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    invalid: error ? true : undefined,
  })
  return (
    <div className="form-field">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {control}
      {(hint || counter) && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
          {counter && (
            <span className={counter.length > counter.max ? 'field-counter p-error' : 'field-counter'}>
              {`${counter.length} / ${counter.max}`}
            </span>
          )}
        </small>
      )}
      <FieldAlert id={`${id}-error`} error={error} />
    </div>
  )
}

/**
 * An error said where no single control owns it (a list's "add at least one", a table cell's
 * price): the same red line a FormField shows under its control, read out when it appears.
 */
export function FieldAlert({ error, id }: { error: string | undefined; id?: string }) {
  if (!error) return null
  return (
    <small id={id} className="p-error" role="alert">
      {error}
    </small>
  )
}

/**
 * The named keys of a draft whose values are strings: the ones a text or date-and-time field can
 * hold (drafts extend Record<string, unknown>, so the index signature is left out).
 */
export type StringKey<V> = keyof {
  [K in keyof V as string extends K ? never : V[K] extends string ? K : never]: K
} &
  string

/** What a field bound to one draft key needs of useForm's answer. */
export interface DraftForm<V extends FormValues> {
  values: V
  change: (patch: Partial<V>) => void
  message: (field: string) => string | undefined
}

/**
 * A draft's text in its labelled field (one line, or `rows` lines), with its character count when
 * it has a limit.
 * Value, error and change go by the one draft key, so a form's text fields cannot cross them.
 */
export function TextFormField<V extends FormValues>({
  form,
  field,
  id,
  label,
  max,
  hint,
  rows,
}: {
  form: DraftForm<V>
  field: StringKey<V>
  id: string
  label: string
  /** The contract's length limit, counted live under the field; none for a field without one. */
  max?: number | undefined
  hint?: string | undefined
  /** Several lines (a message, a note): a textarea of this many rows. */
  rows?: number | undefined
}) {
  const value = form.values[field] as string
  return (
    <FormField
      id={id}
      label={label}
      error={form.message(field)}
      hint={hint}
      counter={max === undefined ? undefined : { length: value.length, max }}
    >
      {rows === undefined ? (
        <InputText value={value} onChange={(e) => form.change({ [field]: e.target.value } as Partial<V>)} />
      ) : (
        <InputTextarea
          rows={rows}
          value={value}
          onChange={(e) => form.change({ [field]: e.target.value } as Partial<V>)}
        />
      )}
    </FormField>
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

/**
 * Translates a field error for the user. A limit error names its limit from the shared keys
 * ("At most 100 characters", "Between 0 and 100"); another reason is looked up in the area's
 * namespace first (`<ns>:validation.<reason>`), then in the shared one.
 */
export function useFieldMessage(ns?: string) {
  const { t, i18n } = useTranslation(ns ? ['shared', ns] : 'shared')
  return (error: string | FieldError | undefined) => {
    if (error === undefined) return undefined
    const e = typeof error === 'string' ? { reason: error } : error
    const { min, max } = e
    if (max !== undefined && (e.reason === 'tooLong' || e.reason === 'tooShort') && min === undefined)
      return t('shared:validation.limit.maxLength', { max })
    if (e.reason === 'tooMany' && max !== undefined) return t('shared:validation.limit.maxItems', { max })
    if (min !== undefined && max !== undefined) return t('shared:validation.limit.between', { min, max })
    if (max !== undefined) return t('shared:validation.limit.atMost', { max })
    if (min !== undefined) return t('shared:validation.limit.atLeast', { min })
    if (ns && i18n.exists(`${ns}:validation.${e.reason}`)) return t(`${ns}:validation.${e.reason}`)
    return t(`shared:validation.${e.reason}`, { defaultValue: t('shared:validation.invalid') })
  }
}

/** A number field's limit as a hint ("Between 0 and 100"), from the contract's limits. */
export function useLimitHint() {
  const { t } = useTranslation('shared')
  return (limit: { min?: number; max?: number }) =>
    limit.min !== undefined && limit.max !== undefined
      ? t('validation.limit.between', { min: limit.min, max: limit.max })
      : limit.max !== undefined
        ? t('validation.limit.atMost', { max: limit.max })
        : limit.min !== undefined
          ? t('validation.limit.atLeast', { min: limit.min })
          : undefined
}
