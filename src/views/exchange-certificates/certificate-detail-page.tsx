// /exchange-certificate/exchangeCertificateDetail?id=: one business card. The owner sees it in
// full; another merchant sees its public face and may ask to exchange cards (then the contact
// details show once the owner accepts), or opens its request still waiting.
import './exchange-certificates-locales.ts'
import { Button } from 'primereact/button'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { ResultCode } from '../../../contract/codes.ts'
import { getCertificateDetail } from '../../services/exchange-certificates.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RecordNotFound } from '../shared/record-not-found.tsx'
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
  const [id] = useState(() => new URLSearchParams(search).get('id') ?? '')
  const [applying, setApplying] = useState(false)
  const card = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        /^\d{1,12}$/.test(id)
          ? getCertificateDetail(id, signal)
          : Promise.reject({ code: ResultCode.notFound, message: 'no id' }),
      [id],
    ),
  )
  const missing = card.error?.code === ResultCode.notFound || card.error?.code === ResultCode.invalidInput
  if (missing) return <RecordNotFound title={t('detail.title')} backTo={CERTIFICATE_PAGE} />
  const c = card.data
  return (
    <section className="page" aria-labelledby="certificate-detail-title">
      <DetailHeader
        titleId="certificate-detail-title"
        title={t('detail.title')}
        subject={c?.title}
        backTo={`${CERTIFICATE_PAGE}${c && !c.mine ? '?tab=market' : ''}`}
      />
      <ErrorNotice
        error={card.error}
        text={card.error && t('detail.loadFailed', { message: card.error.message })}
        onRetry={card.retry}
      />
      {!card.data && !card.error && (
        <p className="certificate-note" role="status">
          {t('detail.loading')}
        </p>
      )}
      {c && (
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
      )}
      {applying && c && (
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
  )
}
