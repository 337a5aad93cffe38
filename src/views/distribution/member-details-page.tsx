// A member's details (memberDetails?memberId=…): the company, rank, groups, salesman, and
// the orders it placed with this merchant, each with its lines. No id, a malformed id or a
// member this merchant does not have shows the shared "record not found" state.
import './distribution-locales.ts'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import type { MemberDetails } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { MemberOrdersTable } from './member-orders-table.tsx'
import { useLoad } from '../shared/use-load.ts'
import { pathTo } from '../../routes/paths.ts'

const MEMBERS = pathTo('members')

export function MemberDetailsPage() {
  const memberId = recordIdParam(useSearch(), 'memberId')
  return <MemberDetailsView key={memberId ?? ''} memberId={memberId} />
}

function MemberDetailsView({ memberId }: { memberId: number | undefined }) {
  const { t } = useTranslation('distribution')
  const loaded = useLoad(async (signal) =>
    memberId === undefined ? undefined : api.getMemberDetailsData(memberId, signal),
  )
  const title = t('routes:pages.memberDetails')
  return (
    <RecordFrame title={title} backTo={MEMBERS} loaded={loaded} missing={memberId === undefined}>
      {(data) =>
        data &&
        memberId !== undefined && (
          <section className="page" aria-labelledby="member-title">
            <DetailHeader titleId="member-title" title={title} subject={data.name} backTo={MEMBERS} />
            <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
            <MemberFields member={data} />
            <MemberOrdersTable memberId={memberId} />
          </section>
        )
      }
    </RecordFrame>
  )
}

function MemberFields({ member: m }: { member: MemberDetails }) {
  const { t } = useTranslation('distribution')
  return (
    <div className="card">
      <DetailList
        rows={[
          [t('fields.company'), m.name],
          [
            t('fields.status'),
            <Tag
              key="status"
              value={t(`status.${m.status}`)}
              severity={m.status === 'ENABLED' ? 'success' : 'secondary'}
            />,
          ],
          [t('fields.contactName'), m.contactName],
          [t('fields.contactPhone'), m.contactPhone],
          [t('fields.email'), m.email],
          [t('fields.address'), [m.region, m.address].filter(Boolean).join(' ')],
          [t('fields.rank'), m.rank?.name],
          [t('fields.groups'), m.groups.map((g) => g.name).join('、')],
          [t('fields.salesman'), m.salesman?.name],
          [t('fields.source'), t(`status.${m.source}`, { defaultValue: m.source })],
          [t('fields.orderCount'), m.orderCount],
          [t('fields.orderAmount'), formatYuan(m.orderAmount)],
          [t('fields.joinedAt'), formatDateTime(m.createdAt)],
          [t('fields.remark'), m.remark],
        ]}
      />
    </div>
  )
}

export default MemberDetailsPage
