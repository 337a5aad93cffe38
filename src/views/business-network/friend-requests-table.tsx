// The friend requests addressed to the merchant (getBusiFriendApplyFromNewMerchant), pending
// first by default, each pending one with accept and reject (the shared decision dialogs).
import './friend-locales.ts'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { FriendApplyStatus } from '../../../contract/business-friends.constants.ts'
import type { BusiFriendApplyItem } from '../../../contract/business-friends.schema.ts'
import type { applicationDecisionMachine } from '../../machines/shared/application-decision.machine.ts'
import { FilterBar, SelectFilter } from '../shared/filter-bar.tsx'
import { CellText, dateTimeColumn, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { decisionRowActions, RowActions } from '../shared/row-actions.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import type { ActorRefFrom } from 'xstate'
import { friendDetailPath } from './friend-paths.ts'

const SEVERITY = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'danger' } as const
const STATUSES: readonly FriendApplyStatus[] = ['PENDING', 'ACCEPTED', 'REJECTED']

export function FriendRequestsTable({
  list,
  decision,
}: {
  list: PagedListRef
  decision: ActorRefFrom<typeof applicationDecisionMachine>
}) {
  const { t } = useTranslation('business-friends')
  const [status, setStatus] = useState<FriendApplyStatus | ''>('PENDING')
  const options = [
    { label: t('status.all'), value: '' as const },
    ...STATUSES.map((s) => ({ label: t(`status.${s}`), value: s })),
  ]
  const actions = (row: BusiFriendApplyItem) => {
    const target = { id: row.id, name: row.companyName }
    const pending = row.status === 'PENDING'
    return (
      <RowActions
        subject={row.companyName}
        actions={[
          {
            label: t('actions.details'),
            onClick: () => navigate(friendDetailPath(row.applyPartyId, row.infoId)),
          },
          ...(pending
            ? decisionRowActions(decision, target, {
                accept: t('actions.accept'),
                reject: t('actions.reject'),
              })
            : []),
        ]}
      />
    )
  }
  return (
    <section aria-labelledby="friend-requests-title">
      <h2 id="friend-requests-title">{t('sections.requests')}</h2>
      <FilterBar
        label={t('list.requestsLabel')}
        onSearch={() => list.send({ type: 'list.filter', filters: status ? { status } : {} })}
        onReset={() => {
          setStatus('PENDING')
          list.send({ type: 'list.filter', filters: { status: 'PENDING' } })
        }}
      >
        <SelectFilter label={t('fields.status')} value={status} options={options} onChange={setStatus} />
      </FilterBar>
      <PagedTable<BusiFriendApplyItem>
        list={list}
        dataKey="id"
        label={t('list.requestsLabel')}
        emptyMessage={t('list.emptyRequests')}
      >
        <Column
          header={t('fields.company')}
          body={(r: BusiFriendApplyItem) => <CellText text={r.companyName} />}
        />
        <Column
          header={t('fields.message')}
          body={(r: BusiFriendApplyItem) => <CellText text={r.message} />}
        />
        <Column
          header={t('fields.announcement')}
          body={(r: BusiFriendApplyItem) => <CellText text={r.announcementTitle} />}
        />
        {dateTimeColumn<BusiFriendApplyItem>('createdAt', t('fields.appliedAt'))}
        <Column
          header={t('fields.status')}
          body={(r: BusiFriendApplyItem) => (
            <Tag value={t(`status.${r.status}`)} severity={SEVERITY[r.status]} />
          )}
        />
        <Column
          header={t('fields.rejectText')}
          body={(r: BusiFriendApplyItem) => <CellText text={r.rejectText} />}
        />
        <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
      </PagedTable>
    </section>
  )
}
