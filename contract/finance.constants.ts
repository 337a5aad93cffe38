// Financial settlement (/financial-settlement, TRADE books) and repair settlement
// (/repair-settlement, REPAIR books): limits, enumerations and the call names, without the
// schema library. finance.schema.ts validates with these on the server; the browser's forms
// show them and refuse input beyond them at the field.

/** The two settlement books: the route group picks one, every call is named for it. */
export const SETTLEMENT_KINDS = ['trade', 'repair'] as const
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number]

/** A statement's states. Only an OPEN statement can be edited (remark, adjustments). */
export const STATEMENT_STATUSES = ['OPEN', 'CONFIRMED', 'PARTIALLY_PAID', 'SETTLED', 'CANCELLED'] as const
export type StatementStatus = (typeof STATEMENT_STATUSES)[number]
/** States that take a payment note. */
export const PAYABLE_STATUSES: readonly StatementStatus[] = ['CONFIRMED', 'PARTIALLY_PAID']

export const PAYMENT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_METHODS = ['BANK_TRANSFER', 'ALIPAY', 'WECHAT', 'CASH', 'OTHER'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const BILL_SOURCE_TYPES = ['ORDER', 'AFTER_SALE', 'REPAIR', 'ADJUSTMENT'] as const
export type BillSourceType = (typeof BILL_SOURCE_TYPES)[number]

export const TITLE_TYPES = ['COMPANY', 'PERSONAL'] as const
export type TitleType = (typeof TITLE_TYPES)[number]

/** Largest amount of one payment note or adjustment, in fen (10,000,000.00 yuan). */
export const MAX_AMOUNT_FEN = 1_000_000_000
export const REMARK_MAX = 500
export const NOTE_MAX = 500
export const INVOICE_TITLE_MAX = 200
/** Unified social credit code (18) or an older tax number (15 or 20): letters and digits. */
export const TAX_NO_PATTERN = /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/
export const ACCOUNT_NO_PATTERN = /^\d{8,30}$/
export const BANK_BRANCH_MAX = 200
export const ADDRESS_MAX = 300
export const PHONE_MAX = 32
export const EMAIL_MAX = 200
export const SEARCH_MAX = 100

/** Why a yuan amount is refused, or its value in fen. */
export type YuanParse =
  | { fen: number }
  | { reason: 'required' | 'format' | 'twoDecimals' | 'positive' | 'tooLarge' }

/**
 * Reads a yuan amount typed by a user ("1234.5", "0.01"): digits with at most two decimals,
 * greater than 0 and at most MAX_AMOUNT_FEN. `signed` allows a leading minus (an adjustment),
 * and then refuses 0 instead of a negative.
 */
export function parseYuan(input: string | number, signed = false): YuanParse {
  const text = String(input).trim()
  if (text === '') return { reason: 'required' }
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)
  if (!m || (m[1] && !signed)) return { reason: m?.[1] ? 'positive' : 'format' }
  const decimals = m[3] ?? ''
  if (decimals.length > 2) return { reason: 'twoDecimals' }
  const whole = m[2] as string
  if (whole.length > 10) return { reason: 'tooLarge' }
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
  if (fen === 0) return { reason: 'positive' }
  if (fen > MAX_AMOUNT_FEN) return { reason: 'tooLarge' }
  return { fen: m[1] ? -fen : fen }
}

/** The most bill items one new statement may gather (one request, one transaction). */
export const STATEMENT_BILLS_MAX = 500

/** The /control call names of each book: the same calls, the repair ones prefixed. */
export const FINANCE_CALLS = {
  trade: {
    statementList: 'getStatementList',
    statementDetail: 'getStatementDetail',
    createStatement: 'createStatement',
    editStatement: 'editStatement',
    addAdjustment: 'addStatementAdjustment',
    confirmStatement: 'confirmStatement',
    paymentNoteList: 'getPaymentNoteList',
    createPaymentNote: 'createPaymentNote',
    confirmPaymentNote: 'confirmPaymentNote',
    rejectPaymentNote: 'rejectPaymentNote',
    billingInfo: 'getBillingInfo',
    saveBillingInfo: 'saveBillingInfo',
    billDetailList: 'getBillDetailList',
  },
  repair: {
    statementList: 'getRepairStatementList',
    statementDetail: 'getRepairStatementDetail',
    createStatement: 'createRepairStatement',
    editStatement: 'editRepairStatement',
    addAdjustment: 'addRepairStatementAdjustment',
    confirmStatement: 'confirmRepairStatement',
    paymentNoteList: 'getRepairPaymentNoteList',
    createPaymentNote: 'createRepairPaymentNote',
    confirmPaymentNote: 'confirmRepairPaymentNote',
    rejectPaymentNote: 'rejectRepairPaymentNote',
    billingInfo: 'getRepairBillingInfo',
    saveBillingInfo: 'saveRepairBillingInfo',
    billDetailList: 'getRepairBillDetailList',
  },
} as const satisfies Record<SettlementKind, Record<string, string>>

export type FinanceCall = keyof (typeof FINANCE_CALLS)['trade']

/** The route group of each book, for the links between its pages. */
export const SETTLEMENT_BASE_PATH: Record<SettlementKind, string> = {
  trade: '/financial-settlement',
  repair: '/repair-settlement',
}
