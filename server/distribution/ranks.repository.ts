// Data access for member ranks (dis_rank). Tenant = the supplier merchant.
import { requireOwnedMembers } from './member-writes.repository.ts'
import type { Transaction } from 'kysely'
import type { MemberItem, RankItem, RankSaveRequest } from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from '../shared/keyword.ts'
import { listMembers } from './members.repository.ts'
import type { CustomerScope } from '../shared/data-scope.ts'

type Q = Db | Transaction<Database>

function rankQuery(db: Q, partyId: string) {
  return db
    .selectFrom('dis_rank as r')
    .where('r.party_id', '=', partyId)
    .select((eb) => [
      'r.id as rankId',
      'r.name as name',
      'r.discount_permille as discountPermille',
      'r.is_default as isDefault',
      'r.sort as sort',
      'r.remark as remark',
      'r.created_at as createdAt',
      eb
        .selectFrom('dis_member as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('m.party_id', '=', partyId)
        .whereRef('m.rank_id', '=', 'r.id')
        .as('memberCount'),
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof rankQuery>['executeTakeFirstOrThrow']>>
const toItem = (r: Row): RankItem => ({
  rankId: Number(r.rankId),
  name: r.name,
  discountPermille: Number(r.discountPermille),
  isDefault: Number(r.isDefault),
  sort: Number(r.sort),
  remark: r.remark,
  memberCount: Number(r.memberCount ?? 0),
  createdAt: r.createdAt,
})

export async function listRanks(
  db: Q,
  partyId: string,
  params: PageParams,
  keyword?: string,
): Promise<Page<RankItem>> {
  let q = rankQuery(db, partyId)
  if (keyword) q = q.where((eb) => eb(eb.fn('lower', ['r.name']), 'like', likePattern(keyword)))
  return paginate(q, params, {
    sortable: {
      sort: 'r.sort',
      name: 'r.name',
      createdAt: 'r.created_at',
      discountPermille: 'r.discount_permille',
    },
    defaultSort: { field: 'sort', order: 'asc' },
    tieBreaker: 'r.id',
    map: toItem,
  })
}

export async function findRank(db: Q, partyId: string, rankId: number): Promise<RankItem | null> {
  const row = await rankQuery(db, partyId).where('r.id', '=', rankId).executeTakeFirst()
  return row ? toItem(row) : null
}

/** True when another rank of the tenant already has this name. */
export async function rankNameTaken(
  db: Q,
  partyId: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db.selectFrom('dis_rank').select('id').where('party_id', '=', partyId).where('name', '=', name)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return (await q.executeTakeFirst()) !== undefined
}

/** The tenant's rank, or not found (another tenant's id included). */
export async function requireRank(db: Q, partyId: string, rankId: number): Promise<RankItem> {
  const rank = await findRank(db, partyId, rankId)
  if (!rank) throw ApiError.notFound('ranks.notFound')
  return rank
}

/** The rank new members get, if the tenant marked one. */
export async function defaultRankId(db: Q, partyId: string): Promise<number | null> {
  const row = await db
    .selectFrom('dis_rank')
    .select('id')
    .where('party_id', '=', partyId)
    .where('is_default', '=', 1)
    .executeTakeFirst()
  return row ? Number(row.id) : null
}

/** Creates (no rankId) or updates a rank; a unique name per tenant, one default rank per tenant. */
export async function saveRank(
  db: Db,
  partyId: string,
  input: RankSaveRequest,
  nowIso: string,
): Promise<RankItem> {
  const rankId = await db.transaction().execute(async (trx) => {
    if (input.rankId !== undefined) await requireRank(trx, partyId, input.rankId)
    if (await rankNameTaken(trx, partyId, input.name, input.rankId)) {
      throw ApiError.invalidInput('name', 'duplicate')
    }
    if (input.isDefault === 1) {
      await trx.updateTable('dis_rank').set({ is_default: 0 }).where('party_id', '=', partyId).execute()
    }
    const values = {
      name: input.name,
      discount_permille: input.discountPermille,
      is_default: input.isDefault,
      sort: input.sort,
      remark: input.remark,
      updated_at: nowIso,
    }
    if (input.rankId !== undefined) {
      await trx
        .updateTable('dis_rank')
        .set(values)
        .where('party_id', '=', partyId)
        .where('id', '=', input.rankId)
        .execute()
      return input.rankId
    }
    const row = await trx
      .insertInto('dis_rank')
      .values({ ...values, party_id: partyId, created_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  })
  return requireRank(db, partyId, rankId)
}

/** Refused while members hold the rank: they must be moved first. */
export async function deleteRank(db: Db, partyId: string, rankId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rank = await requireRank(trx, partyId, rankId)
    if (rank.memberCount > 0) {
      throw ApiError.conflict('ranks.hasMembers', { name: rank.name, count: rank.memberCount })
    }
    await trx.deleteFrom('dis_rank').where('party_id', '=', partyId).where('id', '=', rankId).execute()
  })
}

/**
 * `assign`: gives the tenant's members the rank. `remove`: takes it from those of them who
 * hold it; the others stay as they are.
 */
export async function changeMembersRank(
  db: Db,
  partyId: string,
  change: { action: 'assign' | 'remove'; rankId: number; memberIds: number[] },
  nowIso: string,
): Promise<void> {
  const { action, rankId } = change
  await db.transaction().execute(async (trx) => {
    await requireRank(trx, partyId, rankId)
    const ids = await requireOwnedMembers(trx, partyId, change.memberIds)
    let q = trx
      .updateTable('dis_member')
      .set({ rank_id: action === 'assign' ? rankId : null, updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', 'in', ids)
    if (action === 'remove') q = q.where('rank_id', '=', rankId)
    await q.execute()
  })
}

/** The members holding the tenant's rank, or (`outside`) those not holding it, to move in. */
export async function listRankMembers(
  db: Q,
  partyId: string,
  query: { rankId: number; outside: boolean; keyword?: string | undefined },
  page: PageParams,
  scope: CustomerScope | null = null,
): Promise<Page<MemberItem>> {
  const { rankId, keyword } = query
  await requireRank(db, partyId, rankId)
  const filters = query.outside ? { notRankId: rankId, keyword } : { rankId, keyword }
  return listMembers(db, partyId, page, filters, scope)
}
