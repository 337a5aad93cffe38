// The members list: paged on the server, selectable for the batch actions; each row offers
// its details and, behind "more", the actions the members page machine says it has.
import './distribution-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Menu } from 'primereact/menu'
import type { MenuItem } from 'primereact/menuitem'
import { Tag } from 'primereact/tag'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import { type MemberRowAction, memberRowActions } from '../../machines/distribution/members-page.machine.ts'
import { dateTimeColumn, PagedTable, yuanColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import type { MembersPageRef } from './use-members-page.ts'
import { pathTo } from '../../routes/paths.ts'

const ACTION_LABEL: Record<MemberRowAction, string> = {
  details: 'actions.details',
  enable: 'actions.enable',
  disable: 'actions.disable',
  remark: 'actions.remark',
  rank: 'actions.setRank',
  groups: 'actions.setGroups',
  salesman: 'actions.assignSalesman',
}

export function MembersTable({ list, page }: { list: PagedListRef; page: MembersPageRef }) {
  const { t } = useTranslation('distribution')
  const selection = useSelector(page, (s) => s.context.selection)
  const moreMenu = useRef<Menu>(null)
  const [menuFor, setMenuFor] = useState<MemberItem | undefined>(undefined)

  const run = (action: MemberRowAction, m: MemberItem) => {
    if (action === 'details') navigate(pathTo('memberDetails', { memberId: m.memberId }))
    else if (action === 'enable' || action === 'disable')
      page.send({ type: 'member.toggleStatus', member: m })
    else page.send({ type: 'member.open', kind: action, members: [m] })
  }
  const menuItems: MenuItem[] = menuFor
    ? memberRowActions(menuFor)
        .filter((a) => a !== 'details')
        .map((a) => ({ label: t(ACTION_LABEL[a]), command: () => run(a, menuFor) }))
    : []

  const actions = (m: MemberItem) => (
    <div className="row-actions">
      <Button
        size="small"
        text
        label={t('actions.details')}
        aria-label={`${t('actions.details')} ${m.name}`}
        onClick={() => run('details', m)}
      />
      <Button
        size="small"
        text
        icon="pi pi-ellipsis-h"
        aria-haspopup="menu"
        aria-label={`${t('actions.more')} ${m.name}`}
        onClick={(e) => {
          setMenuFor(m)
          moreMenu.current?.toggle(e)
        }}
      />
    </div>
  )

  return (
    <>
      <PagedTable<MemberItem>
        list={list}
        dataKey="memberId"
        label={t('members.listLabel')}
        selection={selection}
        onSelectionChange={(members) => page.send({ type: 'selection.change', members })}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="name" header={t('fields.company')} sortable />
        <Column field="contactName" header={t('fields.contactName')} />
        <Column field="contactPhone" header={t('fields.contactPhone')} />
        <Column header={t('fields.rank')} body={(m: MemberItem) => m.rank?.name ?? '—'} />
        <Column
          header={t('fields.groups')}
          body={(m: MemberItem) => m.groups.map((g) => g.name).join('、') || '—'}
        />
        <Column header={t('fields.salesman')} body={(m: MemberItem) => m.salesman?.name ?? '—'} />
        <Column field="orderCount" header={t('fields.orderCount')} sortable />
        {yuanColumn<MemberItem>('orderAmount', t('fields.orderAmount'))}
        {dateTimeColumn<MemberItem>('createdAt', t('fields.joinedAt'))}
        <Column
          header={t('fields.status')}
          body={(m: MemberItem) => (
            <Tag
              value={t(`status.${m.status}`)}
              severity={m.status === 'ENABLED' ? 'success' : 'secondary'}
            />
          )}
        />
        <Column field="remark" header={t('fields.remark')} />
        <Column header={t('fields.actions')} body={actions} {...STICKY_RIGHT} />
      </PagedTable>
      <Menu model={menuItems} popup ref={moreMenu} aria-label={t('actions.more')} />
    </>
  )
}
