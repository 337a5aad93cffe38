// Where a bill item's number leads: its order, after-sales request or repair job, when that page
// is built and the user may open it (otherwise the number is plain text).
import { useSelector } from '../shared/actors.ts'
import { useCallback } from 'react'
import type { BillRow } from '../../../contract/finance.schema.ts'
import { canLinkTo } from '../../routes/route-access.ts'
import { useRoutingRef } from '../../root-context.tsx'
import { pathTo } from '../../routes/paths.ts'

/** Where an item's number leads: its order, after-sales request or repair job, when built and allowed. */
export function useSourceLink() {
  const routes = useSelector(useRoutingRef(), (st) => st.context.routes)
  return useCallback(
    (b: Pick<BillRow, 'sourceType' | 'sourceId'>): string | null => {
      if (!b.sourceId) return null
      const target =
        b.sourceType === 'ORDER'
          ? pathTo('orderDetails', { orderId: b.sourceId })
          : b.sourceType === 'AFTER_SALE'
            ? pathTo('orderAfterSales', { afterSaleId: b.sourceId })
            : b.sourceType === 'REPAIR'
              ? pathTo('repairDetails', { repairId: b.sourceId })
              : null
      return target && canLinkTo(routes, target.split('?')[0] as string) ? target : null
    },
    [routes],
  )
}
