// The status tabs over a promotion or purchase-limit list, each with its count under the search,
// and the list behind them: its answers carry the tabs' counts.
import { useSelector } from '../shared/actors.ts'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PROMOTION_TABS, type PromotionTab } from '../../../contract/marketing.constants.ts'
import type { PromotionTabCounts } from '../../../contract/marketing.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import { StatusTabs } from '../shared/status-tabs.tsx'
import { type PagedListRef, usePagedList } from '../shared/use-paged-list.ts'

interface TabFilters {
  tab?: PromotionTab | undefined
}

/** The paged list of a tabbed page: its filters, the tab they select and the tabs' counts. */
export function useTabbedList<T, F extends TabFilters>(
  fetch: (query: ListQuery<F>, signal: AbortSignal) => Promise<Page<T> & { counts: PromotionTabCounts }>,
) {
  const [counts, setCounts] = useState<PromotionTabCounts | undefined>(undefined)
  const list = usePagedList<T, F>(async (query, signal) => {
    const answer = await fetch(query, signal)
    setCounts(answer.counts)
    return answer
  })
  const filters = useSelector(list, (s) => s.context.query.filters as F)
  const tab: PromotionTab = filters.tab ?? 'ALL'
  return { list, counts, filters, tab }
}

/** The tabs and the panel they control (the list's table); a tab keeps the other filters. */
export function PromotionTabPanel({
  label,
  id,
  tabbed,
  children,
}: {
  label: string
  /** The panel's id. */
  id: string
  tabbed: {
    list: PagedListRef
    counts: PromotionTabCounts | undefined
    filters: TabFilters
    tab: PromotionTab
  }
  children: ReactNode
}) {
  const { t } = useTranslation('marketing')
  const { list, counts, filters, tab } = tabbed
  return (
    <>
      <StatusTabs
        label={label}
        controls={id}
        selected={tab}
        onSelect={(next) => list.send({ type: 'list.filter', filters: { ...filters, tab: next } })}
        tabs={PROMOTION_TABS.map((key) => ({ key, label: t(`tabs.${key}`), count: counts?.[key] }))}
      />
      <div id={id} role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {children}
      </div>
    </>
  )
}
