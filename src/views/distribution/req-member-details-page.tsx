// An applicant's details (reqMemberDetails?partyId=…): the company, its applications to
// this merchant, and the decision when one is pending.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import type { ReqMemberDetails } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import '../shared/list-pattern.css'
import { DecisionDialogs } from './decision-dialogs-view.tsx'
import { dateTime } from './distribution-format.ts'
import { useCooperationDecision } from './use-decision.ts'
import { useLoad } from './use-load.ts'

export function ReqMemberDetailsPage() {
  const { t } = useTranslation('distribution')
  const { toast, show } = usePageToast()
  const partyId = new URLSearchParams(useSearch()).get('partyId') ?? ''
  const load = useCallback((signal: AbortSignal) => api.getReqMemberDetails(partyId, signal), [partyId])
  const { data, error, reload, retry } = useLoad<ReqMemberDetails>(load)
  const decision = useCooperationDecision({ show, onChanged: reload })
  const pending = data?.applications.find((a) => a.status === 'PENDING')

  return (
    <section className="page" aria-labelledby="req-title">
      {toast}
      <DetailHeader
        titleId="req-title"
        title={t('routes:pages.reqMemberDetails')}
        subject={data?.name}
        backTo="/distribution-management/cooperation"
      />
      <ErrorNotice error={error} onRetry={retry} />
      {data && (
        <div className="card">
          <DetailList
            rows={[
              [t('fields.company'), data.name],
              [t('fields.contactName'), data.contactName],
              [t('fields.contactPhone'), data.contactPhone],
              [t('fields.email'), data.email],
              [t('fields.region'), data.region],
              [t('fields.address'), data.address],
              [t('fields.isMember'), data.isMember ? t('status.yes') : t('status.no')],
            ]}
          />
          {pending && (
            <div className="row-actions" style={{ marginTop: '1rem' }}>
              <Button
                label={t('actions.accept')}
                onClick={() =>
                  decision.send({
                    type: 'decision.accept',
                    target: { partyId: data.partyId, name: data.name },
                  })
                }
              />
              <Button
                label={t('actions.reject')}
                severity="danger"
                outlined
                onClick={() =>
                  decision.send({
                    type: 'decision.reject',
                    target: { partyId: data.partyId, name: data.name },
                  })
                }
              />
            </div>
          )}
        </div>
      )}
      {data && (
        <div className="card">
          <h2>{t('cooperation.history')}</h2>
          <table className="plain-table">
            <thead>
              <tr>
                <th>{t('fields.appliedAt')}</th>
                <th>{t('fields.message')}</th>
                <th>{t('fields.status')}</th>
                <th>{t('fields.tip')}</th>
                <th>{t('fields.decidedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.applications.map((a) => (
                <tr key={a.applicationId}>
                  <td>{dateTime(a.createdAt)}</td>
                  <td>{a.message}</td>
                  <td>
                    <Tag value={t(`status.${a.status}`)} />
                  </td>
                  <td>{a.tip}</td>
                  <td>{dateTime(a.decidedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DecisionDialogs decision={decision} />
    </section>
  )
}

export default ReqMemberDetailsPage
