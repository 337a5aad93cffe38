// The purchase list's status tabs with their counts (getPurchaseStatusCounts over the other
// filters): the order list's tabs over the buyer's own orders.
import { PURCHASE_TABS } from '../../../contract/purchases.constants.ts'
import type { PurchaseStatusCounts } from '../../../contract/purchases.schema.ts'
import * as api from '../../services/purchases.api.ts'
import { StatusCountTabs } from '../orders/order-status-tabs.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'

/** Paying and receiving are the buyer's own work. */
const PURCHASE_ALERTS = ['WAIT_PAY', 'SHIPPED'] as const

export function PurchaseStatusTabs({ list }: { list: PagedListRef }) {
  return (
    <StatusCountTabs
      list={list}
      tabs={PURCHASE_TABS}
      loadCounts={
        api.getPurchaseStatusCounts as (filters: object, signal: AbortSignal) => Promise<PurchaseStatusCounts>
      }
      namespace="purchases"
      alertKeys={PURCHASE_ALERTS}
    />
  )
}
