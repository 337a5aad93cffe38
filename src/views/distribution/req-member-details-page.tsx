// An applicant's details (reqMemberDetails?partyId=…): the company, its applications to
// this merchant, and the decision when one is pending. No partyId, or one that never applied
// to this merchant, shows the shared "record not found" state.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import type { ReqMemberDetails as ReqMemberDetailsData } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { type LoadedRecord, RecordFrame } from '../shared/record-frame.tsx'
import { DecisionDialogs } from './decision-dialogs-view.tsx'
import { formatDateTime } from '../shared/date-time.ts'
import { useCooperationDecision } from './use-decision.ts'
import { useLoad } from '../shared/use-load.ts'
import { pathTo } from '../../routes/paths.ts'

const COOPERATION = pathTo('cooperation')

export function ReqMemberDetailsPage() {
  const partyId = (new URLSearchParams(useSearch()).get('partyId') ?? '').trim()
  return <ReqMemberDetailsView key={partyId} partyId={partyId} />
}

function ReqMemberDetailsView({ partyId }: { partyId: string }) {
  const { t } = useTranslation('distribution')
  const loaded = useLoad(async (signal) =>
    partyId === '' ? undefined : api.getReqMemberDetails(partyId, signal),
  )
  return (
    <RecordFrame
      title={t('routes:pages.reqMemberDetails')}
      backTo={COOPERATION}
      loaded={loaded}
      missing={partyId === ''}
    >
      {(data) => data && <ReqMemberDetails data={data} loaded={loaded} />}
    </RecordFrame>
  )
}

function ReqMemberDetails({
  data,
  loaded,
}: {
  data: ReqMemberDetailsData
  loaded: LoadedRecord<unknown> & { reload: () => void }
}) {
  const { t } = useTranslation('distribution')
  const { show } = usePageToast()
  const decision = useCooperationDecision({ show, onChanged: loaded.reload })
  const title = t('routes:pages.reqMemberDetails')
  const pending = data.applications.some((a) => a.status === 'PENDING')
  const target = { id: data.partyId, name: data.name }

  return (
    <section className="page" aria-labelledby="req-title">
      <DetailHeader titleId="req-title" title={title} subject={data.name} backTo={COOPERATION} />
      <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
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
              onClick={() => decision.send({ type: 'decision.accept', target })}
            />
            <Button
              label={t('actions.reject')}
              severity="danger"
              outlined
              onClick={() => decision.send({ type: 'decision.reject', target })}
            />
          </div>
        )}
      </div>
      <ApplicationHistory applications={data.applications} />
      <DecisionDialogs decision={decision} />
    </section>
  )
}

function ApplicationHistory({ applications }: { applications: ReqMemberDetailsData['applications'] }) {
  const { t } = useTranslation('distribution')
  return (
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
          {applications.map((a) => (
            <tr key={a.applicationId}>
              <td>{formatDateTime(a.createdAt)}</td>
              <td>{a.message}</td>
              <td>
                <Tag value={t(`status.${a.status}`)} />
              </td>
              <td>{a.tip}</td>
              <td>{formatDateTime(a.decidedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default ReqMemberDetailsPage
