// Request and response schemas of the after-sales calls (the orderAfterSales page of
// /order-management): the list with its status counts, one request's detail, and the
// merchant's steps of the after-sale lifecycle (contract/lifecycles/after-sale.lifecycle.ts).
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'
import { recordId } from './record-id.ts'
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUSES,
  MAX_AFTER_SALE_KEYWORD_LENGTH,
  MAX_AFTER_SALE_REASON_LENGTH,
  MAX_CARRIER_NAME_LENGTH,
  TRACKING_NO_LENGTH,
  TRACKING_NO_PATTERN,
} from './after-sales.constants.ts'
import { isIsoDate } from './business-time.ts'
import type { AfterSaleKind, AfterSaleStatus } from './lifecycles/after-sale.lifecycle.ts'
import { pageRequest } from './paging.schema.ts'

const statuses = AFTER_SALE_STATUSES as [AfterSaleStatus, ...AfterSaleStatus[]]
const kinds = AFTER_SALE_KINDS as unknown as [AfterSaleKind, ...AfterSaleKind[]]

const afterSaleId = recordId()
/** The version the client loaded: a step on a request changed since then is refused (40900). */
const version = z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(0, { error: 'min0' })
const isoDate = z.string().refine(isIsoDate, { error: 'invalidDate' })

const reason = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(MAX_AFTER_SALE_REASON_LENGTH, { error: 'tooLong' })

export const afterSaleListRequest = pageRequest
  .extend({
    status: z.enum(statuses, { error: 'unknownStatus' }).optional(),
    kind: z.enum(kinds, { error: 'invalid' }).optional(),
    /** After-sale number, order number or buyer name (contains, case-insensitive). */
    keyword: z.string().trim().max(MAX_AFTER_SALE_KEYWORD_LENGTH, { error: 'tooLong' }).optional(),
    /** Requested on or after this business date. */
    startDate: isoDate.optional(),
    /** Requested on or before this business date. */
    endDate: isoDate.optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    error: 'endBeforeStart',
    path: ['endDate'],
  })
export type AfterSaleListRequest = z.input<typeof afterSaleListRequest>

/** The status tabs count over the list's other filters (every field optional; {} counts all). */
export const afterSaleCountsRequest = z
  .object({
    kind: z.enum(kinds, { error: 'invalid' }).optional(),
    keyword: z.string().trim().max(MAX_AFTER_SALE_KEYWORD_LENGTH, { error: 'tooLong' }).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    error: 'endBeforeStart',
    path: ['endDate'],
  })
export type AfterSaleCountsRequest = z.input<typeof afterSaleCountsRequest>

/** Sortable fields of the list. */
export const AFTER_SALE_SORT_FIELDS = ['createdAt', 'refundAmount', 'updatedAt'] as const

export const afterSaleIdRequest = z.object({ afterSaleId })

/** approve, receive, refund: the request and the version the client loaded. */
export const afterSaleStepRequest = z.object({ afterSaleId, version })
export type AfterSaleStepRequest = z.input<typeof afterSaleStepRequest>

/**
 * Returned goods are back in stock when they are received (receive) or when the exchange ships
 * (shipExchange), unless the merchant marks them damaged.
 */
const damaged = z.boolean().default(false)

/** receive: the returned goods are in; `damaged` keeps them out of stock. */
export const afterSaleReceiveRequest = z.object({ afterSaleId, version, damaged })
export type AfterSaleReceiveRequest = z.input<typeof afterSaleReceiveRequest>

/** reject, refuseReceipt: with the required reason the buyer is shown. */
export const afterSaleReasonRequest = z.object({ afterSaleId, version, reason })
export type AfterSaleReasonRequest = z.input<typeof afterSaleReasonRequest>

/** shipExchange: the replacement goods' carrier and tracking number. */
export const afterSaleShipRequest = z.object({
  afterSaleId,
  version,
  carrierName: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_CARRIER_NAME_LENGTH, { error: 'tooLong' }),
  trackingNo: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(TRACKING_NO_LENGTH.max, { error: 'tooLong' })
    .regex(TRACKING_NO_PATTERN, { error: 'format' }),
  damaged,
})
export type AfterSaleShipRequest = z.input<typeof afterSaleShipRequest>

/** A row of the list. Money in fen. */
export const afterSaleRow = z.object({
  afterSaleId: z.number().int(),
  afterSaleNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  buyerName: z.string(),
  kind: z.enum(kinds),
  reason: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  refundAmount: z.number().int(),
  status: z.enum(statuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
})
export type AfterSaleRow = z.infer<typeof afterSaleRow>

export const afterSaleHistoryEntry = z.object({
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  /** Who took the step; null for the buyer's own steps. */
  userLoginId: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
})
export type AfterSaleHistoryEntry = z.infer<typeof afterSaleHistoryEntry>

/** One request with its order line, its order and its timeline. */
export const afterSaleDetail = afterSaleRow.extend({
  description: z.string(),
  images: z.array(z.string()),
  auditRemark: z.string(),
  returnCarrierName: z.string(),
  returnTrackingNo: z.string(),
  auditedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  line: z
    .object({
      productName: z.string(),
      skuCode: z.string(),
      skuSpec: z.string(),
      imageUrl: z.string(),
      unitPrice: z.number().int(),
      quantity: z.number().int(),
      amount: z.number().int(),
      refundedQuantity: z.number().int(),
    })
    .nullable(),
  order: z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    status: z.string(),
    payAmount: z.number().int(),
    refundedAmount: z.number().int(),
  }),
  history: z.array(afterSaleHistoryEntry),
})
export type AfterSaleDetail = z.infer<typeof afterSaleDetail>

/** How many requests are in each status (the status tabs), and in all. */
export const afterSaleCounts = z.object({
  total: z.number().int(),
  byStatus: z.record(z.enum(statuses), z.number().int()),
})
export type AfterSaleCounts = z.infer<typeof afterSaleCounts>

/** What a refused step (40900) carries: why, and the request as it is now. */
export interface AfterSaleConflict {
  reason: 'stale' | 'illegal'
  status: AfterSaleStatus
  version: number
}
