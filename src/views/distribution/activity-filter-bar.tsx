// The activity list's filters: a name keyword and a status ("all" by default).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActivityStatus } from '../../../contract/distribution-setup.schema.ts'
import { ACTIVITY_STATUS_FILTERS, activityFilters } from '../../machines/distribution/activity-list.ts'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'

export function ActivityFilterBar({ list }: { list: PagedListRef }) {
  const { t } = useTranslation('activity')
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<ActivityStatus | ''>('')
  const options = [
    { label: t('list.allStatuses'), value: '' as const },
    ...ACTIVITY_STATUS_FILTERS.map((s) => ({ label: t(`status.${s}`), value: s })),
  ]
  return (
    <FilterBar
      label={t('list.filterLabel')}
      onSearch={() => list.send({ type: 'list.filter', filters: activityFilters(keyword, status) })}
      onReset={() => {
        setKeyword('')
        setStatus('')
        list.send({ type: 'list.filter', filters: {} })
      }}
    >
      <TextFilter label={t('list.keyword')} value={keyword} onChange={setKeyword} />
      <SelectFilter<ActivityStatus | ''>
        label={t('list.status')}
        value={status}
        options={options}
        placeholder={t('list.allStatuses')}
        onChange={(v) => {
          setStatus(v)
          list.send({ type: 'list.filter', filters: activityFilters(keyword, v) })
        }}
      />
    </FilterBar>
  )
}
