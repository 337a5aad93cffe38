// Financial settlement (/financial-settlement, area finance, domain TRADE) and
// repair settlement (/repair-settlement, area repair-settlement, domain REPAIR): the same
// calls over two books, each under its own names (contract/finance.constants.ts FINANCE_CALLS)
// and guarded by its own area, so REPAIRFIN reaches only the repair book.
import type { Book } from './finance-book.ts'
import { confirmPayment, createPayment, rejectPayment } from './payments.repository.ts'
import {
  addAdjustment,
  confirmStatement,
  createStatement,
  editStatement,
} from './statement-writes.repository.ts'
import { findBillingInfo, saveBillingInfo } from './billing-info.repository.ts'
import { findStatement, listBills, listPayments, listStatements } from './statements.repository.ts'
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import {
  addAdjustmentRequest,
  billDetailListRequest,
  confirmStatementRequest,
  createPaymentNoteRequest,
  createStatementRequest,
  editStatementRequest,
  FINANCE_CALLS,
  paymentIdRequest,
  paymentNoteListRequest,
  rejectPaymentNoteRequest,
  type SettlementKind,
  saveBillingInfoRequest,
  statementIdRequest,
  statementListRequest,
} from '../../contract/finance.schema.ts'
import type { AppEnv } from '../app-env.ts'
import type { Context } from 'hono'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'

function bookRoutes(kind: SettlementKind) {
  const calls = FINANCE_CALLS[kind]
  const guard = requireArea(kind === 'trade' ? 'finance' : 'repair-settlement')
  const domain = kind === 'trade' ? 'TRADE' : 'REPAIR'
  const book = (c: Context<AppEnv>): Book => ({ partyId: c.get('caller').partyId, domain })
  const now = (c: Context<AppEnv>) => c.get('deps').clock.now().toISOString()

  return new Hono<AppEnv>()
    .post(`/${calls.statementList}`, requireSession, guard, async (c) => {
      const input = await body(c, statementListRequest)
      return ok(c, await listStatements(c.get('deps').db, book(c), input, input))
    })
    .post(`/${calls.statementDetail}`, requireSession, guard, async (c) => {
      const { statementId } = await body(c, statementIdRequest)
      const detail = await findStatement(c.get('deps').db, book(c), Number(statementId))
      if (!detail) throw ApiError.notFound('finance.noSuchStatement')
      return ok(c, detail)
    })
    .post(`/${calls.createStatement}`, requireSession, guard, async (c) => {
      const { billIds } = await body(c, createStatementRequest)
      return ok(c, await createStatement(c.get('deps').db, book(c), billIds.map(Number), now(c)))
    })
    .post(`/${calls.editStatement}`, requireSession, guard, async (c) => {
      const input = await body(c, editStatementRequest)
      const id = Number(input.statementId)
      return ok(c, await editStatement(c.get('deps').db, book(c), { ...input, statementId: id }, now(c)))
    })
    .post(`/${calls.addAdjustment}`, requireSession, guard, async (c) => {
      const input = await body(c, addAdjustmentRequest)
      const id = Number(input.statementId)
      return ok(c, await addAdjustment(c.get('deps').db, book(c), { ...input, statementId: id }, now(c)))
    })
    .post(`/${calls.confirmStatement}`, requireSession, guard, async (c) => {
      const input = await body(c, confirmStatementRequest)
      const id = Number(input.statementId)
      return ok(c, await confirmStatement(c.get('deps').db, book(c), { ...input, statementId: id }, now(c)))
    })
    .post(`/${calls.paymentNoteList}`, requireSession, guard, async (c) => {
      const input = await body(c, paymentNoteListRequest)
      return ok(c, await listPayments(c.get('deps').db, book(c), input, input))
    })
    .post(`/${calls.createPaymentNote}`, requireSession, guard, async (c) => {
      const input = await body(c, createPaymentNoteRequest)
      const created = await createPayment(
        c.get('deps').db,
        book(c),
        c.get('caller').userLoginId,
        { ...input, statementId: Number(input.statementId) },
        now(c),
      )
      return ok(c, created)
    })
    .post(`/${calls.confirmPaymentNote}`, requireSession, guard, async (c) => {
      const { paymentId } = await body(c, paymentIdRequest)
      await confirmPayment(c.get('deps').db, book(c), Number(paymentId), now(c))
      return ok(c, null)
    })
    .post(`/${calls.rejectPaymentNote}`, requireSession, guard, async (c) => {
      const { paymentId, reason } = await body(c, rejectPaymentNoteRequest)
      await rejectPayment(c.get('deps').db, book(c), Number(paymentId), reason, now(c))
      return ok(c, null)
    })
    .post(`/${calls.billingInfo}`, requireSession, guard, async (c) => {
      await body(c, emptyRequest)
      return ok(c, await findBillingInfo(c.get('deps').db, book(c)))
    })
    .post(`/${calls.saveBillingInfo}`, requireSession, guard, async (c) => {
      const input = await body(c, saveBillingInfoRequest)
      return ok(c, await saveBillingInfo(c.get('deps').db, book(c), input, now(c)))
    })
    .post(`/${calls.billDetailList}`, requireSession, guard, async (c) => {
      const input = await body(c, billDetailListRequest)
      return ok(c, await listBills(c.get('deps').db, book(c), input, input))
    })
}

export const financeRoutes = new Hono<AppEnv>()
  .route('/', bookRoutes('trade'))
  .route('/', bookRoutes('repair'))
