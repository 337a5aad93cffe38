// The members of one rank or one group (rankMembers?rankId=…, groupMembers?groupId=…):
// remove the selected members, or add members from outside it.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dialog } from 'primereact/dialog'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { type PagedListRef, usePagedList } from '../shared/use-paged-list.ts'
import { useLoad } from './use-load.ts'

type Kind = 'rank' | 'group'
type Filters = { keyword?: string | undefined } & Record<string, unknown>

interface KindSetup {
  param: 'rankId' | 'groupId'
  ns: 'ranks' | 'groups'
  back: string
  loadName: (id: number, signal: AbortSignal) => Promise<string>
  inside: (
    q: ListQuery<Filters>,
    signal: AbortSignal,
  ) => Promise<import('../../../contract/paging.schema.ts').Page<MemberItem>>
  outside: (
    q: ListQuery<Filters>,
    signal: AbortSignal,
  ) => Promise<import('../../../contract/paging.schema.ts').Page<MemberItem>>
  add: (id: number, memberIds: number[]) => Promise<unknown>
  remove: (id: number, memberIds: number[]) => Promise<unknown>
}

const SETUP: Record<Kind, KindSetup> = {
  rank: {
    param: 'rankId',
    ns: 'ranks',
    back: '/distribution-management/ranks',
    loadName: (id, signal) => api.getRankByRankId(id, signal).then((r) => r.name),
    inside: (q, signal) => api.getRankMemberData(q as ListQuery<{ rankId: number }>, signal),
    outside: (q, signal) => api.getOutRankMemberData(q as ListQuery<{ rankId: number }>, signal),
    add: (id, ids) => api.saveDistributionMemberRank(ids, id),
    remove: (id, ids) => api.removeMemberFromRank(id, ids),
  },
  group: {
    param: 'groupId',
    ns: 'groups',
    back: '/distribution-management/groups',
    loadName: async (id, signal) => {
      // Groups have no single-read call: the group list narrowed to this id.
      const page = await api.getGroupData({ page: 1, pageSize: 1, filters: { groupId: id } }, signal)
      const group = page.list[0]
      if (!group) throw { code: 40400, message: 'group not found' }
      return group.name
    },
    inside: (q, signal) => api.getGroupMemberData(q as ListQuery<{ groupId: number }>, signal),
    outside: (q, signal) => api.getOutGroupMemberData(q as ListQuery<{ groupId: number }>, signal),
    add: (id, ids) => api.saveDistributionMembersToGroup(id, ids),
    remove: (id, ids) => api.removeMemberFromGroup(id, ids),
  },
}

function MemberTable({
  list,
  label,
  selection,
  onSelectionChange,
}: {
  list: PagedListRef
  label: string
  selection: MemberItem[]
  onSelectionChange: (rows: MemberItem[]) => void
}) {
  const { t } = useTranslation('distribution')
  return (
    <PagedTable<MemberItem>
      list={list}
      dataKey="memberId"
      label={label}
      selection={selection}
      onSelectionChange={onSelectionChange}
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
    </PagedTable>
  )
}

function KeywordFilter({ list, label }: { list: PagedListRef; label: string }) {
  const { t } = useTranslation('distribution')
  const [keyword, setKeyword] = useState('')
  return (
    <FilterBar
      label={label}
      onSearch={() =>
        list.send({
          type: 'list.filter',
          filters: { ...currentFilters(list), keyword: keyword.trim() || undefined },
        })
      }
      onReset={() => {
        setKeyword('')
        list.send({ type: 'list.filter', filters: { ...currentFilters(list), keyword: undefined } })
      }}
    >
      <TextFilter label={t('fields.keyword')} value={keyword} placeholder={t('fields.keywordPlaceholder')} onChange={setKeyword} />
    </FilterBar>
  )
}

function currentFilters(list: PagedListRef): Record<string, unknown> {
  return list.getSnapshot().context.query.filters as Record<string, unknown>
}

export function MemberSetPage({ kind }: { kind: Kind }) {
  const setup = SETUP[kind]
  const { t } = useTranslation('distribution')
  const { toast, show } = usePageToast()
  const id = Number(new URLSearchParams(useSearch()).get(setup.param) ?? 0)
  const loadName = useCallback((signal: AbortSignal) => setup.loadName(id, signal), [setup, id])
  const { data: name, error, retry } = useLoad<string>(loadName)
  const inside = usePagedList(setup.inside, { filters: { [setup.param]: id } })
  const [selection, setSelection] = useState<MemberItem[]>([])
  const [adding, setAdding] = useState(false)
  const [confirmRemove, setConfirmRemove] = useState(false)


  return (
    <section className="page" aria-labelledby="set-title">
      {toast}
      <header className="page-header">
        <h1 id="set-title">{t(`${setup.ns}.membersLabel`, { name: name ?? '' })}</h1>
        <div className="row-actions">
          <Button label={t('actions.addMembers')} icon="pi pi-plus" onClick={() => setAdding(true)} />
          <Button
            label={t('actions.removeSelected')}
            severity="danger"
            outlined
            disabled={selection.length === 0}
            onClick={() => setConfirmRemove(true)}
          />
          <Button
            label={t('actions.back')}
            icon="pi pi-arrow-left"
            text
            onClick={() => navigate(setup.back)}
          />
        </div>
      </header>
      <ErrorNotice error={error} onRetry={retry} />
      <KeywordFilter list={inside} label={t(`${setup.ns}.filterLabel`)} />
      <MemberTable
        list={inside}
        label={t(`${setup.ns}.membersLabel`, { name: name ?? '' })}
        selection={selection}
        onSelectionChange={setSelection}
      />
      {confirmRemove && (
        <CallConfirmDialog
          title={t(`${setup.ns}.removeTitle`)}
          confirmLabel={t('actions.removeSelected')}
          danger
          call={(v: { ids: number[] }) => setup.remove(id, v.ids)}
          values={{ ids: selection.map((m) => m.memberId) }}
          onDone={() => {
            setConfirmRemove(false)
            setSelection([])
            show('success', t('members.saved'))
            inside.send({ type: 'list.refresh' })
          }}
          onCancel={() => setConfirmRemove(false)}
        >
          <p>{t(`${setup.ns}.removeMessage`, { count: selection.length, name: name ?? '' })}</p>
        </CallConfirmDialog>
      )}
      {adding && (
        <AddMembersDialog
          kind={kind}
          id={id}
          name={name ?? ''}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false)
            show('success', t('members.saved'))
            inside.send({ type: 'list.refresh' })
          }}
        />
      )}
    </section>
  )
}

function AddMembersDialog({
  kind,
  id,
  name,
  onClose,
  onAdded,
}: {
  kind: Kind
  id: number
  name: string
  onClose: () => void
  onAdded: () => void
}) {
  const setup = SETUP[kind]
  const { t } = useTranslation('distribution')
  const outside = usePagedList(setup.outside, { filters: { [setup.param]: id }, pageSize: 10 })
  const [selection, setSelection] = useState<MemberItem[]>([])
  const add = useFormSubmit((v: { ids: number[] }) => setup.add(id, v.ids), onAdded)
  const footer = (
    <div className="dialog-footer">
      <Button label={t('actions.back')} outlined onClick={onClose} />
      <Button
        label={t('actions.addSelected')}
        disabled={selection.length === 0}
        loading={add.busy}
        onClick={() => add.send({ ids: selection.map((m) => m.memberId) })}
      />
    </div>
  )
  return (
    <Dialog
      header={t(`${setup.ns}.addTitle`, { name })}
      visible
      onHide={onClose}
      footer={footer}
      modal
      style={{ width: 'min(60rem, 96vw)' }}
    >
      <ErrorNotice error={add.error} />
      <KeywordFilter list={outside} label={t(`${setup.ns}.outsideLabel`)} />
      <MemberTable
        list={outside}
        label={t(`${setup.ns}.outsideLabel`)}
        selection={selection}
        onSelectionChange={setSelection}
      />
    </Dialog>
  )
}

export function RankMembersPage() {
  return <MemberSetPage kind="rank" />
}
export function GroupMembersPage() {
  return <MemberSetPage kind="group" />
}
