// One small dialog that names something: a new folder, a folder's or an image's new name.
// The server's refusal (duplicate, too long) shows at the field.
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { validateName } from '../../machines/products/material-form.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'

export interface MaterialNameDialogProps {
  title: string
  label: string
  initial: string
  max: number
  save: (name: string) => Promise<unknown>
  onSaved: () => void
  onCancel: () => void
}

export function MaterialNameDialog({
  title,
  label,
  initial,
  max,
  save,
  onSaved,
  onCancel,
}: MaterialNameDialogProps) {
  const { t } = useTranslation('product-setup')
  const form = useDialogForm<{ name: string }>({
    values: { name: initial },
    ns: 'product-setup',
    validate: (v) => validateName(v, max),
    submit: (v) => save(v.name.trim()),
    onSubmitted: onSaved,
  })
  return (
    <FormDialog title={title} confirmLabel={t('actions.save')} form={form} onCancel={onCancel}>
      <FormField
        id="material-name"
        label={label}
        error={form.message('name')}
        counter={{ length: form.values.name.length, max }}
      >
        <InputText
          value={form.values.name}
          autoFocus
          onChange={(e) => form.change({ name: e.target.value })}
        />
      </FormField>
    </FormDialog>
  )
}
