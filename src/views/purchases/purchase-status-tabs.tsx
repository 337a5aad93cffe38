// The purchase list's status tabs with their counts (getPurchaseStatusCounts over the other filters).
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PURCHASE_TABS } from '../../../contract/purchases.constants.ts'
import type { PurchaseStatusCounts } from '../../../contract/purchases.schema.ts'
import * as api from '../../services/purchases.api.ts'
import { StatusTabs } from '../shared/status-tabs.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import { type PurchaseListFilters, withoutStatuses } from './purchase-filters.ts'

export function PurchaseStatusTabs({ list }: { list: PagedListRef }) {
  const { t } = useTranslation('purchases')
  const filters = useSelector(list, (s) => s.context.query.filters as PurchaseListFilters)
  // A reload of the list (after a step elsewhere, a refresh) counts again too.
  const loads = useSelector(list, (s) => (s.hasTag('loading') ? 1 : 0))
  const [counts, setCounts] = useState<PurchaseStatusCounts | undefined>()
  const others = JSON.stringify(withoutStatuses(filters))
  useEffect(() => {
    if (loads === 0) return
    const abort = new AbortController()
    api
      .getPurchaseStatusCounts(JSON.parse(others), abort.signal)
      .then(setCounts)
      .catch(() => {})
    return () => abort.abort()
  }, [others, loads])

  const current = JSON.stringify([...(filters.statuses ?? [])].sort())
  const active = Math.max(
    0,
    PURCHASE_TABS.findIndex((tab) => JSON.stringify([...tab.statuses].sort()) === current),
  )
  const countOf = (statuses: readonly string[]) =>
    counts
      ? statuses.length === 0
        ? counts.total
        : counts.counts.filter((c) => statuses.includes(c.status)).reduce((s, c) => s + c.count, 0)
      : undefined
  return (
    <StatusTabs
      label={t('list.tabsLabel')}
      selected={PURCHASE_TABS[active]?.key ?? 'ALL'}
      onSelect={(key) => {
        const tab = PURCHASE_TABS.find((x) => x.key === key)
        if (!tab) return
        list.send({
          type: 'list.filter',
          filters: { ...filters, statuses: tab.statuses.length > 0 ? [...tab.statuses] : undefined },
        })
      }}
      tabs={PURCHASE_TABS.map((tab) => ({
        key: tab.key,
        label: t(`tabs.${tab.key}`),
        count: countOf(tab.statuses),
        alert: tab.key === 'WAIT_PAY' || tab.key === 'SHIPPED',
      }))}
    />
  )
}
