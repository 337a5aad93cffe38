// The payment note form's rules (paymentNote page) for the one form machine: the blank draft
// for a statement, the browser's checks with the contract's rules (an amount in yuan, above 0,
// at most two decimals, not above what the statement still owes), and the request it sends.
import {
  ACCOUNT_NO_PATTERN,
  NOTE_MAX,
  type PaymentMethod,
  parseYuan,
} from '../../../contract/finance.constants.ts'
import type { CreatePaymentNoteInput } from '../../../contract/finance.schema.ts'
import { formatCapitalAmount } from '../../../contract/format/capital-amount.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export interface PaymentNoteDraft extends Record<string, unknown> {
  statementId: string
  version: number
  /** Yuan as typed. */
  amount: string
  method: PaymentMethod
  bankCode: string
  accountNo: string
  /** ISO instant. */
  paidAt: string
  note: string
}

export function emptyPaymentNote(
  now: Date,
  statement?: { statementId: string; version: number },
): PaymentNoteDraft {
  return {
    statementId: statement?.statementId ?? '',
    version: statement?.version ?? 0,
    amount: '',
    method: 'BANK_TRANSFER',
    bankCode: '',
    accountNo: '',
    paidAt: now.toISOString(),
    note: '',
  }
}

/** `payableFen`: the most the chosen statement takes (undefined while none is chosen). */
export function validatePaymentNote(v: PaymentNoteDraft, payableFen: number | undefined): FieldErrors {
  const errors: FieldErrors = {}
  if (!v.statementId) errors.statementId = { reason: 'required' }
  const amount = parseYuan(v.amount)
  if ('reason' in amount) errors.amount = { reason: amount.reason }
  else if (payableFen !== undefined && amount.fen > payableFen) errors.amount = { reason: 'aboveOutstanding' }
  if (!v.paidAt) errors.paidAt = { reason: 'required' }
  const account = v.accountNo.trim()
  if (account !== '' && !ACCOUNT_NO_PATTERN.test(account)) errors.accountNo = { reason: 'format' }
  if (v.note.trim().length > NOTE_MAX) errors.note = { reason: 'tooLong', max: NOTE_MAX }
  return errors
}

/** The amount in Chinese uppercase while typing, or '' when it is not a valid amount yet. */
export function amountInWords(amount: string): string {
  const parsed = parseYuan(amount)
  return 'fen' in parsed ? formatCapitalAmount(parsed.fen) : ''
}

export function paymentNoteRequest(v: PaymentNoteDraft): CreatePaymentNoteInput {
  return {
    statementId: v.statementId,
    version: v.version,
    amount: v.amount.trim(),
    method: v.method,
    bankCode: v.method === 'BANK_TRANSFER' && v.bankCode ? v.bankCode : null,
    accountNo: v.accountNo.trim(),
    paidAt: v.paidAt,
    note: v.note.trim(),
  }
}
