// Data access for member ranks (dis_rank). Tenant = the supplier merchant.
import type { Transaction } from 'kysely'
import type { RankItem } from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from './members.repository.ts'

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
