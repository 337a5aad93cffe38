// Data access of the dashboard: counts and sums over the tenant's own rows, each on an index
// that starts with party_id (docs/data-model.md). Every function takes the tenant's party id
// from the session, never from the request.
import { sql } from 'kysely'
import { AFTER_SALE_AWAITING_AUDIT } from '../../contract/lifecycles/after-sale.lifecycle.ts'
import { ORDER_AWAITING_SHIPMENT } from '../../contract/lifecycles/order.lifecycle.ts'
import type { RepairStatus } from '../../contract/lifecycles/repair.lifecycle.ts'
import { SALE_STATUSES } from '../../contract/statistics.constants.ts'
import type { Db } from '../db/schema.ts'

/** A half-open window of instants, ISO-8601 UTC: from <= t < to. */
export interface Window {
  from: string
  to: string
}


const num = (v: unknown): number => Number(v ?? 0)

export async function countOrdersWaitingShipment(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('sales_order')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('status', 'in', ORDER_AWAITING_SHIPMENT)
    .executeTakeFirst()
  return num(row?.n)
}

export async function countAfterSalesWaitingAudit(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('after_sale')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('status', 'in', AFTER_SALE_AWAITING_AUDIT)
    .executeTakeFirst()
  return num(row?.n)
}

/** Sales (contract/statistics.constants.ts SALE_STATUSES, the reports' definition) created in the window: how many, and their pay amount in fen. */
export async function salesIn(
  db: Db,
  partyId: string,
  w: Window,
): Promise<{ orders: number; amount: number }> {
  const row = await db
    .selectFrom('sales_order')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('pay_amount').as('amount')])
    .where('party_id', '=', partyId)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .where('status', 'in', SALE_STATUSES)
    .executeTakeFirst()
  return { orders: num(row?.n), amount: num(row?.amount) }
}

export async function countProductsOnSale(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where('status', '=', 'ON_SALE')
    .executeTakeFirst()
  return num(row?.n)
}

/** Catalogue orders the supplier has yet to audit (the order audit list's badge). */
export async function countCatalogueOrdersWaitingAudit(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('catalogue_order')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('audit_status', '=', 'PENDING')
    .executeTakeFirst()
  return num(row?.n)
}

/** Active distribution members (the member cap counts every row; this is who can order). */
export async function countActiveMembers(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('dis_member')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('status', '=', 'ENABLED')
    .executeTakeFirst()
  return num(row?.n)
}

export async function countPendingCooperation(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('dis_cooperation_application')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  return num(row?.n)
}

/** The tenant's tier (party.tier): tells a distribution merchant's sub-accounts apart. */
export async function tierOf(db: Db, partyId: string): Promise<string | null> {
  const row = await db.selectFrom('party').select('tier').where('id', '=', partyId).executeTakeFirst()
  return row?.tier ?? null
}

/** An ordering merchant's own catalogue orders (it is the buyer), by audit status. */
export async function catalogueOrdersOfBuyer(
  db: Db,
  buyerPartyId: string,
  month: Window,
): Promise<{ pending: number; approved: number; monthAmount: number }> {
  const byStatus = await db
    .selectFrom('catalogue_order')
    .select(['audit_status', (eb) => eb.fn.countAll().as('n')])
    .where('buyer_party_id', '=', buyerPartyId)
    .groupBy('audit_status')
    .execute()
  const month_ = await db
    .selectFrom('catalogue_order')
    .select((eb) => eb.fn.sum('amount').as('amount'))
    .where('buyer_party_id', '=', buyerPartyId)
    .where('created_at', '>=', month.from)
    .where('created_at', '<', month.to)
    .where('audit_status', '!=', 'REJECTED')
    .executeTakeFirst()
  const count = (s: string) => num(byStatus.find((r) => r.audit_status === s)?.n)
  return { pending: count('PENDING'), approved: count('APPROVED'), monthAmount: num(month_?.amount) }
}

/** Orders the caller bought that are on their way (shipped, not yet received). */
export async function countPurchasesInTransit(db: Db, buyerPartyId: string): Promise<number> {
  const row = await db
    .selectFrom('sales_order')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('buyer_party_id', '=', buyerPartyId)
    .where('status', '=', 'SHIPPED')
    .executeTakeFirst()
  return num(row?.n)
}

export async function repairCountsByStatus(
  db: Db,
  partyId: string,
  statuses: readonly RepairStatus[],
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('repair_order')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .where('party_id', '=', partyId)
    .where('status', 'in', statuses)
    .groupBy('status')
    .execute()
  return Object.fromEntries(rows.map((r) => [r.status, num(r.n)]))
}

/** Open jobs assigned to one staff member. */
export async function countRepairsAssignedTo(
  db: Db,
  partyId: string,
  userLoginId: string,
  statuses: readonly RepairStatus[],
): Promise<number> {
  const row = await db
    .selectFrom('repair_order')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('assignee_user_login_id', '=', userLoginId)
    .where('status', 'in', statuses)
    .executeTakeFirst()
  return num(row?.n)
}

/** Open repair statements: to confirm (OPEN), unpaid (confirmed or partly paid), still owed. */
export async function repairStatementFigures(
  db: Db,
  partyId: string,
): Promise<{ toConfirm: number; unpaid: number; outstanding: number; paymentsToConfirm: number }> {
  const rows = await db
    .selectFrom('statement')
    .select((eb) => [
      'status',
      eb.fn.countAll().as('n'),
      eb.fn.sum(eb('total_amount', '-', eb.ref('paid_amount'))).as('owed'),
    ])
    .where('party_id', '=', partyId)
    .where('domain', '=', 'REPAIR')
    .where('status', 'in', ['OPEN', 'CONFIRMED', 'PARTIALLY_PAID'])
    .groupBy('status')
    .execute()
  const payments = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('domain', '=', 'REPAIR')
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  const count = (s: string) => num(rows.find((r) => r.status === s)?.n)
  return {
    toConfirm: count('OPEN'),
    unpaid: count('CONFIRMED') + count('PARTIALLY_PAID'),
    outstanding: rows.reduce((sum, r) => sum + num(r.owed), 0),
    paymentsToConfirm: num(payments?.n),
  }
}

export async function projectFigures(
  db: Db,
  partyId: string,
  month: Window,
): Promise<{ planning: number; inProgress: number; ordersPending: number; monthOrderAmount: number }> {
  const projects = await db
    .selectFrom('project')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .where('party_id', '=', partyId)
    .where('status', 'in', ['PLANNING', 'IN_PROGRESS'])
    .groupBy('status')
    .execute()
  const pending = await db
    .selectFrom('project_order')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  const monthAmount = await db
    .selectFrom('project_order')
    .select((eb) => eb.fn.sum('amount').as('amount'))
    .where('party_id', '=', partyId)
    .where('created_at', '>=', month.from)
    .where('created_at', '<', month.to)
    .where('status', '!=', 'CANCELLED')
    .executeTakeFirst()
  const count = (s: string) => num(projects.find((r) => r.status === s)?.n)
  return {
    planning: count('PLANNING'),
    inProgress: count('IN_PROGRESS'),
    ordersPending: num(pending?.n),
    monthOrderAmount: num(monthAmount?.amount),
  }
}

export async function membershipEnd(db: Db, partyId: string): Promise<string | null> {
  const row = await db.selectFrom('party').select('thru_date').where('id', '=', partyId).executeTakeFirst()
  return row?.thru_date ?? null
}

export async function countSubAccounts(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('user_login')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('is_sub_account', '=', 1)
    .executeTakeFirst()
  return num(row?.n)
}

// ---- trend charts ----

/** One UTC hour's totals; the route folds hours into business days (UTC+8). */
export interface HourTotals {
  hour: string
  amount: number
  count: number
}

// The first 13 characters of an ISO-8601 UTC timestamp are its hour ('2026-11-20T17'):
// the same text function on SQLite and PostgreSQL, and whole hours shift cleanly to UTC+8.
const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`

export async function salesOrderHours(db: Db, partyId: string, w: Window): Promise<HourTotals[]> {
  const hour = hourOf('created_at')
  const rows = await db
    .selectFrom('sales_order')
    .select((eb) => [hour.as('hour'), eb.fn.countAll().as('n'), eb.fn.sum('pay_amount').as('amount')])
    .where('party_id', '=', partyId)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .where('status', 'in', SALE_STATUSES)
    .groupBy(hour)
    .execute()
  return rows.map((r) => ({ hour: r.hour, amount: num(r.amount), count: num(r.n) }))
}

export async function catalogueOrderHoursOfBuyer(
  db: Db,
  buyerPartyId: string,
  w: Window,
): Promise<HourTotals[]> {
  const hour = hourOf('created_at')
  const rows = await db
    .selectFrom('catalogue_order')
    .select((eb) => [hour.as('hour'), eb.fn.countAll().as('n'), eb.fn.sum('amount').as('amount')])
    .where('buyer_party_id', '=', buyerPartyId)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .where('audit_status', '!=', 'REJECTED')
    .groupBy(hour)
    .execute()
  return rows.map((r) => ({ hour: r.hour, amount: num(r.amount), count: num(r.n) }))
}

export async function repairOrderHours(db: Db, partyId: string, w: Window): Promise<HourTotals[]> {
  const hour = hourOf('created_at')
  const rows = await db
    .selectFrom('repair_order')
    .select((eb) => [hour.as('hour'), eb.fn.countAll().as('n'), eb.fn.sum('total_amount').as('amount')])
    .where('party_id', '=', partyId)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .where('status', 'not in', ['REJECTED', 'CANCELLED'])
    .groupBy(hour)
    .execute()
  return rows.map((r) => ({ hour: r.hour, amount: num(r.amount), count: num(r.n) }))
}

export async function projectOrderHours(db: Db, partyId: string, w: Window): Promise<HourTotals[]> {
  const hour = hourOf('created_at')
  const rows = await db
    .selectFrom('project_order')
    .select((eb) => [hour.as('hour'), eb.fn.countAll().as('n'), eb.fn.sum('amount').as('amount')])
    .where('party_id', '=', partyId)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .where('status', '!=', 'CANCELLED')
    .groupBy(hour)
    .execute()
  return rows.map((r) => ({ hour: r.hour, amount: num(r.amount), count: num(r.n) }))
}

export async function repairBillHours(db: Db, partyId: string, w: Window): Promise<HourTotals[]> {
  const hour = hourOf('occurred_at')
  const rows = await db
    .selectFrom('bill_detail')
    .select((eb) => [hour.as('hour'), eb.fn.countAll().as('n'), eb.fn.sum('amount').as('amount')])
    .where('party_id', '=', partyId)
    .where('domain', '=', 'REPAIR')
    .where('occurred_at', '>=', w.from)
    .where('occurred_at', '<', w.to)
    .groupBy(hour)
    .execute()
  return rows.map((r) => ({ hour: r.hour, amount: num(r.amount), count: num(r.n) }))
}
