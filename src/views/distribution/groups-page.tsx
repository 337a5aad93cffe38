// Groups (SPEC.md: /distribution-management/groups): list, create/edit, delete, members.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { GroupItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { GroupDialog } from './group-dialog.tsx'
import { pathTo } from '../../routes/paths.ts'

/** The one dialog open over the list: a new group, an edited one, or a deletion to confirm. */
type Open = { kind: 'edit'; group: GroupItem | undefined } | { kind: 'delete'; group: GroupItem } | undefined

export function GroupsPage() {
  const { t } = useTranslation('distribution')
  const { show } = usePageToast()
  const list = usePagedList(api.getGroupData)
  const [open, setOpen] = useState<Open>(undefined)
  const saved = () => {
    setOpen(undefined)
    show('success', t('members.saved'))
    list.send({ type: 'list.refresh' })
  }

  return (
    <section className="page" aria-labelledby="groups-title">
      <header className="page-header">
        <h1 id="groups-title">{t('routes:pages.groups')}</h1>
        <Button
          label={t('actions.create')}
          icon="pi pi-plus"
          onClick={() => setOpen({ kind: 'edit', group: undefined })}
        />
      </header>
      <KeywordFilterBar label={t('groups.filterLabel')} fieldLabel={t('fields.keyword')} list={list} />
      <PagedTable<GroupItem> list={list} dataKey="groupId" label={t('groups.listLabel')}>
        <Column field="name" header={t('fields.name')} sortable />
        <Column field="memberCount" header={t('fields.memberCount')} />
        <Column field="remark" header={t('fields.remark')} />
        <Column
          field="createdAt"
          header={t('fields.createdAt')}
          sortable
          body={(g: GroupItem) => formatDateTime(g.createdAt)}
        />
        <Column
          header={t('fields.actions')}
          body={(g: GroupItem) => (
            <RowActions
              subject={g.name}
              actions={[
                {
                  label: t('actions.members'),
                  onClick: () => navigate(pathTo('groupMembers', { groupId: g.groupId })),
                },
                { label: t('actions.edit'), onClick: () => setOpen({ kind: 'edit', group: g }) },
                {
                  label: t('actions.delete'),
                  danger: true,
                  onClick: () => setOpen({ kind: 'delete', group: g }),
                },
              ]}
            />
          )}
        />
      </PagedTable>
      {open?.kind === 'edit' && (
        <GroupDialog group={open.group} onCancel={() => setOpen(undefined)} onDone={saved} />
      )}
      {open?.kind === 'delete' && (
        <CallConfirmDialog
          title={t('groups.deleteTitle')}
          confirmLabel={t('actions.delete')}
          danger
          call={(v: { groupId: number }) => api.deleteDistributionGroup(v.groupId)}
          values={{ groupId: open.group.groupId }}
          onDone={saved}
          onCancel={() => setOpen(undefined)}
        >
          <p>{t('groups.deleteMessage', { name: open.group.name, count: open.group.memberCount })}</p>
        </CallConfirmDialog>
      )}
    </section>
  )
}

export default GroupsPage
