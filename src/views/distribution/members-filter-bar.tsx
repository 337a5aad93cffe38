// The filter row of the members page: keyword, status, rank, group, salesman, and the batch
// actions for the selected members.
import './distribution-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import type { GroupItem, RankItem, SalesmanItem } from '../../../contract/distribution.schema.ts'
import { BATCH_MEMBER_ACTIONS } from '../../machines/distribution/members-page.machine.ts'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import type { MembersPageRef } from './use-members-page.ts'

const ALL = 0
const BATCH_LABEL = { rank: 'actions.batchRank', salesman: 'actions.batchSalesman' } as const

export function MembersFilterBar({
  page,
  ranks,
  groups,
  salesmen,
}: {
  page: MembersPageRef
  ranks: RankItem[]
  groups: GroupItem[]
  salesmen: SalesmanItem[]
}) {
  const { t } = useTranslation('distribution')
  const draft = useSelector(page, (s) => s.context.draft)
  const selection = useSelector(page, (s) => s.context.selection)
  const all = { label: t('fields.all'), value: ALL }
  return (
    <FilterBar
      label={t('members.filterLabel')}
      onSearch={() => page.send({ type: 'filters.search' })}
      onReset={() => page.send({ type: 'filters.reset' })}
      actions={BATCH_MEMBER_ACTIONS.map((kind) => (
        <Button
          key={kind}
          type="button"
          size="small"
          label={t(BATCH_LABEL[kind])}
          disabled={selection.length === 0}
          onClick={() => page.send({ type: 'member.open', kind, members: selection })}
        />
      ))}
    >
      <TextFilter
        label={t('fields.keyword')}
        value={draft.keyword}
        placeholder={t('fields.keywordPlaceholder')}
        onChange={(keyword) => page.send({ type: 'filters.edit', draft: { keyword } })}
      />
      <SelectFilter
        label={t('fields.status')}
        value={draft.status}
        placeholder={t('fields.all')}
        options={[
          { label: t('fields.all'), value: '' as const },
          { label: t('status.ENABLED'), value: 'ENABLED' as const },
          { label: t('status.DISABLED'), value: 'DISABLED' as const },
        ]}
        onChange={(status) => page.send({ type: 'filters.edit', draft: { status } })}
      />
      <SelectFilter
        label={t('fields.rank')}
        value={draft.rankId}
        options={[all, ...ranks.map((r) => ({ label: r.name, value: r.rankId }))]}
        onChange={(rankId) => page.send({ type: 'filters.edit', draft: { rankId } })}
      />
      <SelectFilter
        label={t('fields.groups')}
        value={draft.groupId}
        options={[all, ...groups.map((g) => ({ label: g.name, value: g.groupId }))]}
        onChange={(groupId) => page.send({ type: 'filters.edit', draft: { groupId } })}
      />
      <SelectFilter
        label={t('fields.salesman')}
        value={draft.salesmanId}
        options={[all, ...salesmen.map((s) => ({ label: s.name, value: s.salesmanId }))]}
        onChange={(salesmanId) => page.send({ type: 'filters.edit', draft: { salesmanId } })}
      />
    </FilterBar>
  )
}
