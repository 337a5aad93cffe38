// Applying to be business friends from a merchant's detail page (applyBusiFriendFromNewMerchant):
// an optional message, limited in length; the merchant decides on its friend list.
import './friend-locales.ts'
import { useTranslation } from 'react-i18next'
import { MAX_FRIEND_APPLY_MESSAGE_LENGTH } from '../../../contract/business-friends.constants.ts'
import type { FieldErrors } from '../../machines/shared/form.machine.ts'
import { applyBusiFriend } from '../../services/business-friends.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { TextFormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'

export function FriendApplyDialog({
  partyId,
  infoId,
  onClose,
  onApplied,
}: {
  partyId: string
  infoId: string | undefined
  onClose: () => void
  onApplied: () => void
}) {
  const { t } = useTranslation('business-friends')
  const { show } = usePageToast()
  const form = useDialogForm<{ message: string }>({
    values: { message: '' },
    validate: (v): FieldErrors =>
      v.message.trim().length > MAX_FRIEND_APPLY_MESSAGE_LENGTH
        ? { message: { reason: 'tooLong', max: MAX_FRIEND_APPLY_MESSAGE_LENGTH } }
        : {},
    submit: (v, signal) =>
      applyBusiFriend({ partyId, ...(infoId ? { infoId } : {}), message: v.message.trim() }, signal),
    onSubmitted: () => {
      show('success', t('apply.sent'))
      onApplied()
    },
    ns: 'business-friends',
  })
  return (
    <FormDialog title={t('apply.title')} confirmLabel={t('apply.send')} form={form} onCancel={onClose}>
      <TextFormField
        form={form}
        field="message"
        id="friend-apply-message"
        label={t('apply.message')}
        max={MAX_FRIEND_APPLY_MESSAGE_LENGTH}
        rows={3}
      />
    </FormDialog>
  )
}
