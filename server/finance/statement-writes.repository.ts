// A statement's lifecycle writes: created from unbilled items, edited while open, adjusted,
// confirmed. Each is one transaction that locks the tenant and checks the statement's version.

import { nextNumber } from '../db/next-number.ts'
import type { Db } from '../db/schema.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import { ApiError } from '../http/api-error.ts'
import { type Book, type Q, money, statementForWrite } from './finance-book.ts'

export function editStatement(
  db: Db,
  book: Book,
  input: { statementId: number; version: number; remark: string },
  nowIso: string,
): Promise<{ statementId: string; version: number }> {
  return db.transaction().execute(async (trx) => {
    const s = await statementForWrite(
      trx,
      book,
      input.statementId,
      input.version,
      ['OPEN'],
      'finance.statementLocked',
    )
    const version = Number(s.version) + 1
    await trx
      .updateTable('statement')
      .set({ remark: input.remark, version, updated_at: nowIso })
      .where('id', '=', s.id)
      .where('party_id', '=', book.partyId)
      .execute()
    return { statementId: String(s.id), version }
  })
}

/** An adjustment item (a discount, a fee) on an OPEN statement: the total follows its items. */
export function addAdjustment(
  db: Db,
  book: Book,
  input: { statementId: number; version: number; amount: number; remark: string },
  nowIso: string,
): Promise<{ statementId: string; version: number }> {
  return db.transaction().execute(async (trx) => {
    const s = await statementForWrite(
      trx,
      book,
      input.statementId,
      input.version,
      ['OPEN'],
      'finance.statementLocked',
    )
    await trx
      .insertInto('bill_detail')
      .values({
        party_id: book.partyId,
        domain: book.domain,
        counterparty_party_id: s.counterparty_party_id,
        statement_id: s.id,
        source_type: 'ADJUSTMENT',
        source_id: null,
        source_no: '',
        amount: input.amount,
        occurred_at: nowIso,
        remark: input.remark,
        created_at: nowIso,
      })
      .execute()
    const version = Number(s.version) + 1
    await trx
      .updateTable('statement')
      .set({
        total_amount: money(s.total_amount) + input.amount,
        bill_count: Number(s.bill_count) + 1,
        version,
        updated_at: nowIso,
      })
      .where('id', '=', s.id)
      .where('party_id', '=', book.partyId)
      .execute()
    return { statementId: String(s.id), version }
  })
}

export function confirmStatement(
  db: Db,
  book: Book,
  input: { statementId: number; version: number },
  nowIso: string,
): Promise<{ statementId: string; version: number }> {
  return db.transaction().execute(async (trx) => {
    const s = await statementForWrite(
      trx,
      book,
      input.statementId,
      input.version,
      ['OPEN'],
      'finance.statementLocked',
    )
    const version = Number(s.version) + 1
    await trx
      .updateTable('statement')
      .set({ status: 'CONFIRMED', confirmed_at: nowIso, version, updated_at: nowIso })
      .where('id', '=', s.id)
      .where('party_id', '=', book.partyId)
      .execute()
    return { statementId: String(s.id), version }
  })
}

function nextStatementNo(trx: Q, book: Book, nowIso: string): Promise<string> {
  // The seed's numbering: DZ (对账) for trade, WXJS (维修结算) for repair, then the month.
  const prefix = `${book.domain === 'REPAIR' ? 'WXJS' : 'DZ'}${nowIso.slice(0, 7).replace('-', '')}`
  return nextNumber(trx, {
    table: 'statement',
    column: 'statement_no',
    partyId: book.partyId,
    prefix,
    digits: 4,
  })
}

/**
 * A new OPEN statement of bill items not on any statement yet, all of one counterparty: its
 * period runs from the earliest item to the latest, its total is theirs. Refused whole when
 * one item is missing or another merchant's (not found), already on a statement (conflict,
 * someone was quicker), or of another counterparty than the first (billIds: mixedCounterparties).
 */
export function createStatement(
  db: Db,
  book: Book,
  billIds: readonly number[],
  nowIso: string,
): Promise<{ statementId: string; statementNo: string }> {
  return db.transaction().execute(async (trx) => {
    await lockTenant(trx, book.partyId)
    const ids = [...new Set(billIds)]
    const bills = await trx
      .selectFrom('bill_detail')
      .select(['id', 'counterparty_party_id', 'statement_id', 'amount', 'occurred_at'])
      .where('party_id', '=', book.partyId)
      .where('domain', '=', book.domain)
      .where('id', 'in', ids)
      .execute()
    if (bills.length !== ids.length) throw ApiError.notFound('finance.noSuchBill')
    const billed = bills.find((b) => b.statement_id !== null)
    if (billed) throw ApiError.conflict('finance.billAlreadyBilled', {}, { billId: String(billed.id) })
    const counterparty = bills[0]?.counterparty_party_id
    if (!counterparty || bills.some((b) => b.counterparty_party_id !== counterparty))
      throw ApiError.invalidInput('billIds', 'mixedCounterparties')
    const times = bills.map((b) => b.occurred_at).sort()
    const statementNo = await nextStatementNo(trx, book, nowIso)
    const inserted = await trx
      .insertInto('statement')
      .values({
        party_id: book.partyId,
        domain: book.domain,
        statement_no: statementNo,
        counterparty_party_id: counterparty,
        period_start: times[0] as string,
        period_end: times.at(-1) as string,
        bill_count: bills.length,
        total_amount: bills.reduce((sum, b) => sum + money(b.amount), 0),
        paid_amount: 0,
        status: 'OPEN',
        remark: '',
        created_at: nowIso,
        confirmed_at: null,
        settled_at: null,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('bill_detail')
      .set({ statement_id: inserted.id })
      .where('party_id', '=', book.partyId)
      .where('domain', '=', book.domain)
      .where('id', 'in', ids)
      .execute()
    return { statementId: String(inserted.id), statementNo }
  })
}
