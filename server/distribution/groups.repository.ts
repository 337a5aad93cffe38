// Data access for member groups (dis_group, dis_member_group). Tenant = the supplier merchant.
// The only module that writes dis_member_group.
import { requireOwnedMembers } from './member-writes.repository.ts'
import type { Transaction } from 'kysely'
import type { GroupItem, GroupSaveRequest, MemberItem } from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from '../shared/keyword.ts'
import { listMembers } from './members.repository.ts'
import type { CustomerScope } from '../shared/data-scope.ts'

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

/** The tenant's group, or not found (another tenant's id included). */
export async function requireGroup(db: Q, partyId: string, groupId: number): Promise<GroupItem> {
  const group = await findGroup(db, partyId, groupId)
  if (!group) throw ApiError.notFound('groups.notFound')
  return group
}

/** Creates (no groupId) or renames a group; names are unique per tenant. */
export async function saveGroup(
  db: Db,
  partyId: string,
  input: GroupSaveRequest,
  nowIso: string,
): Promise<GroupItem> {
  const groupId = await db.transaction().execute(async (trx) => {
    if (input.groupId !== undefined) await requireGroup(trx, partyId, input.groupId)
    if (await groupNameTaken(trx, partyId, input.name, input.groupId)) {
      throw ApiError.invalidInput('name', 'duplicate')
    }
    if (input.groupId !== undefined) {
      await trx
        .updateTable('dis_group')
        .set({ name: input.name, remark: input.remark, updated_at: nowIso })
        .where('party_id', '=', partyId)
        .where('id', '=', input.groupId)
        .execute()
      return input.groupId
    }
    const row = await trx
      .insertInto('dis_group')
      .values({
        party_id: partyId,
        name: input.name,
        remark: input.remark,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  })
  return requireGroup(db, partyId, groupId)
}

/** Members stay; only their membership of this group goes. */
export async function deleteGroup(db: Db, partyId: string, groupId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireGroup(trx, partyId, groupId)
    await trx
      .deleteFrom('dis_member_group')
      .where('party_id', '=', partyId)
      .where('group_id', '=', groupId)
      .execute()
    await trx.deleteFrom('dis_group').where('party_id', '=', partyId).where('id', '=', groupId).execute()
  })
}

/** Adds the tenant's members to one group; those already in it stay as they are. */
export async function addMembersToGroup(
  db: Db,
  partyId: string,
  groupId: number,
  memberIds: number[],
  nowIso: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireGroup(trx, partyId, groupId)
    const ids = await requireOwnedMembers(trx, partyId, memberIds)
    const already = await trx
      .selectFrom('dis_member_group')
      .select('member_id')
      .where('party_id', '=', partyId)
      .where('group_id', '=', groupId)
      .where('member_id', 'in', ids)
      .execute()
    const present = new Set(already.map((r) => Number(r.member_id)))
    const fresh = ids.filter((id) => !present.has(id))
    await insertMemberGroups(
      trx,
      partyId,
      fresh.map((memberId) => ({ memberId, groupId })),
      nowIso,
    )
  })
}

export async function removeMembersFromGroup(
  db: Db,
  partyId: string,
  groupId: number,
  memberIds: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireGroup(trx, partyId, groupId)
    const ids = await requireOwnedMembers(trx, partyId, memberIds)
    await trx
      .deleteFrom('dis_member_group')
      .where('party_id', '=', partyId)
      .where('group_id', '=', groupId)
      .where('member_id', 'in', ids)
      .execute()
  })
}

/** Replaces one member's groups with `groupIds` (all the tenant's; empty: no group). */
export async function setMemberGroups(
  db: Db,
  partyId: string,
  memberId: number,
  groupIds: number[],
  nowIso: string,
): Promise<void> {
  const wanted = [...new Set(groupIds)]
  await db.transaction().execute(async (trx) => {
    await requireOwnedMembers(trx, partyId, [memberId])
    if (wanted.length > 0) {
      const owned = await trx
        .selectFrom('dis_group')
        .select('id')
        .where('party_id', '=', partyId)
        .where('id', 'in', wanted)
        .execute()
      if (owned.length !== wanted.length) throw ApiError.notFound('groups.notFound')
    }
    await trx
      .deleteFrom('dis_member_group')
      .where('party_id', '=', partyId)
      .where('member_id', '=', memberId)
      .execute()
    await insertMemberGroups(
      trx,
      partyId,
      wanted.map((groupId) => ({ memberId, groupId })),
      nowIso,
    )
  })
}

async function insertMemberGroups(
  trx: Transaction<Database>,
  partyId: string,
  pairs: { memberId: number; groupId: number }[],
  nowIso: string,
): Promise<void> {
  if (pairs.length === 0) return
  await trx
    .insertInto('dis_member_group')
    .values(
      pairs.map((p) => ({
        group_id: p.groupId,
        member_id: p.memberId,
        party_id: partyId,
        created_at: nowIso,
      })),
    )
    .execute()
}

/** The members in the tenant's group, or (`outside`) those not in it, to add. */
export async function listGroupMembers(
  db: Q,
  partyId: string,
  query: { groupId: number; outside: boolean; keyword?: string | undefined },
  page: PageParams,
  scope: CustomerScope | null = null,
): Promise<Page<MemberItem>> {
  const { groupId, keyword } = query
  await requireGroup(db, partyId, groupId)
  const filters = query.outside ? { notGroupId: groupId, keyword } : { groupId, keyword }
  return listMembers(db, partyId, page, filters, scope)
}
