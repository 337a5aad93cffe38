// One business card: logo, title, company, contact and, when shown to the caller, the contact
// details (own card, or cards exchanged); otherwise a note says when they appear.
import { useTranslation } from 'react-i18next'
import type { CertificateDetail } from '../../../contract/exchange-certificates.schema.ts'
import { useUploadedImageSrc } from '../../root-context.tsx'
import { DetailList } from '../shared/detail-page.tsx'

export function CertificateLogo({ url, name }: { url: string; name: string }) {
  const src = useUploadedImageSrc()
  const { t } = useTranslation('exchange-certificates')
  return url ? (
    <img className="certificate-card__logo" src={src(url)} alt={name} />
  ) : (
    <span className="certificate-card__logo" role="img" aria-label={t('fields.noLogo')}>
      <i className="pi pi-id-card" aria-hidden="true" />
    </span>
  )
}

export function CertificateCard({
  card,
  headingLevel = 2,
}: {
  card: CertificateDetail
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation('exchange-certificates')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="certificate-card">
      <CertificateLogo url={card.logoUrl} name={card.companyName} />
      <div>
        <Heading>{card.title}</Heading>
        <p className="certificate-card__who">
          {[card.companyName, card.contactName, card.position].filter(Boolean).join(' · ')}
        </p>
        {card.contactsShown ? (
          <DetailList
            rows={[
              [t('fields.phone'), card.phone],
              [t('fields.email'), card.email],
              [t('fields.wechat'), card.wechat],
              [t('fields.address'), card.address],
            ]}
          />
        ) : (
          <p className="certificate-note">
            <i className="pi pi-lock" aria-hidden="true" /> {t('detail.contactsHidden')}
          </p>
        )}
        {card.intro && <p className="certificate-card__intro">{card.intro}</p>}
      </div>
    </div>
  )
}
