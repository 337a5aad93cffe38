// Members (SPEC.md section 7, Distribution, Members): the dealers a merchant distributes to.
import { Hono } from 'hono'
import {
  memberGroupsRequest,
  memberListRequest,
  memberOrderDetailsRequest,
  memberOrdersRequest,
  memberRankRequest,
  memberRemarkRequest,
  memberRequest,
  memberSalesmanRequest,
  memberStatusRequest,
} from '../../contract/distribution.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { distributionGuard } from './distribution-guard.ts'
import { payload } from './distribution-input.ts'
import {
  countActiveMembers,
  findMember,
  findMemberOrder,
  listMemberOrders,
  listMembers,
  memberCapOf,
  ownedMemberIds,
} from './members.repository.ts'
import { lockTenant } from './tenant-lock.ts'

/** Refuses unless every id names one of the tenant's members (another tenant's id: not found). */
export async function requireOwnedMembers(
  db: Parameters<typeof ownedMemberIds>[0],
  partyId: string,
  memberIds: number[],
): Promise<number[]> {
  const wanted = [...new Set(memberIds)]
  const owned = await ownedMemberIds(db, partyId, wanted)
  if (owned.length !== wanted.length) throw ApiError.notFound('member not found')
  return wanted
}

export const membersRoutes = new Hono<AppEnv>()
  .post('/getMemberData', distributionGuard, async (c) => {
    const { keyword, status, rankId, groupId, salesmanId, ...page } = await payload(c, memberListRequest)
    const partyId = c.get('caller').partyId
    return ok(
      c,
      await listMembers(c.get('deps').db, partyId, page, { keyword, status, rankId, groupId, salesmanId }),
    )
  })
  .post('/getMemberDetailsData', distributionGuard, async (c) => {
    const { memberId } = await payload(c, memberRequest)
    const member = await findMember(c.get('deps').db, c.get('caller').partyId, memberId)
    if (!member) throw ApiError.notFound('member not found')
    return ok(c, member)
  })
  .post('/getMemberOrderListData', distributionGuard, async (c) => {
    const { memberId, ...page } = await payload(c, memberOrdersRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    const member = await findMember(db, partyId, memberId)
    if (!member) throw ApiError.notFound('member not found')
    return ok(c, await listMemberOrders(db, partyId, member.partyId, page))
  })
  .post('/getMemberSellerOrderDetailsData', distributionGuard, async (c) => {
    const { orderId } = await payload(c, memberOrderDetailsRequest)
    const order = await findMemberOrder(c.get('deps').db, c.get('caller').partyId, orderId)
    if (!order) throw ApiError.notFound('order not found')
    return ok(c, order)
  })
  .post('/changeMemberStatus', distributionGuard, async (c) => {
    const { memberId, status } = await payload(c, memberStatusRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    await db.transaction().execute(async (trx) => {
      await lockTenant(trx, partyId)
      const member = await trx
        .selectFrom('dis_member')
        .select(['id', 'status'])
        .where('party_id', '=', partyId)
        .where('id', '=', memberId)
        .executeTakeFirst()
      if (!member) throw ApiError.notFound('member not found')
      if (member.status === status) return
      if (status === 'ENABLED') {
        // Enabling takes a seat like an accepted application does.
        const cap = await memberCapOf(trx, partyId)
        if (cap !== null && (await countActiveMembers(trx, partyId)) >= cap) {
          throw ApiError.conflict(`member cap of ${cap} reached: upgrade the plan to enable more members`)
        }
      }
      await trx
        .updateTable('dis_member')
        .set({ status, updated_at: clock.now().toISOString() })
        .where('party_id', '=', partyId)
        .where('id', '=', memberId)
        .execute()
    })
    return ok(c, null)
  })
  .post('/saveDistributionMemberRemark', distributionGuard, async (c) => {
    const { memberId, remark } = await payload(c, memberRemarkRequest)
    const { db, clock } = c.get('deps')
    const res = await db
      .updateTable('dis_member')
      .set({ remark, updated_at: clock.now().toISOString() })
      .where('party_id', '=', c.get('caller').partyId)
      .where('id', '=', memberId)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) === 0) throw ApiError.notFound('member not found')
    return ok(c, null)
  })
  .post('/saveDistributionMemberRank', distributionGuard, async (c) => {
    const { memberIds, rankId } = await payload(c, memberRankRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    await db.transaction().execute(async (trx) => {
      const rank = await trx
        .selectFrom('dis_rank')
        .select('id')
        .where('party_id', '=', partyId)
        .where('id', '=', rankId)
        .executeTakeFirst()
      if (!rank) throw ApiError.notFound('rank not found')
      const ids = await requireOwnedMembers(trx, partyId, memberIds)
      await trx
        .updateTable('dis_member')
        .set({ rank_id: rankId, updated_at: clock.now().toISOString() })
        .where('party_id', '=', partyId)
        .where('id', 'in', ids)
        .execute()
    })
    return ok(c, null)
  })
  .post('/saveDistributionMemberToGroups', distributionGuard, async (c) => {
    const { memberId, groupIds } = await payload(c, memberGroupsRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
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
        if (owned.length !== wanted.length) throw ApiError.notFound('group not found')
      }
      await trx
        .deleteFrom('dis_member_group')
        .where('party_id', '=', partyId)
        .where('member_id', '=', memberId)
        .execute()
      if (wanted.length > 0) {
        const now = clock.now().toISOString()
        await trx
          .insertInto('dis_member_group')
          .values(
            wanted.map((groupId) => ({
              group_id: groupId,
              member_id: memberId,
              party_id: partyId,
              created_at: now,
            })),
          )
          .execute()
      }
    })
    return ok(c, null)
  })
  .post('/updateDistributionMemberSalesmanId', distributionGuard, async (c) => {
    const { memberIds, salesmanId } = await payload(c, memberSalesmanRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const updated = await db.transaction().execute(async (trx) => {
      if (salesmanId !== null) {
        const salesman = await trx
          .selectFrom('dis_salesman')
          .select('id')
          .where('party_id', '=', partyId)
          .where('id', '=', salesmanId)
          .executeTakeFirst()
        if (!salesman) throw ApiError.notFound('salesman not found')
      }
      const ids = await requireOwnedMembers(trx, partyId, memberIds)
      await trx
        .updateTable('dis_member')
        .set({ salesman_id: salesmanId, updated_at: clock.now().toISOString() })
        .where('party_id', '=', partyId)
        .where('id', 'in', ids)
        .execute()
      return ids.length
    })
    return ok(c, { updated })
  })
