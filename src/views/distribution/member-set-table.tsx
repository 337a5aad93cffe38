// The member table and keyword filter of a member set page (inside the set, and outside it
// in the add dialog).
import './distribution-locales.ts'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'

export function MemberSetTable({
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

/** The keyword filter of a set's list; the set's own id stays in the list's filters. */
export function MemberSetKeywordFilter({ list, label }: { list: PagedListRef; label: string }) {
  const { t } = useTranslation('distribution')
  const [keyword, setKeyword] = useState('')
  const send = (value: string | undefined) => {
    const filters = list.getSnapshot().context.query.filters as Record<string, unknown>
    list.send({ type: 'list.filter', filters: { ...filters, keyword: value } })
  }
  return (
    <FilterBar
      label={label}
      onSearch={() => send(keyword.trim() || undefined)}
      onReset={() => {
        setKeyword('')
        send(undefined)
      }}
    >
      <TextFilter
        label={t('fields.keyword')}
        value={keyword}
        placeholder={t('fields.keywordPlaceholder')}
        onChange={setKeyword}
      />
    </FilterBar>
  )
}
