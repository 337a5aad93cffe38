// Data access for salesmen (dis_salesman). Tenant = the supplier merchant.
import type { Transaction } from 'kysely'
import type { SalesmanItem } from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from './members.repository.ts'

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
