// /exchange-certificate/exchangeApplyDetail?id=: one card-exchange application, seen by its two
// merchants: the card applied for and the card offered, the message, and the outcome. The
// card's owner accepts it, or rejects it with a required reason (the shared application
// decision machine, as the friend requests; cancel sends nothing; only isSuccess Y succeeds).
import './exchange-certificates-locales.ts'
import { useActorRef } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { exchangeDecisionLogic } from '../../machines/exchange-certificates/exchange-decision.ts'
import { acceptApply, getApplyDetail, rejectApply } from '../../services/exchange-certificates.api.ts'
import { ApplicationDecisionDialogs } from '../business-network/friend-decision-dialogs.tsx'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { CertificateCard } from './certificate-card.tsx'
import { CERTIFICATE_PAGE } from './certificate-tables.tsx'
import '../shared/list-pattern.css'
import './exchange-certificates.css'

const SEVERITY = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'danger' } as const

export default function ApplyDetailPage() {
  const { t, i18n } = useTranslation('exchange-certificates')
  const lang = i18n.resolvedLanguage ?? 'en'
  const search = useSearch()
  const toast = usePageToast()
  const [id] = useState(() => recordIdParam(search, 'id'))
  const apply = useLoad(async (signal) => (id === undefined ? undefined : getApplyDetail(String(id), signal)))
  const latest = useRef({ apply, t, toast })
  latest.current = { apply, t, toast }
  const [logic] = useState(() =>
    exchangeDecisionLogic(
      { accept: acceptApply, reject: rejectApply },
      {
        notifyAccepted: () => {
          const { t, toast, apply } = latest.current
          toast.show('success', t('decision.accepted', { name: apply.data?.partyName ?? '' }))
        },
        notifyRejected: () => {
          const { t, toast, apply } = latest.current
          toast.show('success', t('decision.rejected', { name: apply.data?.partyName ?? '' }))
        },
        countsChanged: () => latest.current.apply.reload(),
      },
    ),
  )
  const decision = useActorRef(logic)

  const backTo = `${CERTIFICATE_PAGE}?tab=${apply.data?.direction === 'SENT' ? 'sent' : 'received'}`
  return (
    <RecordFrame title={t('applyDetail.title')} backTo={backTo} loaded={apply} missing={id === undefined}>
      {(a) => {
        const target = { id: a.id, name: a.partyName }
        return (
          <section className="page" aria-labelledby="apply-detail-title">
            <DetailHeader
              titleId="apply-detail-title"
              title={t('applyDetail.title')}
              subject={a.partyName}
              backTo={backTo}
            />

            <div className="card">
              <p className="certificate-note">
                {a.direction === 'RECEIVED'
                  ? t('applyDetail.received', { name: a.partyName })
                  : t('applyDetail.sent', { name: a.partyName })}
              </p>
              <DetailList
                rows={[
                  [
                    t('fields.status'),
                    <Tag key="s" severity={SEVERITY[a.status]} value={t(`status.${a.status}`)} />,
                  ],
                  [t('fields.message'), a.message],
                  ...(a.status === 'REJECTED' ? [[t('fields.rejectText'), a.rejectText] as const] : []),
                  [t('fields.createdAt'), formatDateTime(a.createdAt, lang)],
                  [t('fields.decidedAt'), a.decidedAt ? formatDateTime(a.decidedAt, lang) : ''],
                ]}
              />
              {a.canDecide && (
                <div className="certificate-actions">
                  <Button
                    icon="pi pi-check"
                    label={t('actions.accept')}
                    onClick={() => decision.send({ type: 'decision.accept', target })}
                  />
                  <Button
                    icon="pi pi-times"
                    severity="danger"
                    outlined
                    label={t('actions.reject')}
                    onClick={() => decision.send({ type: 'decision.reject', target })}
                  />
                </div>
              )}
            </div>
            <div className="certificate-pair">
              <section className="card" aria-labelledby="applied-card">
                <h2 id="applied-card" className="certificate-pair__label">
                  {t('applyDetail.appliedCard')}
                </h2>
                <CertificateCard card={a.certificate} headingLevel={3} />
              </section>
              <section className="card" aria-labelledby="offered-card">
                <h2 id="offered-card" className="certificate-pair__label">
                  {t('applyDetail.offeredCard')}
                </h2>
                {a.applicantCertificate ? (
                  <CertificateCard card={a.applicantCertificate} headingLevel={3} />
                ) : (
                  <p className="certificate-note">{t('applyDetail.cardGone')}</p>
                )}
              </section>
            </div>

            <ApplicationDecisionDialogs
              decision={decision}
              texts={{
                acceptTitle: t('decision.acceptTitle'),
                acceptMessage: (name) => t('decision.acceptMessage', { name }),
                acceptLabel: t('decision.acceptLabel'),
                rejectTitle: t('decision.rejectTitle'),
                rejectMessage: (name) => t('decision.rejectMessage', { name }),
                rejectReason: t('decision.rejectReason'),
                rejectLabel: t('decision.rejectLabel'),
                failedTitle: t('decision.failedTitle'),
                unsuccessful: t('decision.unsuccessful'),
              }}
            />
          </section>
        )
      }}
    </RecordFrame>
  )
}
