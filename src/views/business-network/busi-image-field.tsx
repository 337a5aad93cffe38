// An image of the business profile: the shared image field uploading through imageUpload. With
// `adds` it is the gallery's "add image" control: it reports each upload and empties.
import { useTranslation } from 'react-i18next'
import type { FieldError } from '../../machines/shared/form.machine.ts'
import { imageUpload } from '../../services/business-profile.api.ts'
import { useFieldMessage } from '../shared/form-field.tsx'
import { ImageUploadField } from '../shared/image-upload-field.tsx'

export interface BusiImageFieldProps {
  label: string
  url: string
  onChange: (url: string) => void
  error?: string | FieldError | undefined
  /** The gallery's add control: no preview, no remove, empties after each upload. */
  adds?: boolean
  disabled?: boolean
}

export function BusiImageField({ error, adds, ...field }: BusiImageFieldProps) {
  const { t } = useTranslation('business-profile')
  const message = useFieldMessage('business-profile')
  return (
    <ImageUploadField
      {...field}
      adds={adds}
      upload={imageUpload}
      ns="business-profile"
      error={message(error)}
      chooseIcon={adds ? 'pi pi-plus' : 'pi pi-upload'}
      className="busi-image"
      inputClassName="busi-file"
      texts={{
        choose: adds ? t('actions.addImage') : t('actions.chooseImage'),
        remove: t('actions.removeImage'),
        empty: t('fields.noImage'),
        hint: t('fields.imageHint'),
      }}
    />
  )
}
