// The promotion list's filters: a name and the kind; the status tabs keep their own choice.
import { useSelector } from '../shared/actors.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PROMOTION_KINDS, type PromotionKind } from '../../../contract/marketing.constants.ts'
import type { PromotionListFilters } from '../../services/marketing.api.ts'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'

export function PromotionFilterBar({ list }: { list: PagedListRef }) {
  const { t } = useTranslation('marketing')
  const applied = useSelector(list, (s) => s.context.query.filters as PromotionListFilters)
  const [keyword, setKeyword] = useState(applied.keyword ?? '')
  const [kind, setKind] = useState<PromotionKind | ''>(applied.kind ?? '')
  return (
    <FilterBar
      label={t('list.filterLabel')}
      onSearch={() =>
        list.send({
          type: 'list.filter',
          filters: { tab: applied.tab, keyword: keyword.trim() || undefined, kind: kind || undefined },
        })
      }
      onReset={() => {
        setKeyword('')
        setKind('')
        list.send({ type: 'list.filter', filters: { tab: applied.tab } })
      }}
    >
      <TextFilter
        label={t('list.keyword')}
        placeholder={t('list.keywordPlaceholder')}
        value={keyword}
        onChange={setKeyword}
      />
      <SelectFilter<PromotionKind | ''>
        label={t('list.kind')}
        value={kind}
        placeholder={t('list.all')}
        options={[
          { label: t('list.all'), value: '' },
          ...PROMOTION_KINDS.map((k) => ({ label: t(`kind.${k}`), value: k })),
        ]}
        onChange={setKind}
      />
    </FilterBar>
  )
}
