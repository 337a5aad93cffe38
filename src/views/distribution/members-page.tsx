// Members (SPEC.md: /distribution-management/members, cached): search, status and rank /
// group / salesman filters, paging; enable/disable, remark, rank, groups, salesman (one or
// the selected members).
import './distribution-locales.ts'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { Menu } from 'primereact/menu'
import type { MenuItem } from 'primereact/menuitem'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { dateTime, yuan } from './distribution-format.ts'
import { type MemberAction, MemberActionDialog } from './member-action-dialog.tsx'
import { useDistributionOptions } from './use-distribution-options.ts'

const ANY = 0

export function MembersPage() {
  const { t } = useTranslation('distribution')
  const { toast, show } = usePageToast()
  const list = usePagedList(api.getMemberData)
  const options = useDistributionOptions()
  const applied = useSelector(list, (s) => s.context.query.filters as api.MemberFilters)
  const [keyword, setKeyword] = useState(applied.keyword ?? '')
  const [status, setStatus] = useState<string>(applied.status ?? '')
  const [rankId, setRankId] = useState<number>(applied.rankId ?? ANY)
  const [groupId, setGroupId] = useState<number>(applied.groupId ?? ANY)
  const [salesmanId, setSalesmanId] = useState<number>(applied.salesmanId ?? ANY)
  const [selection, setSelection] = useState<MemberItem[]>([])
  const [action, setAction] = useState<{ kind: MemberAction; members: MemberItem[] } | undefined>(undefined)

  const refresh = () => list.send({ type: 'list.refresh' })
  const statusChange = useFormSubmit(
    (v: { memberId: number; status: 'ENABLED' | 'DISABLED' }) => api.changeMemberStatus(v.memberId, v.status),
    () => {
      show('success', t('members.statusChanged'))
      refresh()
    },
  )

  const search = () => {
    setSelection([])
    list.send({
      type: 'list.filter',
      filters: {
        keyword: keyword.trim() || undefined,
        status: (status || undefined) as api.MemberFilters['status'],
        rankId: rankId || undefined,
        groupId: groupId || undefined,
        salesmanId: salesmanId || undefined,
      },
    })
  }
  const reset = () => {
    setKeyword('')
    setStatus('')
    setRankId(ANY)
    setGroupId(ANY)
    setSalesmanId(ANY)
    setSelection([])
    list.send({ type: 'list.filter', filters: {} })
  }
  const all = { label: t('fields.all'), value: ANY }

  const moreMenu = useRef<Menu>(null)
  const [menuFor, setMenuFor] = useState<MemberItem | undefined>(undefined)
  const menuItems: MenuItem[] = menuFor
    ? [
        {
          label: menuFor.status === 'ENABLED' ? t('actions.disable') : t('actions.enable'),
          command: () =>
            statusChange.send({
              memberId: menuFor.memberId,
              status: menuFor.status === 'ENABLED' ? 'DISABLED' : 'ENABLED',
            }),
        },
        { label: t('actions.remark'), command: () => setAction({ kind: 'remark', members: [menuFor] }) },
        { label: t('actions.setRank'), command: () => setAction({ kind: 'rank', members: [menuFor] }) },
        { label: t('actions.setGroups'), command: () => setAction({ kind: 'groups', members: [menuFor] }) },
        {
          label: t('actions.assignSalesman'),
          command: () => setAction({ kind: 'salesman', members: [menuFor] }),
        },
      ]
    : []

  const actions = (m: MemberItem) => (
    <div className="row-actions">
      <Button
        size="small"
        text
        label={t('actions.details')}
        aria-label={`${t('actions.details')} ${m.name}`}
        onClick={() => navigate(`/distribution-management/memberDetails?memberId=${m.memberId}`)}
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
    <section className="page" aria-labelledby="members-title">
      {toast}
      <header className="page-header">
        <h1 id="members-title">{t('routes:pages.members')}</h1>
      </header>
      <FilterBar
        label={t('members.filterLabel')}
        onSearch={search}
        onReset={reset}
        actions={
          <>
            <Button
              type="button"
              size="small"
              label={t('actions.batchRank')}
              disabled={selection.length === 0}
              onClick={() => setAction({ kind: 'rank', members: selection })}
            />
            <Button
              type="button"
              size="small"
              label={t('actions.batchSalesman')}
              disabled={selection.length === 0}
              onClick={() => setAction({ kind: 'salesman', members: selection })}
            />
          </>
        }
      >
        <TextFilter label={t('fields.keyword')} value={keyword} placeholder={t('fields.keywordPlaceholder')} onChange={setKeyword} />
        <SelectFilter
          label={t('fields.status')}
          value={status}
          placeholder={t('fields.all')}
          options={[
                { label: t('fields.all'), value: '' },
                { label: t('status.ENABLED'), value: 'ENABLED' },
                { label: t('status.DISABLED'), value: 'DISABLED' },
              ]}
          onChange={setStatus}
        />
        <SelectFilter
          label={t('fields.rank')}
          value={rankId}
          options={[all, ...options.ranks.map((r) => ({ label: r.name, value: r.rankId }))]}
          onChange={setRankId}
        />
        <SelectFilter
          label={t('fields.groups')}
          value={groupId}
          options={[all, ...options.groups.map((g) => ({ label: g.name, value: g.groupId }))]}
          onChange={setGroupId}
        />
        <SelectFilter
          label={t('fields.salesman')}
          value={salesmanId}
          options={[all, ...options.salesmen.map((s) => ({ label: s.name, value: s.salesmanId }))]}
          onChange={setSalesmanId}
        />
      </FilterBar>
      <ErrorNotice error={statusChange.error} />
      <PagedTable<MemberItem>
        list={list}
        dataKey="memberId"
        label={t('members.listLabel')}
        selection={selection}
        onSelectionChange={setSelection}
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
        <Column
          field="orderAmount"
          header={t('fields.orderAmount')}
          sortable
          body={(m: MemberItem) => yuan(m.orderAmount)}
        />
        <Column
          field="createdAt"
          header={t('fields.joinedAt')}
          sortable
          body={(m: MemberItem) => dateTime(m.createdAt)}
        />
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
        <Column header={t('fields.actions')} body={actions} />
      </PagedTable>
      <Menu model={menuItems} popup ref={moreMenu} aria-label={t('actions.more')} />
      <MemberActionDialog
        action={action?.kind}
        members={action?.members ?? []}
        ranks={options.ranks}
        groups={options.groups}
        salesmen={options.salesmen}
        onCancel={() => setAction(undefined)}
        onDone={() => {
          setAction(undefined)
          setSelection([])
          show('success', t('members.saved'))
          refresh()
        }}
      />
    </section>
  )
}

export default MembersPage
