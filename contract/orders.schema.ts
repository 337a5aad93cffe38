// Request and response schemas of the order calls (SPEC.md section 2, /order-management:
// salesOrder, orderDetails, shipment, waitShipmentOrder). The server validates with these at
// run time; the browser imports the types only. Money is integer fen; times are ISO-8601 UTC.
import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import { isIsoDate } from './business-time.ts'
import { PRICE_ADJUSTMENT_KINDS } from './orders-pricing.constants.ts'
import {
  BATCH_ROW_PROBLEMS,
  CARRIER_CODES,
  MAX_AMOUNT_FEN,
  MAX_BATCH_SHIPMENT_ROWS,
  MAX_CANCEL_REASON_LENGTH,
  MAX_DELIVERY_NOTE_FOOTER_LENGTH,
  ORDER_SYSTEM_REASONS,
  PAY_TIMEOUT_MINUTES,
  MAX_EXPORT_CHUNK,
  MAX_PAYMENT_REFERENCE_LENGTH,
  MAX_ORDER_SEARCH_LENGTH,
  MAX_SELLER_REMARK_LENGTH,
  ORDER_CHANNELS,
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  TRACKING_NO,
} from './orders.constants.ts'
import { pageRequest } from './paging.schema.ts'
import { MAX_DELIVERY_ADDRESS_LENGTH, MAX_RECEIVER_NAME_LENGTH } from './shared.constants.ts'
import { deliveryPhonePattern } from './shared.schema.ts'

const orderStatus = z.enum(ORDER_STATUSES, { error: 'unknownStatus' })

const id = recordIdString({}, 0)
const version = z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(0, { error: 'min0' })
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'format' })
  .refine(isIsoDate, { error: 'invalidDate' })
const fen = z.coerce
  .number()
  .int({ error: 'integer' })
  .min(0, { error: 'min0' })
  .max(MAX_AMOUNT_FEN, { error: 'tooLarge' })
const carrierCode = z.enum(CARRIER_CODES, { error: 'unknownCarrier' })
const trackingNo = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(TRACKING_NO.max, { error: 'tooLong' })
  .regex(TRACKING_NO.pattern, { error: 'trackingNo' })
  .transform((v) => v.toUpperCase())

/** The filters of the order list, its status counts and its export. */
const filterShape = {
  /** Lifecycle states (a tab); none or empty: every order. */
  statuses: z.array(orderStatus).max(ORDER_STATUSES.length, { error: 'tooMany' }).optional(),
  /** The start of the order number (letters and digits). */
  orderNo: z
    .string()
    .trim()
    .max(MAX_ORDER_SEARCH_LENGTH, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9]*$/, { error: 'format' })
    .optional(),
  /** Part of the buyer's name or phone. */
  buyer: z.string().trim().max(MAX_ORDER_SEARCH_LENGTH, { error: 'tooLong' }).optional(),
  /** Business dates (UTC+8), both included. */
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  minPayAmount: fen.optional(),
  maxPayAmount: fen.optional(),
}

function rangesInOrder(
  f: {
    createdFrom?: string | undefined
    createdTo?: string | undefined
    minPayAmount?: number | undefined
    maxPayAmount?: number | undefined
  },
  ctx: z.core.$RefinementCtx,
): void {
  if (f.createdFrom && f.createdTo && f.createdTo < f.createdFrom)
    ctx.addIssue({ code: 'custom', path: ['createdTo'], message: 'beforeStart' })
  if (f.minPayAmount !== undefined && f.maxPayAmount !== undefined && f.maxPayAmount < f.minPayAmount)
    ctx.addIssue({ code: 'custom', path: ['maxPayAmount'], message: 'belowMinimum' })
}

export const orderFilters = z.object(filterShape).superRefine(rangesInOrder)
export type OrderFilters = z.input<typeof orderFilters>
export type OrderFilterValues = z.output<typeof orderFilters>

export const orderListRequest = pageRequest.extend(filterShape).superRefine(rangesInOrder)
export type OrderListRequest = z.input<typeof orderListRequest>

export const exportOrderListRequest = z
  .object({
    ...filterShape,
    /** The previous chunk's `nextCursor`; none for the first. */
    cursor: z
      .string()
      .regex(/^[0-9T:.Z-]{10,32}_\d{1,12}$/, { error: 'format' })
      .optional(),
    limit: z.coerce
      .number()
      .int({ error: 'integer' })
      .min(1, { error: 'min1' })
      .max(MAX_EXPORT_CHUNK, { error: 'tooLarge' })
      .default(1000),
  })
  .superRefine(rangesInOrder)
export type ExportOrderListRequest = z.input<typeof exportOrderListRequest>

export const orderIdRequest = z.object({ orderId: id })

const shipLine = z.object({
  orderLineId: id,
  quantity: z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(1, { error: 'min1' }),
})

export const shipOrderRequest = z.object({
  orderId: id,
  version,
  carrierCode,
  trackingNo,
  /** The lines and quantities to ship; none: everything not shipped yet. */
  lines: z.array(shipLine).min(1, { error: 'tooFew' }).max(200, { error: 'tooMany' }).optional(),
})
export type ShipOrderRequest = z.input<typeof shipOrderRequest>

export const cancelOrderRequest = z.object({
  orderId: id,
  version,
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_CANCEL_REASON_LENGTH, { error: 'tooLong' }),
})
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>

/** The merchant records an unpaid order's offline payment: it then waits to be shipped. */
export const recordOrderPaymentRequest = z.object({
  orderId: id,
  version,
  method: z.enum(ORDER_PAYMENT_METHODS, { error: 'unknownMethod' }),
  /** The bank's transaction number or a receipt number; may be empty (cash). */
  reference: z
    .string({ error: 'required' })
    .trim()
    .max(MAX_PAYMENT_REFERENCE_LENGTH, { error: 'tooLong' })
    .default(''),
})
export type RecordOrderPaymentRequest = z.input<typeof recordOrderPaymentRequest>

export const saveOrderRemarkRequest = z.object({
  orderId: id,
  version,
  remark: z.string({ error: 'required' }).trim().max(MAX_SELLER_REMARK_LENGTH, { error: 'tooLong' }),
})
export type SaveOrderRemarkRequest = z.input<typeof saveOrderRemarkRequest>

const optionalText = (max: number) =>
  z.string({ error: 'required' }).trim().max(max, { error: 'tooLong' }).optional()

/**
 * The seller's order settings: how long a placed order waits for its payment, in minutes, and
 * the delivery note's sender and footer ('' = the business profile's sender, no footer; left
 * out: kept as saved).
 */
export const saveOrderSettingsRequest = z.object({
  payTimeoutMinutes: z.coerce
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(PAY_TIMEOUT_MINUTES.min, { error: 'tooSmall' })
    .max(PAY_TIMEOUT_MINUTES.max, { error: 'tooLarge' }),
  senderName: optionalText(MAX_RECEIVER_NAME_LENGTH),
  senderAddress: optionalText(MAX_DELIVERY_ADDRESS_LENGTH),
  /** The delivery phone rule of every delivery (contract/shared.schema.ts), or ''. */
  senderPhone: z
    .string({ error: 'required' })
    .trim()
    .refine((v) => v === '' || deliveryPhonePattern.test(v), { error: 'phone' })
    .optional(),
  deliveryNoteFooter: optionalText(MAX_DELIVERY_NOTE_FOOTER_LENGTH),
})
export type SaveOrderSettingsRequest = z.input<typeof saveOrderSettingsRequest>

/** One typed or imported row of a batch shipment; a bad value is that row's problem, not the call's. */
const batchRow = z.object({
  orderNo: z.coerce.string().max(64, { error: 'tooLong' }).default(''),
  carrierCode: z.coerce.string().max(64, { error: 'tooLong' }).default(''),
  trackingNo: z.coerce.string().max(64, { error: 'tooLong' }).default(''),
})
/** A row as the browser sends it (the server also takes numbers and missing cells). */
export type BatchShipmentRow = { orderNo: string; carrierCode: string; trackingNo: string }

export const batchShipmentRequest = z.object({
  rows: z
    .array(batchRow, { error: 'required' })
    .min(1, { error: 'tooFew' })
    .max(MAX_BATCH_SHIPMENT_ROWS, { error: 'tooMany' }),
})
export type BatchShipmentRequest = z.input<typeof batchShipmentRequest>

// ---- answers ----

const status = z.enum(ORDER_STATUSES)
const channel = z.enum(ORDER_CHANNELS)

/** A row of the order list. */
export const orderRow = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  channel,
  status,
  buyerName: z.string(),
  buyerPhone: z.string(),
  receiverName: z.string(),
  itemCount: z.number().int(),
  payAmount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  version: z.number().int(),
})
export type OrderRow = z.infer<typeof orderRow>

/** How many of the filtered orders are in each state (the tabs' counts). */
export const orderStatusCounts = z.object({
  counts: z.array(z.object({ status, count: z.number().int().min(0) })),
  total: z.number().int().min(0),
})
export type OrderStatusCounts = z.infer<typeof orderStatusCounts>

/** The totals row of the filtered order list (getOrderTotals): every match, never capped. */
export const orderTotals = z.object({
  /** How many orders match. */
  count: z.number().int().min(0),
  /** The sum of their pay amounts (fen). */
  payAmount: z.number().int().min(0),
  /** The sum of their item counts. */
  itemCount: z.number().int().min(0),
})
export type OrderTotals = z.infer<typeof orderTotals>

/** One reduction of an order line by the pricing engine (docs/pricing.md). */
export const orderLineAdjustment = z.object({
  kind: z.enum(PRICE_ADJUSTMENT_KINDS),
  promotionId: z.string().nullable(),
  /** The promotion's name when the order was placed (the rank's for RANK); '' when unknown. */
  name: z.string(),
  /** Fen taken off the line. */
  amount: z.number().int(),
})
export type OrderLineAdjustment = z.infer<typeof orderLineAdjustment>

export const orderLine = z.object({
  orderLineId: z.string(),
  productName: z.string(),
  skuCode: z.string(),
  skuSpec: z.string(),
  imageUrl: z.string(),
  /** The seller's price of one unit when the order was placed (the line's amount plus its adjustments, per unit). */
  listUnitPrice: z.number().int(),
  /** The unit price charged after rank price and line promotion (before order-level reductions). */
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  shippedQuantity: z.number().int(),
  refundedQuantity: z.number().int(),
  /** In order of application; empty for a line charged its list price (and seeded orders). */
  adjustments: z.array(orderLineAdjustment),
})
export type OrderLine = z.infer<typeof orderLine>

export const orderShipment = z.object({
  shipmentId: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  trackingNo: z.string(),
  shippedAt: z.string(),
  shippedBy: z.string(),
  lines: z.array(z.object({ orderLineId: z.string(), quantity: z.number().int() })),
})
export type OrderShipment = z.infer<typeof orderShipment>

/** One accepted lifecycle step: what, who (display name, '' for the buyer or the system) and when. */
export const orderStep = z.object({
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  by: z.string(),
  at: z.string(),
  remark: z.string(),
  /** Set when the system took the step (no one's login), with why: the view says it in its language. */
  systemReason: z.enum(ORDER_SYSTEM_REASONS).nullable(),
})
export type OrderStep = z.infer<typeof orderStep>

export const orderDetail = orderRow.extend({
  receiverPhone: z.string(),
  address: z.string(),
  goodsAmount: z.number().int(),
  freightAmount: z.number().int(),
  discountAmount: z.number().int(),
  refundedAmount: z.number().int(),
  buyerRemark: z.string(),
  sellerRemark: z.string(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /**
   * When the unpaid order cancels itself, fixed when it was placed (the seller's setting then);
   * null for orders placed before there were deadlines (the demo's seeded orders): they wait.
   */
  payDeadline: z.string().nullable(),
  updatedAt: z.string(),
  lines: z.array(orderLine),
  shipments: z.array(orderShipment),
  timeline: z.array(orderStep),
  /** The offline payment the merchant recorded (null: paid online, or not paid). */
  offlinePayment: z
    .object({
      method: z.enum(ORDER_PAYMENT_METHODS),
      reference: z.string(),
      amount: z.number().int(),
      /** Who recorded it (display name). */
      recordedBy: z.string(),
      recordedAt: z.string(),
    })
    .nullable(),
})
export type OrderDetail = z.infer<typeof orderDetail>

/** The seller's order settings (getOrderSettings, saveOrderSettings). */
export const orderSettings = z.object({
  /** Minutes a placed order waits for its payment before it cancels itself. */
  payTimeoutMinutes: z.number().int(),
  /** The delivery note's sender as saved; '' = the business profile's (`senderDefaults`). */
  senderName: z.string(),
  senderAddress: z.string(),
  senderPhone: z.string(),
  /** The delivery note's closing line; '' = none. */
  deliveryNoteFooter: z.string(),
  /** The business profile's company name, region + address and contact phone ('' without a profile). */
  senderDefaults: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  /** When the seller last saved them; null: never (the defaults). */
  updatedAt: z.string().nullable(),
})
export type OrderSettings = z.infer<typeof orderSettings>

/** A write's answer: the order's new state and version (the page reloads the record). */
export const orderChanged = z.object({ orderId: z.string(), status, version: z.number().int() })
export type OrderChanged = z.infer<typeof orderChanged>

/** A row of the export: the list row with address, amounts and remarks. */
export const orderExportRow = orderRow.extend({
  receiverPhone: z.string(),
  address: z.string(),
  goodsAmount: z.number().int(),
  freightAmount: z.number().int(),
  discountAmount: z.number().int(),
  refundedAmount: z.number().int(),
  shippedAt: z.string().nullable(),
  buyerRemark: z.string(),
  sellerRemark: z.string(),
  /** The promotions (and ranks) that reduced the order, by name, in the order first applied. */
  promotions: z.array(z.string()),
})
export type OrderExportRow = z.infer<typeof orderExportRow>

export const orderExportChunk = z.object({
  rows: z.array(orderExportRow),
  /** Pass as `cursor` for the next chunk; null when this was the last. */
  nextCursor: z.string().nullable(),
  /** How many orders match (first chunk only, for the progress bar). */
  total: z.number().int().min(0).nullable(),
})
export type OrderExportChunk = z.infer<typeof orderExportChunk>

const problem = z.enum(BATCH_ROW_PROBLEMS)

/** A checked row of a batch shipment (preview) or its result (ship). */
export const batchShipmentRowResult = z.object({
  /** The row's position in the request, from 0. */
  index: z.number().int().min(0),
  orderNo: z.string(),
  carrierCode: z.string(),
  trackingNo: z.string(),
  ok: z.boolean(),
  problem: problem.nullable(),
  /** The order's state (after shipping, for a shipped row); null for an unknown order. */
  status: status.nullable(),
})
export type BatchShipmentRowResult = z.infer<typeof batchShipmentRowResult>

export const batchShipmentAnswer = z.object({
  rows: z.array(batchShipmentRowResult),
  okCount: z.number().int().min(0),
  errorCount: z.number().int().min(0),
})
export type BatchShipmentAnswer = z.infer<typeof batchShipmentAnswer>
