// Limits and choices of the order calls (order list, details, shipping, batch shipping, export),
// without the schema library: orders.schema.ts validates with them on the server, and the
// browser shows them and checks input at the field (the production bundle carries no zod).
import type { OrderStatus } from './lifecycles/order.lifecycle.ts'

/** The carriers an order can ship with: code and the name written on the shipment. */
export const ORDER_CARRIERS = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'STO', name: '申通快递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'JD', name: '京东物流' },
  { code: 'EMS', name: '中国邮政EMS' },
] as const
export type CarrierCode = (typeof ORDER_CARRIERS)[number]['code']
export const CARRIER_CODES = [
  'SF',
  'ZTO',
  'YTO',
  'STO',
  'YD',
  'JD',
  'EMS',
] as const satisfies readonly CarrierCode[]

/**
 * What merchants type for each carrier besides its code, in a batch-shipping sheet or box: the
 * full and short Chinese names and the English ones (the interface's names in every language
 * are read too, through the same normalisation: case, spaces and full-width forms ignored).
 */
const CARRIER_ALIASES: Record<CarrierCode, readonly string[]> = {
  SF: ['顺丰速运', '顺丰', '顺丰快递', '順豊エクスプレス', 'SF Express', 'SF快递', 'SFEXPRESS', 'shunfeng'],
  ZTO: ['中通快递', '中通', 'ZTO Express', 'zhongtong'],
  YTO: ['圆通速递', '圆通', '圆通快递', '圓通速递', 'YTO Express', 'yuantong'],
  STO: ['申通快递', '申通', 'STO Express', 'shentong'],
  YD: ['韵达快递', '韵达', '韻達快递', 'Yunda Express', 'Yunda', 'yunda'],
  JD: ['京东物流', '京东', '京东快递', '京東物流', 'JD Logistics', 'jingdong'],
  EMS: ['中国邮政EMS', '中国邮政', '邮政', 'EMS', '邮政EMS', '中国郵政 EMS', 'China Post EMS', 'China Post'],
}
const carrierKey = (text: string) => text.normalize('NFKC').toUpperCase().replace(/[\s_-]/g, '')
const CARRIER_BY_NAME = new Map<string, CarrierCode>(
  (Object.entries(CARRIER_ALIASES) as [CarrierCode, readonly string[]][]).flatMap(([code, names]) =>
    [code, ...names].map((n) => [carrierKey(n), code] as const),
  ),
)

/** The carrier code for a code or a name as typed ("顺丰速运", "中通", "sf"), else the text upper-cased. */
export function carrierCodeOf(text: string): string {
  return CARRIER_BY_NAME.get(carrierKey(text)) ?? text.normalize('NFKC').trim().toUpperCase()
}

/** Every state of the order lifecycle, as a tuple (tests/contract/orders.test.ts holds it equal). */
export const ORDER_STATUSES = [
  'WAIT_PAY',
  'WAIT_SHIP',
  'PART_SHIPPED',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
  'CLOSED',
] as const satisfies readonly OrderStatus[]

/** A tracking number: 8 to 30 letters and digits (upper-cased before it is stored). */
export const TRACKING_NO = { min: 8, max: 30, pattern: /^[A-Za-z0-9]{8,30}$/ } as const

export function isTrackingNo(text: string): boolean {
  return TRACKING_NO.pattern.test(text)
}

/**
 * How an offline payment of an unpaid order reached the merchant (recordOrderPayment: a bank
 * transfer received, cash at the counter...). The same methods as a statement's payment note.
 */
export const ORDER_PAYMENT_METHODS = ['BANK_TRANSFER', 'ALIPAY', 'WECHAT', 'CASH', 'OTHER'] as const
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number]
/** Longest payment reference (the bank's transaction number, a receipt number). */
export const MAX_PAYMENT_REFERENCE_LENGTH = 64

/**
 * How long a placed order waits for its payment before it cancels itself (the seller's order
 * settings, in minutes): 15 minutes to 15 days, 24 hours when the seller set nothing. The
 * deadline is fixed when the order is placed (sales_order.pay_deadline).
 */
export const PAY_TIMEOUT_MINUTES = { min: 15, max: 15 * 24 * 60, default: 24 * 60 } as const
/** Longest closing line of the delivery note (order settings). */
export const MAX_DELIVERY_NOTE_FOOTER_LENGTH = 200

/** The units the order settings show the time limit in. */
export const PAY_TIMEOUT_UNITS = ['MINUTES', 'HOURS'] as const
export type PayTimeoutUnit = (typeof PAY_TIMEOUT_UNITS)[number]

/**
 * Why the system (no one's login) took a step of an order: the timeline shows it in the
 * reader's language. `payTimeout`: not paid by its deadline, cancelled by the scheduled job.
 */
export const ORDER_SYSTEM_REASONS = ['payTimeout'] as const
export type OrderSystemReason = (typeof ORDER_SYSTEM_REASONS)[number]

/** Longest cancellation reason. */
export const MAX_CANCEL_REASON_LENGTH = 200
/** Longest merchant remark (sales_order.seller_remark). */
export const MAX_SELLER_REMARK_LENGTH = 500
/** Longest order number or buyer text in the list filters. */
export const MAX_ORDER_SEARCH_LENGTH = 32
/** Most rows one batch shipment (preview or ship) takes. */
export const MAX_BATCH_SHIPMENT_ROWS = 500
/** Most rows one export call answers (the browser asks again with the cursor). */
export const MAX_EXPORT_CHUNK = 5000
/** Largest amount filter, in fen (100 million yuan). */
export const MAX_AMOUNT_FEN = 10_000_000_000

/** The status tabs of the order list, each a set of lifecycle states (none: every order). */
export const ORDER_TABS = [
  { key: 'ALL', statuses: [] },
  { key: 'WAIT_PAY', statuses: ['WAIT_PAY'] },
  { key: 'AWAITING_SHIPMENT', statuses: ['WAIT_SHIP', 'PART_SHIPPED'] },
  { key: 'SHIPPED', statuses: ['SHIPPED'] },
  { key: 'COMPLETED', statuses: ['COMPLETED'] },
  { key: 'CANCELLED', statuses: ['CANCELLED'] },
  { key: 'CLOSED', statuses: ['CLOSED'] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] }[]
export type OrderTabKey = (typeof ORDER_TABS)[number]['key']

/** Sortable columns of the order list. */
export const ORDER_SORT_FIELDS = ['createdAt', 'payAmount', 'orderNo'] as const

/** Why a batch shipment row cannot ship. */
export const BATCH_ROW_PROBLEMS = [
  'missingOrderNo',
  'unknownOrder',
  'wrongStatus',
  'unknownCarrier',
  'badTrackingNo',
  'duplicate',
  // The order's SKUs have less on hand than the row would ship (checked when it ships).
  'outOfStock',
] as const
export type BatchRowProblem = (typeof BATCH_ROW_PROBLEMS)[number]

/** Where an order came from (sales_order.channel). */
export const ORDER_CHANNELS = [
  'MALL',
  'DISTRIBUTION',
  'CATALOGUE',
  'MINI_PROGRAM',
  'BUSINESS',
  'PROJECT',
  'ERP',
] as const

/**
 * The order list counts the matches of a text search (order-number prefix, buyer) up to this
 * many; beyond, it answers this number with `totalIsCapped` and the list shows "10,000+".
 */
export const ORDER_SEARCH_COUNT_CAP = 10_000

/**
 * A search by buyer (name or phone, with or without other filters) counts up to this many, and
 * the list shows "1,000+" beyond. Lower than the order-number cap because verifying each match
 * of a common word ("有限公司" is in one order in nine) or of a 1–2 character query (which no
 * trigram index serves: on PostgreSQL a scan that stops at the cap; SQLite finds its buyers in a
 * table of 1–2 character grams, migration 2026_11_24_00_24_00) costs far more than an index range
 * of order numbers; at 10,000 those searches took 16–22 ms of CPU over 100,000 orders, beyond
 * the 20 ms p95 budget (docs/benchmarks.md, docs/decisions.md).
 */
export const BUYER_SEARCH_COUNT_CAP = 1_000
