// A merchant's business profile (busiFriendDetail?partyId=…&infoId=…): the card, and what the
// caller can do with it: chat with a friend, apply to be friends, accept or reject the
// merchant's own pending request; below, the cooperation and business products part
// (cooperation-actions.tsx, the profile helper's). No or an unknown partyId: record not found.
import './friend-locales.ts'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { BusiFriendDetail } from '../../../contract/business-friends.schema.ts'
import * as api from '../../services/business-friends.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { type LoadedRecord, RecordFrame } from '../shared/record-frame.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { CooperationActions } from './cooperation-actions.tsx'
import { FriendApplyDialog } from './friend-apply-dialog.tsx'
import { useFriendDecision, useFriendDecisionTexts } from './friend-decision.ts'
import { ApplicationDecisionDialogs } from './friend-decision-dialogs.tsx'
import { chatPath, FRIEND_LIST_PATH } from './friend-paths.ts'

export default function FriendDetailPage() {
  const query = new URLSearchParams(useSearch())
  const partyId = (query.get('partyId') ?? '').trim()
  const infoId = query.get('infoId')?.trim() || undefined
  return <FriendDetailView key={`${partyId}/${infoId ?? ''}`} partyId={partyId} infoId={infoId} />
}

function FriendDetailView({ partyId, infoId }: { partyId: string; infoId: string | undefined }) {
  const { t } = useTranslation('business-friends')
  const loaded = useLoad(async (signal) =>
    partyId === '' ? undefined : api.getBusiFriendDetail(partyId, infoId, signal),
  )
  return (
    <RecordFrame
      title={t('routes:pages.busiFriendDetail')}
      backTo={FRIEND_LIST_PATH}
      loaded={loaded}
      missing={partyId === ''}
    >
      {(data) => data && <FriendDetail data={data} partyId={partyId} infoId={infoId} loaded={loaded} />}
    </RecordFrame>
  )
}

function FriendDetail({
  data,
  partyId,
  infoId,
  loaded,
}: {
  data: BusiFriendDetail
  partyId: string
  infoId: string | undefined
  loaded: LoadedRecord<unknown> & { reload: () => void }
}) {
  const { t } = useTranslation('business-friends')
  const { show } = usePageToast()
  const { reload } = loaded
  const decision = useFriendDecision({ show, onChanged: reload })
  const texts = useFriendDecisionTexts()
  const [applying, setApplying] = useState(false)
  const title = t('routes:pages.busiFriendDetail')

  return (
    <section className="page" aria-labelledby="friend-detail-title">
      <DetailHeader
        titleId="friend-detail-title"
        title={title}
        subject={data.companyName}
        backTo={FRIEND_LIST_PATH}
      />
      <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
      <div className="card">
        <div className="row-actions" style={{ alignItems: 'center', marginBottom: '1rem' }}>
          {data.logoUrl && (
            <img src={data.logoUrl} alt="" width={64} height={64} style={{ objectFit: 'cover' }} />
          )}
          <Tag
            value={t(`relation.${data.relation}`)}
            severity={data.relation === 'FRIEND' ? 'success' : 'info'}
          />
        </div>
        <DetailList
          rows={[
            [t('fields.company'), data.companyName],
            [
              t('fields.businessType'),
              t(`businessType.${data.businessType}`, { defaultValue: data.businessType }),
            ],
            [t('fields.industry'), data.industry],
            [t('fields.mainBusiness'), data.mainBusiness],
            [t('fields.contactName'), data.contactName],
            [t('fields.contactPhone'), data.contactPhone],
            [t('fields.address'), data.address],
            [t('fields.intro'), data.intro],
            ...(data.announcement ? [[t('fields.announcement'), data.announcement.title] as const] : []),
          ]}
        />
        <FriendActions
          detail={data}
          onChat={() => navigate(chatPath(data.partyId))}
          onApply={() => setApplying(true)}
          onAccept={() =>
            decision.send({
              type: 'decision.accept',
              target: { id: data.receivedApplyId, name: data.companyName },
            })
          }
          onReject={() =>
            decision.send({
              type: 'decision.reject',
              target: { id: data.receivedApplyId, name: data.companyName },
            })
          }
        />
      </div>
      {/* The cooperation / business product part (profile helper's component). */}
      {data.relation !== 'SELF' && (
        <CooperationActions
          partyId={data.partyId}
          infoId={infoId}
          companyName={data.companyName}
          cooperation={data.cooperation}
        />
      )}
      {applying && (
        <FriendApplyDialog
          partyId={partyId}
          infoId={data.announcement ? infoId : undefined}
          onClose={() => setApplying(false)}
          onApplied={() => {
            setApplying(false)
            reload()
          }}
        />
      )}
      <ApplicationDecisionDialogs decision={decision} texts={texts} />
    </section>
  )
}

function FriendActions(props: {
  detail: BusiFriendDetail
  onChat: () => void
  onApply: () => void
  onAccept: () => void
  onReject: () => void
}) {
  const { t } = useTranslation('business-friends')
  const { relation } = props.detail
  return (
    <div className="row-actions" style={{ marginTop: '1rem' }}>
      {relation === 'FRIEND' && (
        <Button label={t('actions.sendMessage')} icon="pi pi-comments" onClick={props.onChat} />
      )}
      {relation === 'NONE' && (
        <Button label={t('actions.apply')} icon="pi pi-user-plus" onClick={props.onApply} />
      )}
      {relation === 'RECEIVED' && (
        <>
          <Button label={t('actions.accept')} onClick={props.onAccept} />
          <Button label={t('actions.reject')} severity="danger" outlined onClick={props.onReject} />
        </>
      )}
    </div>
  )
}
