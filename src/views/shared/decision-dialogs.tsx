// The confirm and prompt dialogs every decision uses (accept / reject, delete, ...). They are
// controlled: a decision machine says when they show and what the buttons do.
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { InputTextarea } from 'primereact/inputtextarea'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListError } from '../../machines/shared/paged-list.machine.ts'
import { ErrorNotice } from './error-notice.tsx'
import { useFormSubmit } from './use-form-submit.ts'

export interface ConfirmDialogProps {
  visible: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  busy?: boolean
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({
  visible,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('shared')
  const footer = (
    <div className="dialog-footer">
      <Button
        type="button"
        label={cancelLabel ?? t('actions.cancel')}
        outlined
        onClick={onCancel}
        disabled={busy}
      />
      <Button
        type="button"
        label={confirmLabel}
        severity={danger ? 'danger' : undefined}
        loading={busy}
        onClick={onConfirm}
        autoFocus
      />
    </div>
  )
  return (
    <Dialog
      header={title}
      visible={visible}
      onHide={onCancel}
      footer={footer}
      modal
      style={{ width: 'min(32rem, 92vw)' }}
    >
      {children}
    </Dialog>
  )
}

export interface CallConfirmDialogProps<V extends Record<string, unknown>, R = unknown> {
  title: string
  confirmLabel: string
  danger?: boolean
  /** What the user is asked to confirm. */
  children: ReactNode
  /** The call made with `values` on confirm; busy while it runs, its error shown in the dialog. */
  call: (values: V) => Promise<R>
  values: V
  /** With the call's answer (a created record's id, say). */
  onDone: (result: R) => void
  onCancel: () => void
  /** The page's record changed elsewhere (40900): the page loads it again and says why. */
  onRecordChanged?: (error: ListError) => void
}

/**
 * A confirmation that makes one call (delete, remove): mount it while it is wanted. It stays
 * open with the server's error when the call fails, and calls onDone when it succeeds.
 */
export function CallConfirmDialog<V extends Record<string, unknown>, R = unknown>({
  title,
  confirmLabel,
  danger,
  children,
  call,
  values,
  onDone,
  onCancel,
  onRecordChanged,
}: CallConfirmDialogProps<V, R>) {
  const form = useFormSubmit(call, onDone, onRecordChanged)
  return (
    <ConfirmDialog
      visible
      title={title}
      confirmLabel={confirmLabel}
      danger={danger}
      busy={form.busy}
      onConfirm={() => form.send(values)}
      onCancel={onCancel}
    >
      <ErrorNotice error={form.error} />
      {children}
    </ConfirmDialog>
  )
}

export interface PromptDialogProps {
  visible: boolean
  title: string
  message?: ReactNode
  /** Label of the text field. */
  label: string
  confirmLabel: string
  busy?: boolean
  danger?: boolean
  maxLength?: number
  /** An error to show at the field, e.g. from a 40000 answer. */
  fieldError?: string | undefined
  /** The text the field holds each time the dialog opens (e.g. the current remark); default empty. */
  initialText?: string | undefined
  /** A blank text may be confirmed (e.g. to clear a remark); default: the text is required. */
  optional?: boolean
  onConfirm: (text: string) => void
  onCancel: () => void
}

/** Asks for a required free text (SPEC.md section 5: a rejection's reason). */
export function PromptDialog({
  visible,
  title,
  message,
  label,
  confirmLabel,
  busy,
  danger,
  maxLength = 500,
  fieldError,
  initialText = '',
  optional = false,
  onConfirm,
  onCancel,
}: PromptDialogProps) {
  const { t } = useTranslation('shared')
  const id = useId()
  const [text, setText] = useState(initialText)
  const [missing, setMissing] = useState(false)
  // Each opening starts from the caller's text (the current remark), not from the last draft.
  useEffect(() => {
    if (visible) {
      setText(initialText)
      setMissing(false)
    }
  }, [visible, initialText])
  const close = () => {
    setText('')
    setMissing(false)
    onCancel()
  }
  const submit = (e?: FormEvent) => {
    e?.preventDefault()
    if (text.trim() === '' && !optional) {
      setMissing(true)
      return
    }
    onConfirm(text.trim())
  }
  const error = missing ? t('validation.required') : fieldError
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={close} disabled={busy} />
      <Button
        type="button"
        label={confirmLabel}
        severity={danger ? 'danger' : undefined}
        loading={busy}
        onClick={() => submit()}
      />
    </div>
  )
  return (
    <Dialog
      header={title}
      visible={visible}
      onHide={close}
      footer={footer}
      modal
      style={{ width: 'min(32rem, 92vw)' }}
    >
      <form onSubmit={submit} className="form-grid">
        {message && <p>{message}</p>}
        <label htmlFor={id}>{label}</label>
        <InputTextarea
          id={id}
          value={text}
          rows={4}
          maxLength={maxLength}
          autoFocus
          invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value)
            setMissing(false)
          }}
        />
        {error && (
          <small id={`${id}-error`} className="p-error" role="alert">
            {error}
          </small>
        )}
      </form>
    </Dialog>
  )
}
