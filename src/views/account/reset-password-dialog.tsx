// The merchant types a sub-user's new password (docs/decisions.md: no generated password is
// shown); saving it signs the sub-user out everywhere.
import { useTranslation } from 'react-i18next'
import type { SubUserRow } from '../../../contract/account.schema.ts'
import { type ResetPasswordDraft, validateResetPassword } from '../../machines/account/sub-user-form.ts'
import { resetSubUserPassword } from '../../services/account.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { NewPasswordField } from './new-password-field.tsx'

export function ResetPasswordDialog({
  user,
  onDone,
  onCancel,
}: {
  user: SubUserRow
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('account')
  const form = useDialogForm<ResetPasswordDraft>({
    values: { password: '' },
    validate: validateResetPassword,
    submit: (v, signal) => resetSubUserPassword(user.userLoginId, v.password, signal),
    onSubmitted: onDone,
    ns: 'account',
  })
  return (
    <FormDialog
      title={t('reset.title', { name: user.username })}
      confirmLabel={t('actions.resetPassword')}
      form={form}
      onCancel={onCancel}
    >
      <p>{t('reset.explain')}</p>
      <NewPasswordField
        id="reset-password"
        label={t('fields.newPassword')}
        value={form.values.password}
        error={form.message('password')}
        onChange={(password) => form.change({ password })}
      />
    </FormDialog>
  )
}
