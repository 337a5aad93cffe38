// Ranks (SPEC.md: /distribution-management/ranks): list, create/edit, delete (a rank members
// hold cannot be deleted: the server's message says how many), its members.
import './distribution-locales.ts'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { RankItem } from '../../../contract/distribution.schema.ts'
import { pathTo } from '../../routes/paths.ts'
import * as api from '../../services/distribution.api.ts'
import { EditableListPage } from '../shared/editable-list-page.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { distributionListTexts } from './distribution-list-texts.ts'
import { RankDialog } from './rank-dialog.tsx'

export function RanksPage() {
  const { t } = useTranslation('distribution')
  const list = usePagedList(api.getRankData)
  return (
    <EditableListPage<RankItem>
      list={list}
      dataKey="rankId"
      texts={distributionListTexts(t, 'ranks')}
      columns={[
        <Column key="name" field="name" header={t('fields.name')} sortable />,
        <Column key="discount" field="discountPermille" header={t('fields.discount')} sortable />,
        <Column
          key="default"
          header={t('fields.isDefault')}
          body={(r: RankItem) => (r.isDefault ? <Tag value={t('status.yes')} severity="info" /> : null)}
        />,
        <Column key="sort" field="sort" header={t('fields.sort')} sortable />,
        <Column key="members" field="memberCount" header={t('fields.memberCount')} />,
        <Column key="remark" field="remark" header={t('fields.remark')} />,
      ]}
      rowName={(r) => r.name}
      rowActions={(r) => [
        { label: t('actions.members'), onClick: () => navigate(pathTo('rankMembers', { rankId: r.rankId })) },
      ]}
      editor={(rank, close, saved) => <RankDialog rank={rank} onCancel={close} onDone={saved} />}
      deleteMessage={(r) => t('ranks.deleteMessage', { name: r.name })}
      remove={(r) => api.deleteDistributionRank(r.rankId)}
    />
  )
}

export default RanksPage
