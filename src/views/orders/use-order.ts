// One open order for a page (orderDetails, shipment): the order machine with its calls, the
// menu badges refreshed after a status step, and each outcome said once in the page toast.
import { useActorRef, useSelector } from '../shared/actors.ts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { CarrierCode } from '../../../contract/orders.constants.ts'
import type { OrderChanged, OrderDetail } from '../../../contract/orders.schema.ts'
import { type OrderWrite, orderMachine } from '../../machines/orders/order.machine.ts'
import { settleUnlessAborted } from '../../machines/shared/settle-unless-aborted.ts'
import * as api from '../../services/orders.api.ts'
import { usePageToast } from '../shared/page-toast.tsx'
import { useRefreshMenuCounts } from '../shared/menu-counts.ts'

function write(w: OrderWrite, signal: AbortSignal): Promise<OrderChanged> {
  switch (w.kind) {
    case 'ship':
      return api.shipOrder(
        {
          orderId: w.orderId,
          version: w.version,
          carrierCode: w.carrierCode as CarrierCode,
          trackingNo: w.trackingNo,
          ...(w.lines ? { lines: w.lines } : {}),
        },
        signal,
      )
    case 'cancel':
      return api.cancelOrder({ orderId: w.orderId, version: w.version, reason: w.reason }, signal)
    case 'remark':
      return api.saveOrderRemark({ orderId: w.orderId, version: w.version, remark: w.remark }, signal)
  }
}

export function useOrder(orderId: string) {
  const { t } = useTranslation('orders')
  const refreshCounts = useRefreshMenuCounts()
  const { show } = usePageToast()
  const [logic] = useState(() =>
    orderMachine.provide({
      actors: {
        loadOrder: fromPromise<OrderDetail, { orderId: string }>(({ input, signal }) =>
          settleUnlessAborted(signal, api.getOrderDetail(input.orderId, signal)),
        ),
        writeOrder: fromPromise<OrderChanged, OrderWrite>(({ input, signal }) => write(input, signal)),
      },
      actions: { countsChanged: () => refreshCounts() },
    }),
  )
  const ref = useActorRef(logic, { input: { orderId } })
  const notice = useSelector(ref, (s) => (s.matches('ready') ? s.context.notice : undefined))
  useEffect(() => {
    if (notice === 'shipped' || notice === 'cancelled' || notice === 'remarkSaved')
      show('success', t(`notice.${notice}`))
  }, [notice, show, t])
  return ref
}

export type OrderRef = ReturnType<typeof useOrder>
