// The /control calls of financial settlement and repair settlement: the same calls over two
// books, each under its own name (contract/finance.constants.ts FINANCE_CALLS, which the
// browser's finance service passes to control(), so a name there that is not catalogued here
// fails the type check) and guarded by its own area: trade by finance, repair by
// repair-settlement.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, write } from './calls.ts'
import {
  addAdjustmentRequest,
  billDetailListRequest,
  billingInfo,
  billRow,
  confirmStatementRequest,
  createPaymentNoteRequest,
  createStatementRequest,
  editStatementRequest,
  paymentCreated,
  paymentIdRequest,
  paymentNoteListRequest,
  paymentRow,
  rejectPaymentNoteRequest,
  saveBillingInfoRequest,
  statementChanged,
  statementCreated,
  statementDetail,
  statementIdRequest,
  statementListRequest,
  statementRow,
} from './finance.schema.ts'
import { pageOf } from './paging.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const financeCalls = defineCalls({
  getStatementList: {
    request: statementListRequest,
    response: pageOf(statementRow),
    access: 'finance',
    audit: read,
  },
  getStatementDetail: {
    request: statementIdRequest,
    response: statementDetail,
    access: 'finance',
    audit: read,
  },
  createStatement: {
    request: createStatementRequest,
    response: statementCreated,
    access: 'finance',
    audit: write('statement', 'statementId'),
  },
  editStatement: {
    request: editStatementRequest,
    response: statementChanged,
    access: 'finance',
    audit: write('statement', 'statementId'),
  },
  addStatementAdjustment: {
    request: addAdjustmentRequest,
    response: statementChanged,
    access: 'finance',
    audit: write('statement', 'statementId'),
  },
  confirmStatement: {
    request: confirmStatementRequest,
    response: statementChanged,
    access: 'finance',
    audit: write('statement', 'statementId'),
  },
  getPaymentNoteList: {
    request: paymentNoteListRequest,
    response: pageOf(paymentRow),
    access: 'finance',
    audit: read,
  },
  createPaymentNote: {
    request: createPaymentNoteRequest,
    response: paymentCreated,
    access: 'finance',
    audit: write('statement', 'statementId'),
  },
  confirmPaymentNote: {
    request: paymentIdRequest,
    response: z.null(),
    access: 'finance',
    audit: write('paymentNote', 'paymentId'),
  },
  rejectPaymentNote: {
    request: rejectPaymentNoteRequest,
    response: z.null(),
    access: 'finance',
    audit: write('paymentNote', 'paymentId'),
  },
  getBillingInfo: { request: emptyRequest, response: billingInfo.nullable(), access: 'finance', audit: read },
  saveBillingInfo: {
    request: saveBillingInfoRequest,
    response: billingInfo,
    access: 'finance',
    audit: write(),
  },
  getBillDetailList: {
    request: billDetailListRequest,
    response: pageOf(billRow),
    access: 'finance',
    audit: read,
  },
  getRepairStatementList: {
    request: statementListRequest,
    response: pageOf(statementRow),
    access: 'repair-settlement',
    audit: read,
  },
  getRepairStatementDetail: {
    request: statementIdRequest,
    response: statementDetail,
    access: 'repair-settlement',
    audit: read,
  },
  createRepairStatement: {
    request: createStatementRequest,
    response: statementCreated,
    access: 'repair-settlement',
    audit: write('repairStatement', 'statementId'),
  },
  editRepairStatement: {
    request: editStatementRequest,
    response: statementChanged,
    access: 'repair-settlement',
    audit: write('repairStatement', 'statementId'),
  },
  addRepairStatementAdjustment: {
    request: addAdjustmentRequest,
    response: statementChanged,
    access: 'repair-settlement',
    audit: write('repairStatement', 'statementId'),
  },
  confirmRepairStatement: {
    request: confirmStatementRequest,
    response: statementChanged,
    access: 'repair-settlement',
    audit: write('repairStatement', 'statementId'),
  },
  getRepairPaymentNoteList: {
    request: paymentNoteListRequest,
    response: pageOf(paymentRow),
    access: 'repair-settlement',
    audit: read,
  },
  createRepairPaymentNote: {
    request: createPaymentNoteRequest,
    response: paymentCreated,
    access: 'repair-settlement',
    audit: write('repairStatement', 'statementId'),
  },
  confirmRepairPaymentNote: {
    request: paymentIdRequest,
    response: z.null(),
    access: 'repair-settlement',
    audit: write('repairPaymentNote', 'paymentId'),
  },
  rejectRepairPaymentNote: {
    request: rejectPaymentNoteRequest,
    response: z.null(),
    access: 'repair-settlement',
    audit: write('repairPaymentNote', 'paymentId'),
  },
  getRepairBillingInfo: {
    request: emptyRequest,
    response: billingInfo.nullable(),
    access: 'repair-settlement',
    audit: read,
  },
  saveRepairBillingInfo: {
    request: saveBillingInfoRequest,
    response: billingInfo,
    access: 'repair-settlement',
    audit: write(),
  },
  getRepairBillDetailList: {
    request: billDetailListRequest,
    response: pageOf(billRow),
    access: 'repair-settlement',
    audit: read,
  },
})
