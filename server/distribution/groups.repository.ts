// Data access for member groups (dis_group, dis_member_group). Tenant = the supplier merchant.
import type { Transaction } from 'kysely'
import type { GroupItem } from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from './members.repository.ts'

type Q = Db | Transaction<Database>

function groupQuery(db: Q, partyId: string) {
  return db
    .selectFrom('dis_group as g')
    .where('g.party_id', '=', partyId)
    .select((eb) => [
      'g.id as groupId',
      'g.name as name',
      'g.remark as remark',
      'g.created_at as createdAt',
      eb
        .selectFrom('dis_member_group as mg')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('mg.party_id', '=', partyId)
        .whereRef('mg.group_id', '=', 'g.id')
        .as('memberCount'),
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof groupQuery>['executeTakeFirstOrThrow']>>
const toItem = (r: Row): GroupItem => ({
  groupId: Number(r.groupId),
  name: r.name,
  remark: r.remark,
  memberCount: Number(r.memberCount ?? 0),
  createdAt: r.createdAt,
})

export async function listGroups(
  db: Q,
  partyId: string,
  params: PageParams,
  keyword?: string,
  groupId?: number,
): Promise<Page<GroupItem>> {
  let q = groupQuery(db, partyId)
  if (groupId !== undefined) q = q.where('g.id', '=', groupId)
  if (keyword) q = q.where((eb) => eb(eb.fn('lower', ['g.name']), 'like', likePattern(keyword)))
  return paginate(q, params, {
    sortable: { createdAt: 'g.created_at', name: 'g.name' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'g.id',
    map: toItem,
  })
}

export async function findGroup(db: Q, partyId: string, groupId: number): Promise<GroupItem | null> {
  const row = await groupQuery(db, partyId).where('g.id', '=', groupId).executeTakeFirst()
  return row ? toItem(row) : null
}

export async function groupNameTaken(
  db: Q,
  partyId: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db.selectFrom('dis_group').select('id').where('party_id', '=', partyId).where('name', '=', name)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return (await q.executeTakeFirst()) !== undefined
}
