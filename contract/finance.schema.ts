// Request and response schemas of financial settlement and repair settlement (SPEC.md
// section 2: /financial-settlement and /repair-settlement: statement, paymentNote,
// billingInfo, billDetails). Both books share these shapes; FINANCE_CALLS names each call
// once per book. Money is integer fen in answers; a typed amount is yuan text (parseYuan).
import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import {
  ADDRESS_MAX,
  BANK_BRANCH_MAX,
  BILL_SOURCE_TYPES,
  EMAIL_MAX,
  INVOICE_TITLE_MAX,
  NOTE_MAX,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PHONE_MAX,
  parseYuan,
  REMARK_MAX,
  SEARCH_MAX,
  STATEMENT_STATUSES,
  TITLE_TYPES,
  ACCOUNT_NO_PATTERN,
  TAX_NO_PATTERN,
  STATEMENT_BILLS_MAX,
} from './finance.constants.ts'
import { pageRequest } from './paging.schema.ts'

export * from './finance.constants.ts'

const id = recordIdString({}, 0)
const version = z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(0, { error: 'min0' })
const isoTime = z.iso.datetime({ error: 'notAnIsoTime' })
const search = z.string().trim().max(SEARCH_MAX, { error: 'tooLong' }).optional()

/** A yuan amount (text or number) to fen; `signed` allows a negative (an adjustment). */
function yuan(signed: boolean) {
  return z.union([z.string(), z.number()], { error: 'required' }).transform((v, ctx) => {
    const parsed = parseYuan(v, signed)
    if ('fen' in parsed) return parsed.fen
    ctx.issues.push({ code: 'custom', message: parsed.reason, input: v })
    return z.NEVER
  })
}

const range = {
  /** Inclusive lower bound (ISO instant) on the period / payment / bill time. */
  from: isoTime.optional(),
  /** Exclusive upper bound. */
  to: isoTime.optional(),
}

export const statementListRequest = pageRequest.extend({
  status: z.enum(STATEMENT_STATUSES, { error: 'unknownStatus' }).optional(),
  /** Only the statements that take a payment note (CONFIRMED, PARTIALLY_PAID). */
  payable: z.boolean().optional(),
  /** Statement number or the counterparty's name. */
  search,
  ...range,
})
export type StatementListRequest = z.input<typeof statementListRequest>

export const statementIdRequest = z.object({ statementId: id })

export const editStatementRequest = z.object({
  statementId: id,
  version,
  remark: z.string({ error: 'required' }).trim().max(REMARK_MAX, { error: 'tooLong' }),
})
export type EditStatementInput = z.input<typeof editStatementRequest>

export const addAdjustmentRequest = z.object({
  statementId: id,
  version,
  amount: yuan(true),
  remark: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(REMARK_MAX, { error: 'tooLong' }),
})
export type AddAdjustmentInput = z.input<typeof addAdjustmentRequest>

export const confirmStatementRequest = z.object({ statementId: id, version })

export const paymentNoteListRequest = pageRequest.extend({
  statementId: id.optional(),
  status: z.enum(PAYMENT_STATUSES, { error: 'unknownStatus' }).optional(),
  /** Payment number, statement number or the counterparty's name. */
  search,
  ...range,
})
export type PaymentNoteListRequest = z.input<typeof paymentNoteListRequest>

export const createPaymentNoteRequest = z.object({
  statementId: id,
  /** The statement's version the user saw: a changed statement is refused (conflict). */
  version,
  amount: yuan(false),
  method: z.enum(PAYMENT_METHODS, { error: 'invalid' }),
  bankCode: z.string().trim().max(16, { error: 'tooLong' }).nullish(),
  accountNo: z
    .string()
    .trim()
    .refine((v) => v === '' || ACCOUNT_NO_PATTERN.test(v), { error: 'format' })
    .default(''),
  paidAt: isoTime,
  note: z.string().trim().max(NOTE_MAX, { error: 'tooLong' }).default(''),
})
export type CreatePaymentNoteInput = z.input<typeof createPaymentNoteRequest>

export const paymentIdRequest = z.object({ paymentId: id })
export const rejectPaymentNoteRequest = z.object({
  paymentId: id,
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(NOTE_MAX, { error: 'tooLong' }),
})

/** A new statement of unbilled items of one counterparty (the bill list's selection). */
export const createStatementRequest = z.object({
  billIds: z
    .array(id, { error: 'required' })
    .min(1, { error: 'required' })
    .max(STATEMENT_BILLS_MAX, { error: 'tooMany' }),
})
export type CreateStatementInput = z.input<typeof createStatementRequest>

export const billDetailListRequest = pageRequest.extend({
  statementId: id.optional(),
  sourceType: z.enum(BILL_SOURCE_TYPES, { error: 'invalid' }).optional(),
  /** Order / source number, or the counterparty's name. */
  search,
  /** Only the items not on any statement yet. */
  unbilled: z.boolean().optional(),
  ...range,
})
export type BillDetailListRequest = z.input<typeof billDetailListRequest>

export const saveBillingInfoRequest = z
  .object({
    titleType: z.enum(TITLE_TYPES, { error: 'invalid' }),
    invoiceTitle: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(INVOICE_TITLE_MAX, { error: 'tooLong' }),
    taxNo: z.string().trim().toUpperCase().default(''),
    bankCode: z.string().trim().max(16, { error: 'tooLong' }).nullish(),
    bankBranch: z.string().trim().max(BANK_BRANCH_MAX, { error: 'tooLong' }).default(''),
    accountNo: z
      .string()
      .trim()
      .refine((v) => v === '' || ACCOUNT_NO_PATTERN.test(v), { error: 'format' })
      .default(''),
    address: z.string().trim().max(ADDRESS_MAX, { error: 'tooLong' }).default(''),
    phone: z.string().trim().max(PHONE_MAX, { error: 'tooLong' }).default(''),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, { error: 'tooLong' })
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'format' })
      .default(''),
  })
  .superRefine((v, ctx) => {
    // A company title needs its tax number (a personal one has none).
    if (v.titleType === 'COMPANY' && v.taxNo === '') {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['taxNo'] })
    } else if (v.taxNo !== '' && !TAX_NO_PATTERN.test(v.taxNo)) {
      ctx.addIssue({ code: 'custom', message: 'format', path: ['taxNo'] })
    }
  })
export type SaveBillingInfoInput = z.input<typeof saveBillingInfoRequest>
export type BillingInfoValues = z.output<typeof saveBillingInfoRequest>

// ---- answers ----

const statementStatus = z.enum(STATEMENT_STATUSES)

export const statementRow = z.object({
  statementId: z.string(),
  statementNo: z.string(),
  counterpartyPartyId: z.string(),
  counterpartyName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  billCount: z.number().int(),
  /** Sum of the statement's items (fen). */
  totalAmount: z.number().int(),
  /** Sum of its confirmed payment notes (fen). */
  paidAmount: z.number().int(),
  /** totalAmount - paidAmount. */
  outstandingAmount: z.number().int(),
  status: statementStatus,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  version: z.number().int(),
})
export type StatementRow = z.infer<typeof statementRow>

export const billRow = z.object({
  billId: z.string(),
  statementId: z.string().nullable(),
  statementNo: z.string().nullable(),
  counterpartyPartyId: z.string(),
  counterpartyName: z.string(),
  sourceType: z.enum(BILL_SOURCE_TYPES),
  /** The order, after-sale or repair order id (null for an adjustment). */
  sourceId: z.string().nullable(),
  sourceNo: z.string(),
  amount: z.number().int(),
  occurredAt: z.string(),
  remark: z.string(),
})
export type BillRow = z.infer<typeof billRow>

export const paymentRow = z.object({
  paymentId: z.string(),
  paymentNo: z.string(),
  statementId: z.string().nullable(),
  statementNo: z.string().nullable(),
  counterpartyName: z.string(),
  direction: z.enum(['IN', 'OUT']),
  amount: z.number().int(),
  /** The amount in Chinese uppercase (壹佰元整), as printed on a payment note. */
  amountInWords: z.string(),
  method: z.enum(PAYMENT_METHODS),
  bankCode: z.string().nullable(),
  bankName: z.string(),
  accountNo: z.string(),
  note: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.string(),
  confirmedAt: z.string().nullable(),
})
export type PaymentRow = z.infer<typeof paymentRow>

export const billingInfo = z.object({
  billingInfoId: z.string(),
  titleType: z.enum(TITLE_TYPES),
  invoiceTitle: z.string(),
  taxNo: z.string(),
  bankCode: z.string().nullable(),
  bankName: z.string(),
  bankBranch: z.string(),
  accountNo: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  updatedAt: z.string(),
})
export type BillingInfo = z.infer<typeof billingInfo>

export const statementDetail = statementRow.extend({
  remark: z.string(),
  /** What the counterparty still owed from its earlier statements when this one opened. */
  openingBalance: z.number().int(),
  /** The statement's items: equals the sum of `bills`. */
  itemsAmount: z.number().int(),
  /** Its confirmed payment notes: equals the sum of the CONFIRMED `payments`. */
  paymentsAmount: z.number().int(),
  /** openingBalance + itemsAmount - paymentsAmount. */
  closingBalance: z.number().int(),
  /** Payment notes waiting for confirmation. */
  pendingAmount: z.number().int(),
  /** The most a new payment note may be: outstanding less the pending notes. */
  payableAmount: z.number().int(),
  editable: z.boolean(),
  payable: z.boolean(),
  bills: z.array(billRow),
  payments: z.array(paymentRow),
  /** The caller's merchant, and its billing information printed on the statement. */
  partyName: z.string(),
  billingInfo: billingInfo.nullable(),
})
export type StatementDetail = z.infer<typeof statementDetail>

export const statementChanged = z.object({ statementId: z.string(), version: z.number().int() })
export const statementCreated = z.object({ statementId: z.string(), statementNo: z.string() })
export const paymentCreated = z.object({ paymentId: z.string(), paymentNo: z.string() })
