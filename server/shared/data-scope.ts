// The one rule of a sub-user's data scope (issue 33): a login whose user_login.data_scope is
// 'ownCustomers' sees only its own customers, the members of its merchant whose salesman
// (dis_member.salesman_id) is the salesman linked to the login (dis_salesman.user_login_id),
// and those members' orders (sales_order.buyer_party_id). A scoped login linked to no salesman
// has no customers and sees none. Every list, count, detail, export, report and push of the
// orders and members areas takes its where-clause from here; an order or member outside the
// scope is answered as not found, as another merchant's is. The reports that cannot be split by
// customer are refused to a scoped login (MERCHANT_WIDE_REPORT_CALLS, statistics.routes.ts).
import { type RawBuilder, sql } from 'kysely'
import type { Context } from 'hono'
import type { AppEnv, Caller } from '../app-env.ts'
import type { Database, Db } from '../db/schema.ts'
import type { Transaction } from 'kysely'

type Q = Db | Transaction<Database>

/** A scoped caller's customers: its merchant, and the salesman it is (null: none, so no customers). */
export interface CustomerScope {
  partyId: string
  salesmanId: number | null
}

/**
 * The caller's scope, or null when it sees every member and order of its merchant. The login's
 * data scope is read with its session on every call (server/middleware/auth.ts), so a change
 * applies on the person's next call, and a caller who sees everything costs no statement here.
 */
export async function customerScopeOf(
  db: Q,
  caller: Pick<Caller, 'userLoginId' | 'partyId' | 'dataScope'>,
): Promise<CustomerScope | null> {
  if (caller.dataScope !== 'ownCustomers') return null
  return readCustomerScope(db, caller)
}

/** The scope of the current call: the caller's, on the call's database. */
export const scopeOfCall = (c: Context<AppEnv>) => customerScopeOf(c.get('deps').db, c.get('caller'))

/** The login's scope as it is now in the database (a long-lived stream reads it again at each heartbeat). */
async function readCustomerScope(
  db: Q,
  caller: Pick<Caller, 'userLoginId' | 'partyId'>,
): Promise<CustomerScope | null> {
  const row = await db
    .selectFrom('user_login')
    .leftJoin('dis_salesman', (join) =>
      join
        .onRef('dis_salesman.user_login_id', '=', 'user_login.id')
        .on('dis_salesman.party_id', '=', caller.partyId),
    )
    .select(['user_login.data_scope', 'dis_salesman.id as salesmanId'])
    .where('user_login.id', '=', caller.userLoginId)
    .where('user_login.party_id', '=', caller.partyId)
    .orderBy('dis_salesman.id')
    .executeTakeFirst()
  if (row?.data_scope !== 'ownCustomers') return null
  return { partyId: caller.partyId, salesmanId: row.salesmanId === null ? null : Number(row.salesmanId) }
}

/** True when `partyColumn` (a buyer's or member's party id) is one of the scope's customers. */
export function isOwnCustomer(scope: CustomerScope, partyColumn: string): RawBuilder<boolean> {
  if (scope.salesmanId === null) return sql<boolean>`1 = 0`
  return sql<boolean>`${sql.ref(partyColumn)} in (select own_customer.member_party_id from dis_member own_customer
    where own_customer.party_id = ${scope.partyId} and own_customer.salesman_id = ${scope.salesmanId})`
}

/**
 * Limits a select over `sales_order` (or a table whose buyer column is named) to the scope's
 * customers' orders; no scope, unchanged.
 */
// biome-ignore lint/suspicious/noExplicitAny: any select with a where, over the orders
export function scopeOrders<T extends { where: any }>(
  query: T,
  scope: CustomerScope | null,
  buyerColumn = 'sales_order.buyer_party_id',
): T {
  return scope ? query.where(isOwnCustomer(scope, buyerColumn)) : query
}

/** Limits a select over `dis_member` (aliased `memberTable`) to the scope's customers; no scope, unchanged. */
// biome-ignore lint/suspicious/noExplicitAny: any select with a where, over the members
export function scopeMembers<T extends { where: any }>(
  query: T,
  scope: CustomerScope | null,
  memberTable = 'dis_member',
): T {
  if (!scope) return query
  if (scope.salesmanId === null) return query.where(sql<boolean>`1 = 0`)
  return query.where(sql.ref(`${memberTable}.salesman_id`), '=', scope.salesmanId)
}

/** Whether one buyer (an order's buyer_party_id) is within the scope: no scope, always. */
export async function buyerInScope(db: Q, scope: CustomerScope | null, buyerPartyId: string | null) {
  if (!scope) return true
  if (scope.salesmanId === null || buyerPartyId === null) return false
  const row = await db
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', scope.partyId)
    .where('member_party_id', '=', buyerPartyId)
    .where('salesman_id', '=', scope.salesmanId)
    .executeTakeFirst()
  return row !== undefined
}

/** Whether the merchant's order `orderId` is within the scope (no scope: whether it is the merchant's). */
export async function orderInScope(db: Q, scope: CustomerScope | null, partyId: string, orderId: number) {
  const row = await scopeOrders(
    db.selectFrom('sales_order').select('id').where('party_id', '=', partyId).where('id', '=', orderId),
    scope,
  ).executeTakeFirst()
  return row !== undefined
}

/**
 * The party ids of the caller's customers, for a filter that runs outside the database (the live
 * stream); null when it sees every member and order of its merchant.
 */
export async function customersOf(
  db: Q,
  caller: Pick<Caller, 'userLoginId' | 'partyId'>,
): Promise<Set<string> | null> {
  const scope = await readCustomerScope(db, caller)
  if (!scope) return null
  if (scope.salesmanId === null) return new Set()
  const rows = await db
    .selectFrom('dis_member')
    .select('member_party_id')
    .where('party_id', '=', scope.partyId)
    .where('salesman_id', '=', scope.salesmanId)
    .execute()
  return new Set(rows.map((r) => r.member_party_id))
}

/**
 * The member list's salesman filter under the scope (the list's statements are compiled per
 * filter set, so the scope is its salesman filter): the requested one when there is no scope;
 * the scope's salesman; null when nothing can match (no salesman linked, or another one asked).
 */
export function memberSalesmanFilter(
  scope: CustomerScope | null,
  requested: number | undefined,
): { salesmanId: number | undefined } | null {
  if (!scope) return { salesmanId: requested }
  if (scope.salesmanId === null) return null
  if (requested !== undefined && requested !== scope.salesmanId) return null
  return { salesmanId: scope.salesmanId }
}

/** Whether every one of the merchant's members `memberIds` is within the scope (no scope: true). */
export async function membersInScope(
  db: Q,
  scope: CustomerScope | null,
  memberIds: readonly number[],
): Promise<boolean> {
  if (!scope || memberIds.length === 0) return true
  const ids = [...new Set(memberIds)]
  const row = await scopeMembers(
    db
      .selectFrom('dis_member')
      .where('dis_member.party_id', '=', scope.partyId)
      .where('dis_member.id', 'in', ids),
    scope,
  )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0) === ids.length
}
