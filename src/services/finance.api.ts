// /control calls of financial settlement and repair settlement: the same calls over two books,
// named per book (contract/finance.constants.ts FINANCE_CALLS); the page passes its book.
import type { BankListResponse } from '../../contract/shared.schema.ts'
import { FINANCE_CALLS, type SettlementKind } from '../../contract/finance.constants.ts'
import type {
  BillDetailListRequest,
  BillingInfo,
  BillRow,
  CreatePaymentNoteInput,
  PaymentNoteListRequest,
  PaymentRow,
  SaveBillingInfoInput,
  StatementDetail,
  StatementListRequest,
  StatementRow,
} from '../../contract/finance.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

type Changed = { statementId: string; version: number }

export function getStatementList(
  kind: SettlementKind,
  args: StatementListRequest,
  signal?: AbortSignal,
): Promise<Page<StatementRow>> {
  return control(FINANCE_CALLS[kind].statementList, { body: args, signal })
}

export function getStatementDetail(
  kind: SettlementKind,
  statementId: string,
  signal?: AbortSignal,
): Promise<StatementDetail> {
  return control(FINANCE_CALLS[kind].statementDetail, { body: { statementId }, signal })
}

/** A new open statement of unbilled items of one counterparty. */
export function createStatement(
  kind: SettlementKind,
  billIds: string[],
  signal?: AbortSignal,
): Promise<{ statementId: string; statementNo: string }> {
  return control(FINANCE_CALLS[kind].createStatement, { body: { billIds }, signal })
}

export function editStatement(
  kind: SettlementKind,
  input: { statementId: string; version: number; remark: string },
  signal?: AbortSignal,
): Promise<Changed> {
  return control(FINANCE_CALLS[kind].editStatement, { body: input, signal })
}

export function addStatementAdjustment(
  kind: SettlementKind,
  input: { statementId: string; version: number; amount: string; remark: string },
  signal?: AbortSignal,
): Promise<Changed> {
  return control(FINANCE_CALLS[kind].addAdjustment, { body: input, signal })
}

export function confirmStatement(
  kind: SettlementKind,
  input: { statementId: string; version: number },
  signal?: AbortSignal,
): Promise<Changed> {
  return control(FINANCE_CALLS[kind].confirmStatement, { body: input, signal })
}

export function getPaymentNoteList(
  kind: SettlementKind,
  args: PaymentNoteListRequest,
  signal?: AbortSignal,
): Promise<Page<PaymentRow>> {
  return control(FINANCE_CALLS[kind].paymentNoteList, { body: args, signal })
}

export function createPaymentNote(
  kind: SettlementKind,
  input: CreatePaymentNoteInput,
  signal?: AbortSignal,
): Promise<{ paymentId: string; paymentNo: string }> {
  return control(FINANCE_CALLS[kind].createPaymentNote, { body: input, signal })
}

export function confirmPaymentNote(
  kind: SettlementKind,
  paymentId: string,
  signal?: AbortSignal,
): Promise<null> {
  return control(FINANCE_CALLS[kind].confirmPaymentNote, { body: { paymentId }, signal })
}

export function rejectPaymentNote(
  kind: SettlementKind,
  input: { paymentId: string; reason: string },
  signal?: AbortSignal,
): Promise<null> {
  return control(FINANCE_CALLS[kind].rejectPaymentNote, { body: input, signal })
}

export function getBillingInfo(kind: SettlementKind, signal?: AbortSignal): Promise<BillingInfo | null> {
  return control(FINANCE_CALLS[kind].billingInfo, { body: {}, signal })
}

export function saveBillingInfo(
  kind: SettlementKind,
  input: SaveBillingInfoInput,
  signal?: AbortSignal,
): Promise<BillingInfo> {
  return control(FINANCE_CALLS[kind].saveBillingInfo, { body: input, signal })
}

export function getBillDetailList(
  kind: SettlementKind,
  args: BillDetailListRequest,
  signal?: AbortSignal,
): Promise<Page<BillRow>> {
  return control(FINANCE_CALLS[kind].billDetailList, { body: args, signal })
}

/** The banks a billing information or a payment note may name (SPEC.md section 7: GET /getBank). */
export function getBank(signal?: AbortSignal): Promise<BankListResponse> {
  return control('getBank', { method: 'GET', signal })
}
