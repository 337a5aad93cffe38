// The own account's avatar: the shared image field uploading through uploadAccountAvatar.
import { useTranslation } from 'react-i18next'
import { uploadAccountAvatar } from '../../services/account.api.ts'
import { ImageUploadField } from '../shared/image-upload-field.tsx'

export function AvatarField(props: {
  url: string
  onChange: (url: string) => void
  error?: string | undefined
}) {
  const { t } = useTranslation('account')
  return (
    <ImageUploadField
      {...props}
      label={t('fields.avatar')}
      upload={uploadAccountAvatar}
      ns="account"
      emptyIcon="pi pi-user"
      texts={{
        choose: t('actions.chooseAvatar'),
        remove: t('actions.removeAvatar'),
        empty: t('fields.noAvatar'),
        hint: t('fields.avatarHint'),
      }}
    />
  )
}
