// A password the merchant types for a sub-user, its first one or a reset: one field with the
// length limits as its hint, so the two forms ask for it the same way.
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { PASSWORD_LENGTH } from '../../../contract/account.constants.ts'
import { FormField } from '../shared/form-field.tsx'

export function NewPasswordField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  value: string
  error: string | undefined
  onChange: (password: string) => void
}) {
  const { t } = useTranslation('account')
  return (
    <FormField id={id} label={label} error={error} hint={t('fields.passwordHint', PASSWORD_LENGTH)}>
      <InputText
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  )
}
