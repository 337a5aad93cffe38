// The order audit's search: one keyword (order no., member or catalogue); the status is chosen
// with the tabs below it.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'

export function OrderAuditFilter({ onApply }: { onApply: (keyword: string | undefined) => void }) {
  const { t } = useTranslation('catalogue')
  const [keyword, setKeyword] = useState('')
  return (
    <FilterBar
      label={t('audit.filterLabel')}
      onSearch={() => onApply(keyword.trim() || undefined)}
      onReset={() => {
        setKeyword('')
        onApply(undefined)
      }}
    >
      <TextFilter label={t('audit.keyword')} value={keyword} onChange={setKeyword} />
    </FilterBar>
  )
}
