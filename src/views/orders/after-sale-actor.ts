// The after-sale machine of one open request, with the page's calls and effects filled in:
// each step's call, the toast, the side-menu badges and the list reloaded.
import { useActorRef } from '../shared/actors.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { AfterSaleDetail } from '../../../contract/after-sales.schema.ts'
import { type AfterSaleStepInput, afterSaleMachine } from '../../machines/orders/after-sale.machine.ts'
import * as api from '../../services/after-sales.api.ts'
import { useRefreshMenuCounts } from '../shared/menu-counts.ts'

function sendStep(input: AfterSaleStepInput, signal: AbortSignal): Promise<AfterSaleDetail> {
  const target = { afterSaleId: input.afterSaleId, version: input.version }
  switch (input.action) {
    case 'approve':
      return api.approveAfterSale(target, signal)
    case 'reject':
      return api.rejectAfterSale({ ...target, reason: input.reason ?? '' }, signal)
    case 'receive':
      return api.receiveAfterSaleReturn(target, signal)
    case 'refuseReceipt':
      return api.refuseAfterSaleReturn({ ...target, reason: input.reason ?? '' }, signal)
    case 'refund':
      return api.refundAfterSale(target, signal)
    case 'shipExchange':
      return api.shipAfterSaleExchange(
        { ...target, carrierName: input.carrierName ?? '', trackingNo: input.trackingNo ?? '' },
        signal,
      )
  }
}

export function useAfterSaleActor(
  afterSaleId: number,
  options: { show: (severity: 'success', summary: string) => void; onChanged: () => void },
) {
  const { t } = useTranslation('after-sales')
  const refreshCounts = useRefreshMenuCounts()
  const [logic] = useState(() =>
    afterSaleMachine.provide({
      actors: {
        load: fromPromise(({ input, signal }) => api.getAfterSaleDetail(input.afterSaleId, signal)),
        step: fromPromise(({ input, signal }) => sendStep(input, signal)),
      },
      actions: {
        notifyDone: ({ context }) => options.show('success', t(`done.${context.action ?? 'approve'}`)),
        countsChanged: () => {
          refreshCounts()
          options.onChanged()
        },
      },
    }),
  )
  return useActorRef(logic, { input: { afterSaleId } })
}

export type AfterSaleActor = ReturnType<typeof useAfterSaleActor>
