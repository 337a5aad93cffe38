// Which merchant steps a request offers: the after-sale lifecycle's events from its status,
// those its kind may take (kindAllows), mapped to the console's actions. The buyer's own
// steps (sending the goods back, withdrawing) are not actions of this console. Pure: the
// after-sale machine's guards, the page's buttons and the tests all read it.
import type { AfterSaleAction } from '../../../contract/after-sales.constants.ts'
import {
  type AfterSaleEvent,
  type AfterSaleKind,
  afterSaleLifecycle,
  kindAllows,
} from '../../../contract/lifecycles/after-sale.lifecycle.ts'
import { eventsFrom } from '../../../contract/lifecycles/lifecycle.ts'

/** The merchant's action that takes each lifecycle event; null for the buyer's own events. */
export const ACTION_OF_EVENT: Readonly<Record<AfterSaleEvent, AfterSaleAction | null>> = {
  'afterSale.approvedRefund': 'approve',
  'afterSale.approvedReturn': 'approve',
  'afterSale.rejected': 'reject',
  'afterSale.cancelled': null,
  'afterSale.returnShipped': null,
  'afterSale.received': 'receive',
  'afterSale.exchangeShipped': 'shipExchange',
  'afterSale.receiptRefused': 'refuseReceipt',
  'afterSale.refunded': 'refund',
}

/** The actions a request in `status` of `kind` offers, in lifecycle order, each once. */
export function allowedActions(status: string, kind: AfterSaleKind): AfterSaleAction[] {
  const actions: AfterSaleAction[] = []
  for (const event of eventsFrom(afterSaleLifecycle, status)) {
    const action = ACTION_OF_EVENT[event]
    if (action && kindAllows(kind, event) && !actions.includes(action)) actions.push(action)
  }
  return actions
}

/** Actions that ask for a reason the buyer is shown. */
export const REASON_ACTIONS: readonly AfterSaleAction[] = ['reject', 'refuseReceipt']
