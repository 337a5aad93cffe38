// Request and response schemas of "My purchases": the orders a merchant placed as buyer in the
// business network, from the buyer's view (its list, status counts and detail) and the buyer's
// steps (pay, cancel while unpaid, confirm receipt, ask for an after-sale). The order is the
// seller's record (sales_order, party_id the seller, buyer_party_id the buyer); the steps run
// through the seller's order lifecycle. Money is integer fen; times ISO-8601 UTC.
import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import { isIsoDate } from './business-time.ts'
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES } from './orders.constants.ts'
import { orderChanged, orderLine, orderShipment, orderStep } from './orders.schema.ts'
import { pageRequest } from './paging.schema.ts'
import {
  MAX_PURCHASE_AFTER_SALE_REASON_LENGTH,
  MAX_PURCHASE_CANCEL_REASON_LENGTH,
  MAX_PURCHASE_SEARCH_LENGTH,
  PURCHASE_AFTER_SALE_KINDS,
} from './purchases.constants.ts'

const orderStatus = z.enum(ORDER_STATUSES, { error: 'unknownStatus' })
const id = recordIdString()
const version = z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(0, { error: 'min0' })
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'format' })
  .refine(isIsoDate, { error: 'invalidDate' })

const filterShape = {
  /** Lifecycle states (a tab); none or empty: every order. */
  statuses: z.array(orderStatus).max(ORDER_STATUSES.length, { error: 'tooMany' }).optional(),
  /** The start of the order number (letters and digits). */
  orderNo: z
    .string()
    .trim()
    .max(MAX_PURCHASE_SEARCH_LENGTH, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9]*$/, { error: 'format' })
    .optional(),
  /** Business dates (UTC+8), both included. */
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
}

function datesInOrder(
  f: { createdFrom?: string | undefined; createdTo?: string | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  if (f.createdFrom && f.createdTo && f.createdTo < f.createdFrom)
    ctx.addIssue({ code: 'custom', path: ['createdTo'], message: 'beforeStart' })
}

export const purchaseFilters = z.object(filterShape).superRefine(datesInOrder)
export type PurchaseFilters = z.input<typeof purchaseFilters>
export type PurchaseFilterValues = z.output<typeof purchaseFilters>

export const purchaseListRequest = pageRequest.extend(filterShape).superRefine(datesInOrder)
export type PurchaseListRequest = z.input<typeof purchaseListRequest>

export const purchaseIdRequest = z.object({ orderId: id })
export type PurchaseIdRequest = z.input<typeof purchaseIdRequest>

/** A step that names only the order and the version the buyer loaded (pay, confirm receipt). */
export const purchaseStepRequest = z.object({ orderId: id, version })
export type PurchaseStepRequest = z.input<typeof purchaseStepRequest>

export const cancelPurchaseRequest = z.object({
  orderId: id,
  version,
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_PURCHASE_CANCEL_REASON_LENGTH, { error: 'tooLong' }),
})
export type CancelPurchaseRequest = z.input<typeof cancelPurchaseRequest>

export const requestPurchaseAfterSaleRequest = z.object({
  orderId: id,
  /** The version the buyer loaded: a request on an order that moved on is refused as stale. */
  version,
  orderLineId: id,
  kind: z.enum(PURCHASE_AFTER_SALE_KINDS, { error: 'unknownKind' }),
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_PURCHASE_AFTER_SALE_REASON_LENGTH, { error: 'tooLong' }),
  /** How many of the line's pieces. */
  quantity: z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(1, { error: 'min1' }),
  /** Fen, at most what was paid for the line and not asked for yet (answered as `max`). */
  refundAmount: z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(1, { error: 'min1' }),
})
export type RequestPurchaseAfterSaleRequest = z.input<typeof requestPurchaseAfterSaleRequest>

// ---- answers ----

const status = z.enum(ORDER_STATUSES)

/** A row of "My purchases". */
export const purchaseRow = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status,
  sellerPartyId: z.string(),
  sellerName: z.string(),
  /** The first line's product name (the row's caption). */
  firstProductName: z.string(),
  itemCount: z.number().int(),
  payAmount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  version: z.number().int(),
})
export type PurchaseRow = z.infer<typeof purchaseRow>

export const purchaseStatusCounts = z.object({
  counts: z.array(z.object({ status, count: z.number().int().min(0) })),
  total: z.number().int().min(0),
})
export type PurchaseStatusCounts = z.infer<typeof purchaseStatusCounts>

/** An after-sale the buyer asked for on one of the order's lines. */
export const purchaseAfterSale = z.object({
  afterSaleId: z.string(),
  afterSaleNo: z.string(),
  orderLineId: z.string().nullable(),
  kind: z.string(),
  status: z.string(),
  quantity: z.number().int(),
  refundAmount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
})
export type PurchaseAfterSale = z.infer<typeof purchaseAfterSale>

/** One line as the buyer sees it, with what may still be asked for after sale. */
export const purchaseLine = orderLine.extend({
  /** Pieces and fen not covered by a pending or finished after-sale (0 when none may be asked). */
  afterSaleQuantityLeft: z.number().int().min(0),
  afterSaleAmountLeft: z.number().int().min(0),
})
export type PurchaseLine = z.infer<typeof purchaseLine>

export const purchaseDetail = purchaseRow.extend({
  receiverName: z.string(),
  receiverPhone: z.string(),
  address: z.string(),
  goodsAmount: z.number().int(),
  freightAmount: z.number().int(),
  discountAmount: z.number().int(),
  refundedAmount: z.number().int(),
  buyerRemark: z.string(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
  lines: z.array(purchaseLine),
  shipments: z.array(orderShipment),
  timeline: z.array(orderStep),
  /** The payment on record (the buyer's, or the one the seller recorded); null while unpaid. */
  payment: z
    .object({
      method: z.enum(ORDER_PAYMENT_METHODS),
      reference: z.string(),
      amount: z.number().int(),
      paidAt: z.string(),
    })
    .nullable(),
  afterSales: z.array(purchaseAfterSale),
  /** 'simulated': the pay button settles at once; 'signed': payment goes through the provider. */
  paymentProvider: z.enum(['simulated', 'signed']),
})
export type PurchaseDetail = z.infer<typeof purchaseDetail>

export const purchaseChanged = orderChanged
export type PurchaseChanged = z.infer<typeof purchaseChanged>

export const purchaseAfterSaleCreated = z.object({
  afterSaleId: z.string(),
  afterSaleNo: z.string(),
  status: z.string(),
})
export type PurchaseAfterSaleCreated = z.infer<typeof purchaseAfterSaleCreated>
