// Business friends (/business-opportunities/busiFriendList): the friend requests addressed to
// the merchant, accepted (confirm) or rejected (a required reason), and the friends, each with
// its business profile and a way into the chat.
import './friend-locales.ts'
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { BusiFriendItem } from '../../../contract/business-friends.schema.ts'
import * as api from '../../services/business-friends.api.ts'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { CellText, dateTimeColumn, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { useFriendDecision, useFriendDecisionTexts } from './friend-decision.ts'
import { ApplicationDecisionDialogs } from './friend-decision-dialogs.tsx'
import { chatPath, friendDetailPath } from './friend-paths.ts'
import { FriendRequestsTable } from './friend-requests-table.tsx'

export default function FriendListPage() {
  const { t } = useTranslation('business-friends')
  const { show } = usePageToast()
  const requests = usePagedList(api.getBusiFriendApply, { filters: { status: 'PENDING' } })
  const friends = usePagedList(api.getBusiFriendList)
  const decision = useFriendDecision({
    show,
    onChanged: () => {
      requests.send({ type: 'list.refresh' })
      friends.send({ type: 'list.refresh' })
    },
  })
  const texts = useFriendDecisionTexts()

  const actions = (row: BusiFriendItem) => (
    <RowActions
      subject={row.companyName}
      actions={[
        {
          label: t('actions.sendMessage'),
          variant: 'outlined',
          onClick: () => navigate(chatPath(row.partyId)),
        },
        { label: t('actions.details'), onClick: () => navigate(friendDetailPath(row.partyId)) },
      ]}
    />
  )

  return (
    <section className="page" aria-labelledby="friend-list-title">
      <header className="page-header">
        <h1 id="friend-list-title">{t('routes:pages.busiFriendList')}</h1>
      </header>
      <FriendRequestsTable list={requests} decision={decision} />
      <section aria-labelledby="friends-title">
        <h2 id="friends-title">{t('sections.friends')}</h2>
        <KeywordFilterBar label={t('list.filterLabel')} fieldLabel={t('fields.keyword')} list={friends} />
        <PagedTable<BusiFriendItem>
          list={friends}
          dataKey="partyId"
          label={t('list.friendsLabel')}
          emptyMessage={t('list.emptyFriends')}
        >
          <Column
            header={t('fields.company')}
            body={(r: BusiFriendItem) => <CellText text={r.companyName} />}
          />
          <Column
            header={t('fields.industry')}
            body={(r: BusiFriendItem) => <CellText text={r.industry} />}
          />
          <Column
            header={t('fields.mainBusiness')}
            body={(r: BusiFriendItem) => <CellText text={r.mainBusiness} />}
          />
          <Column
            header={t('fields.contactName')}
            body={(r: BusiFriendItem) => <CellText text={r.contactName} />}
          />
          <Column
            header={t('fields.contactPhone')}
            body={(r: BusiFriendItem) => <CellText text={r.contactPhone} />}
          />
          {dateTimeColumn<BusiFriendItem>('since', t('fields.since'))}
          <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
        </PagedTable>
      </section>
      <ApplicationDecisionDialogs decision={decision} texts={texts} />
    </section>
  )
}
