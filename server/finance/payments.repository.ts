// Payment notes: created against a statement, confirmed (the statement's paid amount and status
// follow) or rejected.

import { businessStamp } from '../../contract/business-time.ts'
import { type Transaction, sql } from 'kysely'
import type { PaymentMethod, StatementStatus } from '../../contract/finance.schema.ts'
import { PAYABLE_STATUSES } from '../../contract/finance.constants.ts'
import { nextNumber } from '../db/next-number.ts'
import type { Database, Db } from '../db/schema.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import { ApiError } from '../http/api-error.ts'
import {
  type Book,
  type Q,
  type StatementSql,
  checkBank,
  money,
  statementForWrite,
  statementQuery,
} from './finance-book.ts'
import { recordEvent } from '../events/domain-events.ts'

async function pendingOn(trx: Q, book: Book, statementId: number, except?: number): Promise<number> {
  let q = trx
    .selectFrom('payment')
    .where('party_id', '=', book.partyId)
    .where('statement_id', '=', statementId)
    .where('status', '=', 'PENDING')
  if (except !== undefined) q = q.where('id', '!=', except)
  const row = await q.select(sql<string>`coalesce(sum(amount), 0)`.as('pending')).executeTakeFirst()
  return money(row?.pending)
}

/** Adds a confirmed payment to its statement: paid grows, the status follows (settled when all is paid). */
async function applyPayment(
  trx: Transaction<Database>,
  book: Book,
  s: StatementSql,
  amount: number,
  nowIso: string,
): Promise<void> {
  const paid = money(s.paid_amount) + amount
  const settled = paid >= money(s.total_amount)
  await trx
    .updateTable('statement')
    .set({
      paid_amount: paid,
      status: settled ? 'SETTLED' : 'PARTIALLY_PAID',
      settled_at: settled ? nowIso : null,
      version: Number(s.version) + 1,
      updated_at: nowIso,
    })
    .where('id', '=', s.id)
    .where('party_id', '=', book.partyId)
    .execute()
  // With the change: a settled repair statement settles its jobs
  // (server/repair/repair-settlement.consumer.ts).
  await recordEvent(trx, {
    partyId: book.partyId,
    type: settled ? 'statement.settled' : 'statement.partiallyPaid',
    aggregateType: 'STATEMENT',
    aggregateId: Number(s.id),
    payload: { domain: book.domain, statementNo: s.statement_no, amount, paid, total: money(s.total_amount) },
    actor: null,
    at: nowIso,
  })
}

function nextPaymentNo(trx: Q, partyId: string, nowIso: string): Promise<string> {
  const prefix = `FK${businessStamp(new Date(nowIso), 8)}`
  return nextNumber(trx, { table: 'payment', column: 'payment_no', partyId, prefix, digits: 4 })
}

/**
 * Records money received (TRADE) or paid (REPAIR) against a confirmed statement. The amount may
 * not exceed what is still owed less the notes waiting for confirmation; the note is confirmed
 * at once (the book's owner records it) and the statement's paid amount and status follow.
 */
export function createPayment(
  db: Db,
  book: Book,
  who: string,
  input: {
    statementId: number
    version: number
    amount: number
    method: PaymentMethod
    bankCode?: string | null | undefined
    accountNo: string
    paidAt: string
    note: string
  },
  nowIso: string,
): Promise<{ paymentId: string; paymentNo: string }> {
  return db.transaction().execute(async (trx) => {
    const s = await statementForWrite(
      trx,
      book,
      input.statementId,
      input.version,
      PAYABLE_STATUSES,
      'finance.statementNotPayable',
    )
    const outstanding = money(s.total_amount) - money(s.paid_amount) - (await pendingOn(trx, book, s.id))
    if (input.amount > outstanding) throw ApiError.invalidInput('amount', 'aboveOutstanding')
    const bankCode = await checkBank(trx, 'bankCode', input.bankCode)
    const paymentNo = await nextPaymentNo(trx, book.partyId, nowIso)
    const inserted = await trx
      .insertInto('payment')
      .values({
        party_id: book.partyId,
        domain: book.domain,
        payment_no: paymentNo,
        statement_id: s.id,
        counterparty_party_id: s.counterparty_party_id,
        direction: book.domain === 'REPAIR' ? 'OUT' : 'IN',
        amount: input.amount,
        method: input.method,
        bank_code: bankCode,
        account_no: input.accountNo,
        voucher_url: '',
        note: input.note,
        status: 'CONFIRMED',
        paid_at: input.paidAt,
        confirmed_at: nowIso,
        created_by: who,
        created_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await applyPayment(trx, book, s, input.amount, nowIso)
    return { paymentId: String(inserted.id), paymentNo }
  })
}

async function pendingPayment(trx: Transaction<Database>, book: Book, paymentId: number) {
  await lockTenant(trx, book.partyId)
  const p = await trx
    .selectFrom('payment')
    .selectAll()
    .where('id', '=', paymentId)
    .where('party_id', '=', book.partyId)
    .where('domain', '=', book.domain)
    .executeTakeFirst()
  if (!p) throw ApiError.notFound('finance.noSuchPayment')
  if (p.status !== 'PENDING') throw ApiError.conflict('finance.paymentNotPending', {}, { status: p.status })
  return p
}

/** Confirms a payment note the counterparty posted: the statement's paid amount follows. */
export function confirmPayment(db: Db, book: Book, paymentId: number, nowIso: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const p = await pendingPayment(trx, book, paymentId)
    const amount = money(p.amount)
    if (p.statement_id !== null) {
      const s = await statementQuery(trx, book).where('s.id', '=', p.statement_id).executeTakeFirst()
      if (!s) throw ApiError.notFound('finance.noSuchStatement')
      if (!PAYABLE_STATUSES.includes(s.status as StatementStatus)) {
        throw ApiError.conflict('finance.statementNotPayable', {}, { status: s.status })
      }
      if (amount > money(s.total_amount) - money(s.paid_amount)) {
        throw ApiError.conflict('finance.aboveOutstanding')
      }
      await applyPayment(trx, book, s, amount, nowIso)
    }
    await trx
      .updateTable('payment')
      .set({ status: 'CONFIRMED', confirmed_at: nowIso })
      .where('id', '=', p.id)
      .where('party_id', '=', book.partyId)
      .execute()
  })
}

/** Refuses a payment note the counterparty posted, with the reason kept on the note. */
export function rejectPayment(
  db: Db,
  book: Book,
  paymentId: number,
  reason: string,
  nowIso: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const p = await pendingPayment(trx, book, paymentId)
    const note = (p.note ? `${p.note}\n${reason}` : reason).slice(0, 500)
    await trx
      .updateTable('payment')
      .set({ status: 'REJECTED', confirmed_at: nowIso, note })
      .where('id', '=', p.id)
      .where('party_id', '=', book.partyId)
      .execute()
  })
}
