// What every finance repository shares: whose books (tenant and settlement domain), the lists'
// search and date range, and the statement row as SQL answers it. Money is integer fen;
// PostgreSQL answers bigint columns and sums as text, so every amount goes through Number().

import { type SelectQueryBuilder, type StringReference, type Transaction, sql } from 'kysely'
import type { BillingInfo } from '../../contract/finance.schema.ts'
import type { Database, Db, SettlementDomain } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import { ApiError } from '../http/api-error.ts'

export type Q = Db | Transaction<Database>

/** Whose books: the caller's tenant and the settlement domain of the route group. */
export interface Book {
  partyId: string
  domain: SettlementDomain
}

export interface Range {
  from?: string | undefined
  to?: string | undefined
}

export const money = (v: unknown): number => Number(v ?? 0)

/** The lists' search: any of `columns` contains the keyword, case-folded (none: every row). */
export function searched<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  search: string | undefined,
  columns: StringReference<DB, TB>[],
): SelectQueryBuilder<DB, TB, O> {
  if (!search) return q
  const like = likePattern(search)
  return q.where((eb) => eb.or(columns.map((c) => eb(eb.fn('lower', [c]), 'like', like))))
}

/**
 * The lists' date range [from, to): rows whose `start` (through `end`, for a period) lies in it
 * or overlaps it.
 */
export function inRange<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  range: Range,
  start: StringReference<DB, TB>,
  end: StringReference<DB, TB> = start,
): SelectQueryBuilder<DB, TB, O> {
  let r = q
  if (range.from) r = r.where(sql<boolean>`${sql.ref(String(end))} >= ${range.from}`)
  if (range.to) r = r.where(sql<boolean>`${sql.ref(String(start))} < ${range.to}`)
  return r
}

export const idText = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

export function statementQuery(db: Q, book: Book) {
  return db
    .selectFrom('statement as s')
    .innerJoin('party as cp', 'cp.id', 's.counterparty_party_id')
    .where('s.party_id', '=', book.partyId)
    .where('s.domain', '=', book.domain)
    .select([
      's.id',
      's.statement_no',
      's.counterparty_party_id',
      'cp.name as counterparty_name',
      's.period_start',
      's.period_end',
      's.bill_count',
      's.total_amount',
      's.paid_amount',
      's.status',
      's.remark',
      's.created_at',
      's.confirmed_at',
      's.settled_at',
      's.version',
    ])
}

export type StatementSql = Awaited<ReturnType<ReturnType<typeof statementQuery>['executeTakeFirstOrThrow']>>

export async function billingInfoOf(db: Q, book: Book): Promise<BillingInfo | null> {
  const r = await db
    .selectFrom('billing_info as bi')
    .leftJoin('bank as bk', 'bk.code', 'bi.bank_code')
    .where('bi.party_id', '=', book.partyId)
    .where('bi.domain', '=', book.domain)
    .selectAll('bi')
    .select('bk.name as bank_name')
    .orderBy('bi.is_default', 'desc')
    .orderBy('bi.id', 'asc')
    .executeTakeFirst()
  if (!r) return null
  return {
    billingInfoId: String(r.id),
    titleType: r.title_type === 'PERSONAL' ? 'PERSONAL' : 'COMPANY',
    invoiceTitle: r.invoice_title,
    taxNo: r.tax_no,
    bankCode: r.bank_code,
    bankName: r.bank_name ?? '',
    bankBranch: r.bank_branch,
    accountNo: r.account_no,
    address: r.address,
    phone: r.phone,
    email: r.email,
    updatedAt: r.updated_at,
  }
}

export async function checkBank(
  db: Q,
  field: string,
  code: string | null | undefined,
): Promise<string | null> {
  if (!code) return null
  const bank = await db.selectFrom('bank').select('code').where('code', '=', code).executeTakeFirst()
  if (!bank) throw ApiError.invalidInput(field, 'notFound')
  return bank.code
}

/** The statement inside a write, locked; refused when missing, stale or not in `allowed`. */
export async function statementForWrite(
  trx: Transaction<Database>,
  book: Book,
  statementId: number,
  version: number,
  allowed: readonly string[],
  refusal: 'finance.statementLocked' | 'finance.statementNotPayable',
) {
  await lockTenant(trx, book.partyId)
  const s = await statementQuery(trx, book).where('s.id', '=', statementId).executeTakeFirst()
  if (!s) throw ApiError.notFound('finance.noSuchStatement')
  if (!allowed.includes(s.status)) {
    throw ApiError.conflict(
      refusal,
      {},
      { statementId: String(s.id), version: Number(s.version), status: s.status },
    )
  }
  if (Number(s.version) !== version) {
    throw ApiError.conflict(
      'finance.statementChanged',
      {},
      { statementId: String(s.id), version: Number(s.version) },
    )
  }
  return s
}
