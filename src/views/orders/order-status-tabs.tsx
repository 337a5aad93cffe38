// An order list's status tabs with their counts over the other filters: the seller's order list
// (getOrderStatusCounts) and the buyer's purchase list (getPurchaseStatusCounts) draw the same
// tabs over the same lifecycle.
import { useSelector } from '../shared/actors.ts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ORDER_TABS } from '../../../contract/orders.constants.ts'
import type { OrderStatusCounts } from '../../../contract/orders.schema.ts'
import * as api from '../../services/orders.api.ts'
import { StatusTabs } from '../shared/status-tabs.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'

/** The filters without the tab (what the tab counts are counted over). */
export function withoutStatuses<F extends { statuses?: readonly string[] | undefined }>(
  f: F,
): Omit<F, 'statuses'> {
  const { statuses: _s, ...rest } = f
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')) as Omit<
    F,
    'statuses'
  >
}

export interface StatusTab {
  key: string
  statuses: readonly string[]
}

export function StatusCountTabs({
  list,
  tabs,
  loadCounts,
  namespace,
  alertKeys,
}: {
  list: PagedListRef
  tabs: readonly StatusTab[]
  loadCounts: (filters: object, signal: AbortSignal) => Promise<OrderStatusCounts>
  /** The locale namespace holding `list.tabsLabel` and `tabs.<key>`. */
  namespace: string
  /** Tabs whose count asks for the merchant's work. */
  alertKeys: readonly string[]
}) {
  const { t } = useTranslation(namespace)
  const filters = useSelector(list, (s) => s.context.query.filters as { statuses?: string[] })
  // Counted again whenever the list's rows arrive (new filters, a step, a refresh) and when a
  // cached page is shown again: React's <Activity> re-runs this effect then, after steps taken
  // on other pages while it was hidden. Keyed on a "loading" flag instead, a reload that ran and
  // ended while the page was hidden left "waiting to ship 95" beside a list of 94 (issue 35).
  const rows = useSelector(list, (s) => s.context.list)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const [counts, setCounts] = useState<OrderStatusCounts | undefined>()
  const others = JSON.stringify(withoutStatuses(filters))
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts again when new rows arrive
  useEffect(() => {
    // The rows on their way will count again when they arrive.
    if (loading) return
    const abort = new AbortController()
    loadCounts(JSON.parse(others), abort.signal)
      .then(setCounts)
      .catch(() => {})
    return () => abort.abort()
  }, [others, rows, loading, loadCounts])

  const current = JSON.stringify([...(filters.statuses ?? [])].sort())
  const active = Math.max(
    0,
    tabs.findIndex((tab) => JSON.stringify([...tab.statuses].sort()) === current),
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
      selected={tabs[active]?.key ?? 'ALL'}
      onSelect={(key) => {
        const tab = tabs.find((x) => x.key === key)
        if (!tab) return
        list.send({
          type: 'list.filter',
          filters: { ...filters, statuses: tab.statuses.length > 0 ? [...tab.statuses] : undefined },
        })
      }}
      tabs={tabs.map((tab) => ({
        key: tab.key,
        label: t(`tabs.${tab.key}`),
        count: countOf(tab.statuses),
        alert: alertKeys.includes(tab.key),
      }))}
    />
  )
}

const ORDER_ALERTS = ['AWAITING_SHIPMENT'] as const

export function OrderStatusTabs({ list }: { list: PagedListRef }) {
  return (
    <StatusCountTabs
      list={list}
      tabs={ORDER_TABS}
      loadCounts={
        api.getOrderStatusCounts as (filters: object, signal: AbortSignal) => Promise<OrderStatusCounts>
      }
      namespace="orders"
      alertKeys={ORDER_ALERTS}
    />
  )
}
