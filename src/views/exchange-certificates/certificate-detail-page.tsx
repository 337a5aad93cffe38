// /exchange-certificate/exchangeCertificateDetail?id=: one business card. The owner sees it in
// full; another merchant sees its public face and may ask to exchange cards (then the contact
// details show once the owner accepts), or opens its request still waiting.
import './exchange-certificates-locales.ts'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { getCertificateDetail } from '../../services/exchange-certificates.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { ApplyDialog } from './apply-dialog.tsx'
import { CertificateCard } from './certificate-card.tsx'
import { applyPath, CERTIFICATE_PAGE } from './certificate-tables.tsx'
import '../shared/list-pattern.css'
import './exchange-certificates.css'

export default function CertificateDetailPage() {
  const { t } = useTranslation('exchange-certificates')
  const search = useSearch()
  const [, navigate] = useLocation()
  const toast = usePageToast()
  const [id] = useState(() => recordIdParam(search, 'id'))
  const [applying, setApplying] = useState(false)
  const card = useLoad(async (signal) =>
    id === undefined ? undefined : getCertificateDetail(String(id), signal),
  )
  return (
    <RecordFrame title={t('detail.title')} backTo={CERTIFICATE_PAGE} loaded={card} missing={id === undefined}>
      {(c) => (
        <section className="page" aria-labelledby="certificate-detail-title">
          <DetailHeader
            titleId="certificate-detail-title"
            title={t('detail.title')}
            subject={c.title}
            backTo={`${CERTIFICATE_PAGE}${c.mine ? '' : '?tab=market'}`}
          />
          <div className="card">
            <CertificateCard card={c} />
            <p className="certificate-note" role="status">
              {c.mine
                ? t('detail.mine')
                : c.exchanged
                  ? t('detail.exchanged')
                  : c.pendingApplyId
                    ? t('detail.pending')
                    : ''}
            </p>
            <div className="certificate-actions">
              {!c.mine && !c.exchanged && !c.pendingApplyId && (
                <Button icon="pi pi-id-card" label={t('actions.apply')} onClick={() => setApplying(true)} />
              )}
              {c.pendingApplyId && (
                <Button
                  outlined
                  label={t('actions.viewRequest')}
                  onClick={() => navigate(applyPath(c.pendingApplyId ?? ''))}
                />
              )}
            </div>
          </div>
          {applying && (
            <ApplyDialog
              certificateId={c.id}
              ownerName={c.companyName}
              onCancel={() => setApplying(false)}
              onDone={() => {
                setApplying(false)
                toast.show('success', t('apply.sent'))
                card.reload()
              }}
            />
          )}
        </section>
      )}
    </RecordFrame>
  )
}
