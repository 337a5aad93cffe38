// Member groups (SPEC.md section 7, Distribution, Groups): named sets of members, e.g. the
// audience of a catalogue. A member may be in many groups.
import { Hono } from 'hono'
import {
  groupListRequest,
  groupMembersChangeRequest,
  groupMembersRequest,
  groupRequest,
  groupSaveRequest,
} from '../../contract/distribution.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { distributionGuard } from './distribution-guard.ts'
import { payload } from './distribution-input.ts'
import { findGroup, groupNameTaken, listGroups } from './groups.repository.ts'
import { listMembers } from './members.repository.ts'
import { requireOwnedMembers } from './members.routes.ts'

async function requireGroup(db: Parameters<typeof findGroup>[0], partyId: string, groupId: number) {
  const group = await findGroup(db, partyId, groupId)
  if (!group) throw ApiError.notFound('group not found')
  return group
}

export const groupsRoutes = new Hono<AppEnv>()
  .post('/getGroupData', distributionGuard, async (c) => {
    const { keyword, groupId, ...page } = await payload(c, groupListRequest)
    return ok(c, await listGroups(c.get('deps').db, c.get('caller').partyId, page, keyword, groupId))
  })
  .post('/saveDistributionGroup', distributionGuard, async (c) => {
    const input = await payload(c, groupSaveRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const now = clock.now().toISOString()
    const groupId = await db.transaction().execute(async (trx) => {
      if (input.groupId !== undefined) await requireGroup(trx, partyId, input.groupId)
      if (await groupNameTaken(trx, partyId, input.name, input.groupId)) {
        throw ApiError.invalidInput('name', 'duplicate')
      }
      if (input.groupId !== undefined) {
        await trx
          .updateTable('dis_group')
          .set({ name: input.name, remark: input.remark, updated_at: now })
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
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(row.id)
    })
    return ok(c, await findGroup(db, partyId, groupId))
  })
  .post('/deleteDistributionGroup', distributionGuard, async (c) => {
    const { groupId } = await payload(c, groupRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    // Members stay; only their membership of this group goes (cascade).
    await db.transaction().execute(async (trx) => {
      await requireGroup(trx, partyId, groupId)
      await trx
        .deleteFrom('dis_member_group')
        .where('party_id', '=', partyId)
        .where('group_id', '=', groupId)
        .execute()
      await trx.deleteFrom('dis_group').where('party_id', '=', partyId).where('id', '=', groupId).execute()
    })
    return ok(c, null)
  })
  .post('/getGroupMemberData', distributionGuard, async (c) => {
    const { groupId, keyword, ...page } = await payload(c, groupMembersRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    await requireGroup(db, partyId, groupId)
    return ok(c, await listMembers(db, partyId, page, { groupId, keyword }))
  })
  .post('/getOutGroupMemberData', distributionGuard, async (c) => {
    const { groupId, keyword, ...page } = await payload(c, groupMembersRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    await requireGroup(db, partyId, groupId)
    return ok(c, await listMembers(db, partyId, page, { notGroupId: groupId, keyword }))
  })
  .post('/saveDistributionMembersToGroup', distributionGuard, async (c) => {
    const { groupId, memberIds } = await payload(c, groupMembersChangeRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
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
      if (fresh.length === 0) return
      const now = clock.now().toISOString()
      await trx
        .insertInto('dis_member_group')
        .values(
          fresh.map((memberId) => ({
            group_id: groupId,
            member_id: memberId,
            party_id: partyId,
            created_at: now,
          })),
        )
        .execute()
    })
    return ok(c, null)
  })
  .post('/removeMemberFromGroup', distributionGuard, async (c) => {
    const { groupId, memberIds } = await payload(c, groupMembersChangeRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
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
    return ok(c, null)
  })
