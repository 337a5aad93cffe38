// The finance queries: statements, bill items and payment notes as paged lists, and one
// statement with its items and payments. Every query is scoped by the book (tenant and domain).

import { sql } from 'kysely'
import type {
  BillRow,
  BillSourceType,
  PaymentMethod,
  PaymentRow,
  PaymentStatus,
  StatementDetail,
  StatementRow,
  StatementStatus,
} from '../../contract/finance.schema.ts'
import { PAYABLE_STATUSES } from '../../contract/finance.constants.ts'
import { formatCapitalAmount } from '../../contract/format/capital-amount.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import {
  type Book,
  type Q,
  type Range,
  type StatementSql,
  billingInfoOf,
  idText,
  inRange,
  money,
  searched,
  statementQuery,
} from './finance-book.ts'

function toStatementRow(r: StatementSql): StatementRow {
  const total = money(r.total_amount)
  const paid = money(r.paid_amount)
  return {
    statementId: String(r.id),
    statementNo: r.statement_no,
    counterpartyPartyId: r.counterparty_party_id,
    counterpartyName: r.counterparty_name,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    billCount: Number(r.bill_count),
    totalAmount: total,
    paidAmount: paid,
    outstandingAmount: total - paid,
    status: r.status as StatementStatus,
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at,
    settledAt: r.settled_at,
    version: Number(r.version),
  }
}

export function listStatements(
  db: Db,
  book: Book,
  filter: {
    status?: StatementStatus | undefined
    payable?: boolean | undefined
    search?: string | undefined
  } & Range,
  page: PageParams,
): Promise<Page<StatementRow>> {
  let q = statementQuery(db, book)
  if (filter.status) q = q.where('s.status', '=', filter.status)
  if (filter.payable) q = q.where('s.status', 'in', PAYABLE_STATUSES)
  q = searched(q, filter.search, ['s.statement_no', 'cp.name'])
  // A statement's period overlaps the range.
  q = inRange(q, filter, 's.period_start', 's.period_end')
  return paginate(q, page, {
    sortable: {
      periodStart: 's.period_start',
      statementNo: 's.statement_no',
      totalAmount: 's.total_amount',
      paidAmount: 's.paid_amount',
      createdAt: 's.created_at',
    },
    defaultSort: { field: 'periodStart', order: 'desc' },
    tieBreaker: 's.id',
    map: toStatementRow,
  })
}

function billQuery(db: Q, book: Book) {
  return db
    .selectFrom('bill_detail as b')
    .innerJoin('party as cp', 'cp.id', 'b.counterparty_party_id')
    .leftJoin('statement as s', 's.id', 'b.statement_id')
    .where('b.party_id', '=', book.partyId)
    .where('b.domain', '=', book.domain)
    .select([
      'b.id',
      'b.statement_id',
      's.statement_no',
      'b.counterparty_party_id',
      'cp.name as counterparty_name',
      'b.source_type',
      'b.source_id',
      'b.source_no',
      'b.amount',
      'b.occurred_at',
      'b.remark',
    ])
}

type BillSql = Awaited<ReturnType<ReturnType<typeof billQuery>['executeTakeFirstOrThrow']>>

function toBillRow(r: BillSql): BillRow {
  return {
    billId: String(r.id),
    statementId: idText(r.statement_id),
    statementNo: r.statement_no ?? null,
    counterpartyPartyId: r.counterparty_party_id,
    counterpartyName: r.counterparty_name,
    sourceType: r.source_type as BillSourceType,
    sourceId: idText(r.source_id),
    sourceNo: r.source_no,
    amount: money(r.amount),
    occurredAt: r.occurred_at,
    remark: r.remark,
  }
}

export function listBills(
  db: Db,
  book: Book,
  filter: {
    statementId?: string | undefined
    sourceType?: BillSourceType | undefined
    search?: string | undefined
    unbilled?: boolean | undefined
  } & Range,
  page: PageParams,
): Promise<Page<BillRow>> {
  let q = billQuery(db, book)
  if (filter.statementId) q = q.where('b.statement_id', '=', Number(filter.statementId))
  if (filter.unbilled) q = q.where('b.statement_id', 'is', null)
  if (filter.sourceType) q = q.where('b.source_type', '=', filter.sourceType)
  q = searched(q, filter.search, ['b.source_no', 'cp.name'])
  q = inRange(q, filter, 'b.occurred_at')
  return paginate(q, page, {
    sortable: { occurredAt: 'b.occurred_at', amount: 'b.amount', sourceNo: 'b.source_no' },
    defaultSort: { field: 'occurredAt', order: 'desc' },
    tieBreaker: 'b.id',
    map: toBillRow,
  })
}

function paymentQuery(db: Q, book: Book) {
  return db
    .selectFrom('payment as p')
    .innerJoin('party as cp', 'cp.id', 'p.counterparty_party_id')
    .leftJoin('statement as s', 's.id', 'p.statement_id')
    .leftJoin('bank as bk', 'bk.code', 'p.bank_code')
    .where('p.party_id', '=', book.partyId)
    .where('p.domain', '=', book.domain)
    .select([
      'p.id',
      'p.payment_no',
      'p.statement_id',
      's.statement_no',
      'cp.name as counterparty_name',
      'p.direction',
      'p.amount',
      'p.method',
      'p.bank_code',
      'bk.name as bank_name',
      'p.account_no',
      'p.note',
      'p.status',
      'p.paid_at',
      'p.confirmed_at',
    ])
}

type PaymentSql = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>

function toPaymentRow(r: PaymentSql): PaymentRow {
  const amount = money(r.amount)
  return {
    paymentId: String(r.id),
    paymentNo: r.payment_no,
    statementId: idText(r.statement_id),
    statementNo: r.statement_no ?? null,
    counterpartyName: r.counterparty_name,
    direction: r.direction,
    amount,
    amountInWords: formatCapitalAmount(amount),
    method: r.method as PaymentMethod,
    bankCode: r.bank_code,
    bankName: r.bank_name ?? '',
    accountNo: r.account_no,
    note: r.note,
    status: r.status as PaymentStatus,
    paidAt: r.paid_at,
    confirmedAt: r.confirmed_at,
  }
}

export function listPayments(
  db: Db,
  book: Book,
  filter: {
    statementId?: string | undefined
    status?: PaymentStatus | undefined
    search?: string | undefined
  } & Range,
  page: PageParams,
): Promise<Page<PaymentRow>> {
  let q = paymentQuery(db, book)
  if (filter.statementId) q = q.where('p.statement_id', '=', Number(filter.statementId))
  if (filter.status) q = q.where('p.status', '=', filter.status)
  q = searched(q, filter.search, ['p.payment_no', 's.statement_no', 'cp.name'])
  q = inRange(q, filter, 'p.paid_at')
  return paginate(q, page, {
    sortable: { paidAt: 'p.paid_at', amount: 'p.amount', paymentNo: 'p.payment_no' },
    defaultSort: { field: 'paidAt', order: 'desc' },
    tieBreaker: 'p.id',
    map: toPaymentRow,
  })
}

async function openingBalance(db: Q, book: Book, s: StatementSql): Promise<number> {
  const row = await db
    .selectFrom('statement')
    .where('party_id', '=', book.partyId)
    .where('domain', '=', book.domain)
    .where('counterparty_party_id', '=', s.counterparty_party_id)
    .where('status', '!=', 'CANCELLED')
    .where((eb) =>
      eb.or([
        eb('period_start', '<', s.period_start),
        eb.and([eb('period_start', '=', s.period_start), eb('id', '<', s.id)]),
      ]),
    )
    .select(sql<string>`coalesce(sum(total_amount - paid_amount), 0)`.as('owed'))
    .executeTakeFirst()
  return money(row?.owed)
}

export async function findStatement(
  db: Db,
  book: Book,
  statementId: number,
): Promise<StatementDetail | undefined> {
  const s = await statementQuery(db, book).where('s.id', '=', statementId).executeTakeFirst()
  if (!s) return undefined
  const [opening, bills, payments, info, party] = await Promise.all([
    openingBalance(db, book, s),
    billQuery(db, book)
      .where('b.statement_id', '=', statementId)
      .orderBy('b.occurred_at')
      .orderBy('b.id')
      .execute(),
    paymentQuery(db, book)
      .where('p.statement_id', '=', statementId)
      .orderBy('p.paid_at')
      .orderBy('p.id')
      .execute(),
    billingInfoOf(db, book),
    db.selectFrom('party').select('name').where('id', '=', book.partyId).executeTakeFirst(),
  ])
  const row = toStatementRow(s)
  const paymentRows = payments.map(toPaymentRow)
  const pending = paymentRows.filter((p) => p.status === 'PENDING').reduce((sum, p) => sum + p.amount, 0)
  const payable = PAYABLE_STATUSES.includes(row.status)
  return {
    ...row,
    remark: s.remark,
    openingBalance: opening,
    itemsAmount: row.totalAmount,
    paymentsAmount: row.paidAmount,
    closingBalance: opening + row.totalAmount - row.paidAmount,
    pendingAmount: pending,
    payableAmount: payable ? Math.max(0, row.outstandingAmount - pending) : 0,
    editable: row.status === 'OPEN',
    payable,
    bills: bills.map(toBillRow),
    payments: paymentRows,
    partyName: party?.name ?? '',
    billingInfo: info,
  }
}
