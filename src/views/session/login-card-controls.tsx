// The login card's controls, written by hand with PrimeReact's classes instead of its
// components: the login page must stay within its 150 kB budget (DESIGN.md). The password form
// and the one-time code form both use these, so the field's error wiring and the busy submit
// button are written once.
import type { InputHTMLAttributes } from 'react'

/** A labelled text field; when `error` is set, the message below it, tied to the input. */
export function LoginField({
  id,
  label,
  error,
  value,
  onValue,
  ...input
}: {
  id: string
  label: string
  /** The message when the field is missing; nothing when it is fine. */
  error: string | undefined
  value: string
  onValue: (value: string) => void
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'>) {
  const errorId = `${id}-err`
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error && (
        <small id={errorId} className="field-error">
          {error}
        </small>
      )}
    </>
  )
}

/** The card's submit button; while `busy`, disabled with a spinner. */
export function LoginSubmit({ label, busy }: { label: string; busy: boolean }) {
  return (
    <button
      type="submit"
      className="p-button p-component login-card__submit"
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <span className="pi pi-spin pi-spinner p-button-icon-left" aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </button>
  )
}
