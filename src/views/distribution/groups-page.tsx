// Groups (SPEC.md: /distribution-management/groups): list, create/edit, delete, members.
import './distribution-locales.ts'
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { GroupItem } from '../../../contract/distribution.schema.ts'
import { pathTo } from '../../routes/paths.ts'
import * as api from '../../services/distribution.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { EditableListPage } from '../shared/editable-list-page.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { distributionListTexts } from './distribution-list-texts.ts'
import { GroupDialog } from './group-dialog.tsx'

export function GroupsPage() {
  const { t } = useTranslation('distribution')
  const list = usePagedList(api.getGroupData)
  return (
    <EditableListPage<GroupItem>
      list={list}
      dataKey="groupId"
      texts={distributionListTexts(t, 'groups')}
      columns={[
        <Column key="name" field="name" header={t('fields.name')} sortable />,
        <Column key="members" field="memberCount" header={t('fields.memberCount')} />,
        <Column key="remark" field="remark" header={t('fields.remark')} />,
        <Column
          key="created"
          field="createdAt"
          header={t('fields.createdAt')}
          sortable
          body={(g: GroupItem) => formatDateTime(g.createdAt)}
        />,
      ]}
      rowName={(g) => g.name}
      rowActions={(g) => [
        {
          label: t('actions.members'),
          onClick: () => navigate(pathTo('groupMembers', { groupId: g.groupId })),
        },
      ]}
      editor={(group, close, saved) => <GroupDialog group={group} onCancel={close} onDone={saved} />}
      deleteMessage={(g) => t('groups.deleteMessage', { name: g.name, count: g.memberCount })}
      remove={(g) => api.deleteDistributionGroup(g.groupId)}
    />
  )
}

export default GroupsPage
