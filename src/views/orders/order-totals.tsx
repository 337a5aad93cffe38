// The order list's totals row (issue 35): how many orders the filters and the tab select, their
// items and what was paid, counted by the server over every match (getOrderTotals), not the page.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { OrderTotals } from '../../../contract/orders.schema.ts'
import * as api from '../../services/orders.api.ts'
import { useSelector } from '../shared/actors.ts'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import type { OrderListFilters } from './order-filters.ts'

/** The filters as the list sends them: the same request minus paging and sorting. */
function filtersOf(f: OrderListFilters): OrderListFilters {
  return Object.fromEntries(
    Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  )
}

export function OrderTotalsLine({ list }: { list: PagedListRef }) {
  const { t, i18n } = useTranslation('orders')
  const filters = useSelector(list, (s) => s.context.query.filters as OrderListFilters)
  // Counted again whenever the list's rows arrive (new filters, a tab, a step, a refresh) and when
  // the cached page is shown again, as the tab counts are (order-status-tabs.tsx).
  const rows = useSelector(list, (s) => s.context.list)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const [totals, setTotals] = useState<OrderTotals | undefined>()
  const key = JSON.stringify(filtersOf(filters))
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts again when new rows arrive
  useEffect(() => {
    if (loading) return
    const abort = new AbortController()
    api
      .getOrderTotals(JSON.parse(key), abort.signal)
      .then(setTotals)
      // A failed count leaves the line as it was: the list itself reports the failure.
      .catch(() => {})
    return () => abort.abort()
  }, [key, rows, loading])
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <output className="order-totals" aria-label={t('list.totalsLabel')}>
      {totals
        ? t('list.totals', {
            count: number.format(totals.count),
            items: number.format(totals.itemCount),
            amount: formatYuan(totals.payAmount),
          })
        : t('list.totalsLoading')}
    </output>
  )
}
