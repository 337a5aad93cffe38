// Data access for financial settlement (domain TRADE) and repair settlement (domain REPAIR).
// Every query is scoped by the book: the caller's tenant (party_id) and the domain. Money is
// integer fen; PostgreSQL answers bigint columns and sums as text, so every amount goes
// through Number() here.
import { type SelectQueryBuilder, type StringReference, type Transaction, sql } from 'kysely'
import type {
  BillingInfo,
  BillingInfoValues,
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
import { nextNumber } from '../db/next-number.ts'
import type { Database, Db, SettlementDomain } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'

type Q = Db | Transaction<Database>

/** Whose books: the caller's tenant and the settlement domain of the route group. */
export interface Book {
  partyId: string
  domain: SettlementDomain
}

interface Range {
  from?: string | undefined
  to?: string | undefined
}

const money = (v: unknown): number => Number(v ?? 0)

/** The lists' search: any of `columns` contains the keyword, case-folded (none: every row). */
function searched<DB, TB extends keyof DB, O>(
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
function inRange<DB, TB extends keyof DB, O>(
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
const idText = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

// ---- statements ----

function statementQuery(db: Q, book: Book) {
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

type StatementSql = Awaited<ReturnType<ReturnType<typeof statementQuery>['executeTakeFirstOrThrow']>>

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

// ---- billing information ----

async function billingInfoOf(db: Q, book: Book): Promise<BillingInfo | null> {
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

export function findBillingInfo(db: Db, book: Book): Promise<BillingInfo | null> {
  return billingInfoOf(db, book)
}

async function checkBank(db: Q, field: string, code: string | null | undefined): Promise<string | null> {
  if (!code) return null
  const bank = await db.selectFrom('bank').select('code').where('code', '=', code).executeTakeFirst()
  if (!bank) throw ApiError.invalidInput(field, 'notFound')
  return bank.code
}

/** Writes the book's default billing information (creates it the first time). */
export function saveBillingInfo(
  db: Db,
  book: Book,
  v: BillingInfoValues,
  nowIso: string,
): Promise<BillingInfo> {
  return db.transaction().execute(async (trx) => {
    await lockTenant(trx, book.partyId)
    const bankCode = await checkBank(trx, 'bankCode', v.bankCode)
    const values = {
      title_type: v.titleType,
      invoice_title: v.invoiceTitle,
      tax_no: v.titleType === 'PERSONAL' && v.taxNo === '' ? '' : v.taxNo,
      bank_code: bankCode,
      bank_branch: v.bankBranch,
      account_no: v.accountNo,
      address: v.address,
      phone: v.phone,
      email: v.email,
      updated_at: nowIso,
    }
    const current = await billingInfoOf(trx, book)
    if (current) {
      await trx
        .updateTable('billing_info')
        .set({ ...values, is_default: 1 })
        .where('id', '=', Number(current.billingInfoId))
        .where('party_id', '=', book.partyId)
        .execute()
    } else {
      await trx
        .insertInto('billing_info')
        .values({ ...values, party_id: book.partyId, domain: book.domain, is_default: 1, created_at: nowIso })
        .execute()
    }
    return (await billingInfoOf(trx, book)) as BillingInfo
  })
}

// ---- one statement ----

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

/** The statement inside a write, locked; refused when missing, stale or not in `allowed`. */
async function statementForWrite(
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

// ---- payment notes ----

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
}

function nextPaymentNo(trx: Q, partyId: string, nowIso: string): Promise<string> {
  const prefix = `FK${nowIso.slice(0, 10).replaceAll('-', '')}`
  return nextNumber(trx, { table: 'payment', column: 'payment_no', partyId, prefix, digits: 4 })
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
