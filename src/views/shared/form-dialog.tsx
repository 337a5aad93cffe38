// The one form dialog: a modal that edits a small draft through the one form pattern (useForm)
// and saves it with its confirm button. It holds what every such dialog repeated: the draft is
// not a page's unsaved work (a dialog is closed, not left), the error notice sits above the
// fields, and the buttons follow the form's busy state.
import type { ReactNode } from 'react'
import type { FormValues } from '../../machines/shared/form.machine.ts'
import { ConfirmDialog } from './decision-dialogs.tsx'
import { ErrorNotice } from './error-notice.tsx'
import { type FormApi, type UseFormOptions, useForm } from './use-form.ts'

/** useForm for a dialog: its draft never marks the page's tab as unsaved. */
export function useDialogForm<V extends FormValues, R = unknown>(
  options: Omit<UseFormOptions<V, R>, 'guardUnsaved'>,
) {
  return useForm<V, R>({ ...options, guardUnsaved: false })
}

export interface FormDialogProps {
  title: string
  /** The confirm button's label (save, delete, ...). */
  confirmLabel: string
  danger?: boolean
  form: Pick<FormApi<FormValues>, 'busy' | 'error'> & { submit: () => void }
  onCancel: () => void
  /** The fields. */
  children: ReactNode
}

export function FormDialog({ title, confirmLabel, danger, form, onCancel, children }: FormDialogProps) {
  return (
    <ConfirmDialog
      visible
      title={title}
      confirmLabel={confirmLabel}
      danger={danger}
      busy={form.busy}
      onConfirm={() => form.submit()}
      onCancel={onCancel}
    >
      <ErrorNotice error={form.error} />
      {children}
    </ConfirmDialog>
  )
}
