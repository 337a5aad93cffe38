// Data access for salesmen (dis_salesman). Tenant = the supplier merchant.
import { requireOwnedMembers } from './member-writes.repository.ts'
import type { Transaction } from 'kysely'
import type {
  SalesmanCreateRequest,
  SalesmanDeleteRequest,
  SalesmanItem,
  SalesmanUpdateRequest,
} from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from '../shared/keyword.ts'

type Q = Db | Transaction<Database>

function salesmanQuery(db: Q, partyId: string) {
  return db
    .selectFrom('dis_salesman as s')
    .where('s.party_id', '=', partyId)
    .select((eb) => [
      's.id as salesmanId',
      's.name as name',
      's.phone as phone',
      's.enabled as enabled',
      's.is_default as isDefault',
      's.remark as remark',
      's.user_login_id as userLoginId',
      's.created_at as createdAt',
      eb
        .selectFrom('dis_member as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('m.party_id', '=', partyId)
        .whereRef('m.salesman_id', '=', 's.id')
        .as('memberCount'),
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof salesmanQuery>['executeTakeFirstOrThrow']>>
const toItem = (r: Row): SalesmanItem => ({
  salesmanId: Number(r.salesmanId),
  name: r.name,
  phone: r.phone,
  enabled: Number(r.enabled),
  isDefault: Number(r.isDefault),
  remark: r.remark,
  userLoginId: r.userLoginId,
  memberCount: Number(r.memberCount ?? 0),
  createdAt: r.createdAt,
})

export async function listSalesmen(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: { keyword?: string | undefined; enabled?: number | undefined },
): Promise<Page<SalesmanItem>> {
  let q = salesmanQuery(db, partyId)
  if (filters.keyword) {
    const like = likePattern(filters.keyword)
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['s.name']), 'like', like), eb('s.phone', 'like', like)]))
  }
  if (filters.enabled !== undefined) q = q.where('s.enabled', '=', filters.enabled)
  return paginate(q, params, {
    sortable: { createdAt: 's.created_at', name: 's.name' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 's.id',
    map: toItem,
  })
}

export async function findSalesman(db: Q, partyId: string, salesmanId: number): Promise<SalesmanItem | null> {
  const row = await salesmanQuery(db, partyId).where('s.id', '=', salesmanId).executeTakeFirst()
  return row ? toItem(row) : null
}

export async function findSalesmanBy(
  db: Q,
  partyId: string,
  where: { isDefault?: boolean; userLoginId?: string },
): Promise<SalesmanItem | null> {
  let q = salesmanQuery(db, partyId).where('s.enabled', '=', 1)
  if (where.isDefault) q = q.where('s.is_default', '=', 1)
  if (where.userLoginId) q = q.where('s.user_login_id', '=', where.userLoginId)
  const row = await q.orderBy('s.id').executeTakeFirst()
  return row ? toItem(row) : null
}

export async function phoneTaken(db: Q, partyId: string, phone: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('dis_salesman')
    .select('id')
    .where('party_id', '=', partyId)
    .where('phone', '=', phone)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return (await q.executeTakeFirst()) !== undefined
}

/** The tenant's salesman, or not found (another tenant's id included). */
export async function requireSalesman(db: Q, partyId: string, salesmanId: number): Promise<SalesmanItem> {
  const salesman = await findSalesman(db, partyId, salesmanId)
  if (!salesman) throw ApiError.notFound('salesmen.notFound')
  return salesman
}

/** The enabled default salesman new members get, if any. */
export async function defaultSalesmanId(db: Q, partyId: string): Promise<number | null> {
  const row = await db
    .selectFrom('dis_salesman')
    .select('id')
    .where('party_id', '=', partyId)
    .where('is_default', '=', 1)
    .where('enabled', '=', 1)
    .executeTakeFirst()
  return row ? Number(row.id) : null
}

/** Creates (no salesmanId) or updates a salesman; phones unique per tenant, one default per tenant. */
export async function saveSalesman(
  db: Db,
  partyId: string,
  input: SalesmanCreateRequest | SalesmanUpdateRequest,
  nowIso: string,
): Promise<SalesmanItem> {
  const existingId = 'salesmanId' in input ? input.salesmanId : undefined
  const id = await db.transaction().execute(async (trx) => {
    if (existingId !== undefined) await requireSalesman(trx, partyId, existingId)
    if (await phoneTaken(trx, partyId, input.phone, existingId))
      throw ApiError.invalidInput('phone', 'duplicate')
    if (input.isDefault === 1) {
      await trx.updateTable('dis_salesman').set({ is_default: 0 }).where('party_id', '=', partyId).execute()
    }
    const values = {
      name: input.name,
      phone: input.phone,
      enabled: input.enabled,
      is_default: input.isDefault,
      remark: input.remark,
      updated_at: nowIso,
    }
    if (existingId !== undefined) {
      await trx
        .updateTable('dis_salesman')
        .set(values)
        .where('party_id', '=', partyId)
        .where('id', '=', existingId)
        .execute()
      return existingId
    }
    const row = await trx
      .insertInto('dis_salesman')
      .values({ ...values, party_id: partyId, user_login_id: null, created_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  })
  return requireSalesman(db, partyId, id)
}

/**
 * Deletes a salesman. Its members are reassigned or unassigned as the caller chose; without
 * a choice while it has members, refused (conflict, with the member count).
 */
export async function deleteSalesman(
  db: Db,
  partyId: string,
  { salesmanId, membersAction, reassignTo }: SalesmanDeleteRequest,
  nowIso: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const salesman = await requireSalesman(trx, partyId, salesmanId)
    if (salesman.memberCount > 0) {
      if (!membersAction) {
        throw ApiError.conflict(
          'salesmen.hasMembers',
          { name: salesman.name, count: salesman.memberCount },
          { memberCount: salesman.memberCount },
        )
      }
      let target: number | null = null
      if (membersAction === 'REASSIGN' && reassignTo !== undefined) {
        await requireSalesman(trx, partyId, reassignTo)
        target = reassignTo
      }
      await trx
        .updateTable('dis_member')
        .set({ salesman_id: target, updated_at: nowIso })
        .where('party_id', '=', partyId)
        .where('salesman_id', '=', salesmanId)
        .execute()
    }
    await trx
      .deleteFrom('dis_salesman')
      .where('party_id', '=', partyId)
      .where('id', '=', salesmanId)
      .execute()
  })
}

/** Enables or disables several of the tenant's salesmen; answers how many. */
export async function setSalesmenEnabled(
  db: Db,
  partyId: string,
  salesmanIds: number[],
  enabled: number,
  nowIso: string,
): Promise<number> {
  const wanted = [...new Set(salesmanIds)]
  await db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('dis_salesman')
      .select('id')
      .where('party_id', '=', partyId)
      .where('id', 'in', wanted)
      .execute()
    if (owned.length !== wanted.length) throw ApiError.notFound('salesmen.notFound')
    await trx
      .updateTable('dis_salesman')
      .set({ enabled, updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', 'in', wanted)
      .execute()
  })
  return wanted.length
}

/** Gives the tenant's members one salesman (null: none); answers how many members. */
export async function assignSalesman(
  db: Db,
  partyId: string,
  memberIds: number[],
  salesmanId: number | null,
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (salesmanId !== null) await requireSalesman(trx, partyId, salesmanId)
    const ids = await requireOwnedMembers(trx, partyId, memberIds)
    await trx
      .updateTable('dis_member')
      .set({ salesman_id: salesmanId, updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', 'in', ids)
      .execute()
    return ids.length
  })
}
