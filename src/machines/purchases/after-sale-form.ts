// The buyer's after-sale request form (purchaseDetails): what it starts from and the browser's
// checks, the same the server makes (requestPurchaseAfterSale): a line that shipped, a quantity of
// at most what is left of it, a refund of at most what was paid for it and not asked for yet,
// and a reason.
import {
  MAX_PURCHASE_AFTER_SALE_REASON_LENGTH,
  type PurchaseAfterSaleKind,
} from '../../../contract/purchases.constants.ts'
import type { PurchaseLine } from '../../../contract/purchases.schema.ts'
import type { FieldProblem } from '../shared/order-record.ts'
import type { AfterSaleValues } from './purchase.machine.ts'

export interface AfterSaleDraft {
  orderLineId: string
  afterSaleKind: PurchaseAfterSaleKind
  quantity: number | null
  /** Fen. */
  refundAmount: number | null
  reason: string
}

type Line = Pick<PurchaseLine, 'orderLineId' | 'afterSaleQuantityLeft' | 'afterSaleAmountLeft'>

/** The lines an after-sale may still be asked for. */
export function askableLines<L extends Line>(lines: readonly L[]): L[] {
  return lines.filter((l) => l.afterSaleQuantityLeft > 0 && l.afterSaleAmountLeft > 0)
}

/** The form as it opens: the first askable line, in full, refund only. */
export function initialAfterSale(lines: readonly Line[]): AfterSaleDraft {
  const line = askableLines(lines)[0]
  return {
    orderLineId: line?.orderLineId ?? '',
    afterSaleKind: 'REFUND_ONLY',
    quantity: line?.afterSaleQuantityLeft ?? null,
    refundAmount: line?.afterSaleAmountLeft ?? null,
    reason: '',
  }
}

/** The draft after another line is chosen: that line in full. */
export function withLine(draft: AfterSaleDraft, lines: readonly Line[], orderLineId: string): AfterSaleDraft {
  const line = lines.find((l) => l.orderLineId === orderLineId)
  return {
    ...draft,
    orderLineId,
    quantity: line?.afterSaleQuantityLeft ?? null,
    refundAmount: line?.afterSaleAmountLeft ?? null,
  }
}

/** The first problem of the draft, as the server would answer it; undefined when it may be sent. */
export function checkAfterSale(draft: AfterSaleDraft, lines: readonly Line[]): FieldProblem | undefined {
  const line = askableLines(lines).find((l) => l.orderLineId === draft.orderLineId)
  if (!line) return { field: 'orderLineId', reason: 'unknownLine' }
  if (draft.quantity === null || draft.quantity < 1) return { field: 'quantity', reason: 'min1' }
  if (draft.quantity > line.afterSaleQuantityLeft)
    return { field: 'quantity', reason: 'overReturnable', max: line.afterSaleQuantityLeft }
  if (draft.refundAmount === null || draft.refundAmount < 1) return { field: 'refundAmount', reason: 'min1' }
  if (draft.refundAmount > line.afterSaleAmountLeft)
    return { field: 'refundAmount', reason: 'overPaid', max: line.afterSaleAmountLeft }
  const reason = draft.reason.trim()
  if (reason === '') return { field: 'reason', reason: 'required' }
  if (reason.length > MAX_PURCHASE_AFTER_SALE_REASON_LENGTH)
    return { field: 'reason', reason: 'tooLong', max: MAX_PURCHASE_AFTER_SALE_REASON_LENGTH }
  return undefined
}

/** The values the machine sends, once the draft passed its checks. */
export function afterSaleValuesOf(draft: AfterSaleDraft): AfterSaleValues {
  return {
    orderLineId: draft.orderLineId,
    afterSaleKind: draft.afterSaleKind,
    quantity: draft.quantity ?? 0,
    refundAmount: draft.refundAmount ?? 0,
    reason: draft.reason.trim(),
  }
}
