// One of the buyer's orders for the details page: the purchase machine with its calls, and each
// outcome said once in the page toast.
import { useActorRef, useSelector } from '../shared/actors.ts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { PurchaseDetail } from '../../../contract/purchases.schema.ts'
import { type PurchaseWrite, purchaseMachine } from '../../machines/purchases/purchase.machine.ts'
import { settleUnlessAborted } from '../../machines/shared/settle-unless-aborted.ts'
import * as api from '../../services/purchases.api.ts'
import { usePageToast } from '../shared/page-toast.tsx'

function write(w: PurchaseWrite, signal: AbortSignal): Promise<unknown> {
  const step = { orderId: w.orderId, version: w.version }
  switch (w.kind) {
    case 'pay':
      return api.payPurchase(step, signal)
    case 'cancel':
      return api.cancelPurchase({ ...step, reason: w.reason }, signal)
    case 'confirmReceipt':
      return api.confirmPurchaseReceipt(step, signal)
    case 'afterSale':
      return api.requestPurchaseAfterSale(
        {
          ...step,
          orderLineId: w.orderLineId,
          kind: w.afterSaleKind,
          quantity: w.quantity,
          refundAmount: w.refundAmount,
          reason: w.reason,
        },
        signal,
      )
  }
}

export function usePurchase(orderId: string) {
  const { t } = useTranslation('purchases')
  const { show } = usePageToast()
  const [logic] = useState(() =>
    purchaseMachine.provide({
      actors: {
        loadPurchase: fromPromise<PurchaseDetail, { orderId: string }>(({ input, signal }) =>
          settleUnlessAborted(signal, api.getPurchaseDetail(input.orderId, signal)),
        ),
        writePurchase: fromPromise<unknown, PurchaseWrite>(({ input, signal }) => write(input, signal)),
      },
    }),
  )
  const ref = useActorRef(logic, { input: { orderId } })
  const notice = useSelector(ref, (s) => (s.matches('ready') ? s.context.notice : undefined))
  useEffect(() => {
    if (notice && notice !== 'conflict') show('success', t(`notice.${notice}`))
  }, [notice, show, t])
  return ref
}

export type PurchaseRef = ReturnType<typeof usePurchase>
