// The card's logo: the shared image field uploading through uploadCertificateLogo, drawn as the
// card draws it.
import { useTranslation } from 'react-i18next'
import { uploadCertificateLogo } from '../../services/exchange-certificates.api.ts'
import { ImageUploadField } from '../shared/image-upload-field.tsx'
import { CertificateLogo } from './certificate-card.tsx'

export function LogoField(props: {
  url: string
  onChange: (url: string) => void
  /** The form's message for the field (e.g. notAnUpload from the server). */
  error: string | undefined
}) {
  const { t } = useTranslation('exchange-certificates')
  const label = t('fields.logo')
  return (
    <ImageUploadField
      {...props}
      label={label}
      upload={uploadCertificateLogo}
      ns="exchange-certificates"
      preview={(url) => <CertificateLogo url={url} name={label} />}
      className="certificate-logo-field"
      inputClassName="certificate-file-input"
      texts={{ choose: t('actions.chooseLogo'), remove: t('actions.removeLogo') }}
    />
  )
}
