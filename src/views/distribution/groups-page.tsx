// Groups (SPEC.md: /distribution-management/groups): list, create/edit, delete, members.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { GroupItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { CallConfirmDialog, ConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { dateTime } from './distribution-format.ts'

type GroupDraft = {
  groupId?: number | undefined
  name: string
  remark: string
}

function GroupDialog({
  draft,
  onDone,
  onCancel,
}: {
  draft: GroupDraft
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('distribution')
  const fieldMessage = useFieldMessage()
  const [v, setV] = useState(draft)
  const form = useFormSubmit((values: GroupDraft) => api.saveDistributionGroup(values), onDone)
  const submit = () => {
    if (v.name.trim() === '') return form.check({ name: 'required' })
    form.send({ ...v })
  }
  return (
    <ConfirmDialog
      visible
      title={draft.groupId ? t('groups.editTitle') : t('groups.createTitle')}
      confirmLabel={t('actions.save')}
      busy={form.busy}
      onConfirm={submit}
      onCancel={onCancel}
    >
      <ErrorNotice error={form.error} />
      <FormField id="group-name" label={t('fields.name')} error={fieldMessage(form.fieldErrors.name)}>
        <InputText
          value={v.name}
          maxLength={100}
          onChange={(e) => {
            setV({ ...v, name: e.target.value })
            form.edit('name')
          }}
        />
      </FormField>
      <FormField id="group-remark" label={t('fields.remark')} error={fieldMessage(form.fieldErrors.remark)}>
        <InputText
          value={v.remark}
          maxLength={500}
          onChange={(e) => setV({ ...v, remark: e.target.value })}
        />
      </FormField>
    </ConfirmDialog>
  )
}

export function GroupsPage() {
  const { t } = useTranslation('distribution')
  const { toast, show } = usePageToast()
  const list = usePagedList(api.getGroupData)
  const [editing, setEditing] = useState<GroupDraft | undefined>(undefined)
  const [deleting, setDeleting] = useState<GroupItem | undefined>(undefined)
  const saved = () => {
    setEditing(undefined)
    setDeleting(undefined)
    show('success', t('members.saved'))
    list.send({ type: 'list.refresh' })
  }

  return (
    <section className="page" aria-labelledby="groups-title">
      {toast}
      <header className="page-header">
        <h1 id="groups-title">{t('routes:pages.groups')}</h1>
        <Button
          label={t('actions.create')}
          icon="pi pi-plus"
          onClick={() => setEditing({ name: '', remark: '' })}
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
          body={(g: GroupItem) => dateTime(g.createdAt)}
        />
        <Column
          header={t('fields.actions')}
          body={(g: GroupItem) => (
            <RowActions
              subject={g.name}
              actions={[
                {
                  label: t('actions.members'),
                  onClick: () => navigate(`/distribution-management/groupMembers?groupId=${g.groupId}`),
                },
                {
                  label: t('actions.edit'),
                  onClick: () => setEditing({ groupId: g.groupId, name: g.name, remark: g.remark }),
                },
                { label: t('actions.delete'), danger: true, onClick: () => setDeleting(g) },
              ]}
            />
          )}
        />
      </PagedTable>
      {editing && (
        <GroupDialog
          draft={editing}
          onCancel={() => setEditing(undefined)}
          onDone={saved}
        />
      )}
      {deleting && (
        <CallConfirmDialog
          title={t('groups.deleteTitle')}
          confirmLabel={t('actions.delete')}
          danger
          call={(v: { groupId: number }) => api.deleteDistributionGroup(v.groupId)}
          values={{ groupId: deleting.groupId }}
          onDone={saved}
          onCancel={() => setDeleting(undefined)}
        >
          <p>{t('groups.deleteMessage', { name: deleting.name, count: deleting.memberCount })}</p>
        </CallConfirmDialog>
      )}
    </section>
  )
}

export default GroupsPage
