// An image input of the set-up forms: the shared image field uploading through avatarUpload,
// with the set-up's texts; the form's own reason (e.g. notAnUpload) is translated here.
import { useTranslation } from 'react-i18next'
import type { FieldError } from '../../machines/shared/form.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ImageUploadField } from '../shared/image-upload-field.tsx'
import { useSetupFieldMessage } from './use-setup-field-message.ts'

export interface ImageFieldProps {
  label: string
  url: string
  onChange: (url: string) => void
  /** A reason from the form's own submit (e.g. notAnUpload). */
  error?: string | FieldError | undefined
}

export function ImageField({ error, ...field }: ImageFieldProps) {
  const { t } = useTranslation('distribution-setup')
  const message = useSetupFieldMessage()
  return (
    <ImageUploadField
      {...field}
      upload={api.avatarUpload}
      ns="distribution-setup"
      error={message(error)}
      texts={{
        choose: t('actions.chooseImage'),
        remove: t('actions.removeImage'),
        empty: t('fields.noImage'),
        hint: t('fields.imageHint'),
      }}
    />
  )
}
