// Members (SPEC.md section 7, Distribution, Members): the dealers a merchant distributes to.
import { changeMemberStatus, saveMemberRemark } from './member-writes.repository.ts'
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
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { payload } from './distribution-input.ts'
import { scopeOfCall } from '../shared/data-scope.ts'
import { requireMembersInScope } from './member-scope.ts'
import { setMemberGroups } from './groups.repository.ts'
import { findMember, findMemberOrder, listMemberOrders, listMembers } from './members.repository.ts'
import { changeMembersRank } from './ranks.repository.ts'
import { assignSalesman } from './salesmen.repository.ts'

const area = requireArea('distribution')

export const membersRoutes = new Hono<AppEnv>()
  .post('/getMemberData', requireSession, area, async (c) => {
    const { keyword, status, rankId, groupId, salesmanId, ...page } = await payload(c, memberListRequest)
    const partyId = c.get('caller').partyId
    const filters = { keyword, status, rankId, groupId, salesmanId }
    return ok(c, await listMembers(c.get('deps').db, partyId, page, filters, await scopeOfCall(c)))
  })
  .post('/getMemberDetailsData', requireSession, area, async (c) => {
    const { memberId } = await payload(c, memberRequest)
    const member = await findMember(c.get('deps').db, c.get('caller').partyId, memberId, await scopeOfCall(c))
    if (!member) throw ApiError.notFound('members.notFound')
    return ok(c, member)
  })
  .post('/getMemberOrderListData', requireSession, area, async (c) => {
    const { memberId, ...page } = await payload(c, memberOrdersRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    const member = await findMember(db, partyId, memberId, await scopeOfCall(c))
    if (!member) throw ApiError.notFound('members.notFound')
    return ok(c, await listMemberOrders(db, partyId, member.partyId, page))
  })
  .post('/getMemberSellerOrderDetailsData', requireSession, area, async (c) => {
    const { orderId } = await payload(c, memberOrderDetailsRequest)
    const order = await findMemberOrder(
      c.get('deps').db,
      c.get('caller').partyId,
      orderId,
      await scopeOfCall(c),
    )
    if (!order) throw ApiError.notFound('members.orderNotFound')
    return ok(c, order)
  })
  .post('/changeMemberStatus', requireSession, area, async (c) => {
    const { memberId, status } = await payload(c, memberStatusRequest)
    await requireMembersInScope(c, [memberId])
    const { db, clock } = c.get('deps')
    await changeMemberStatus(db, c.get('caller').partyId, memberId, status, clock.now().toISOString())
    return ok(c, null)
  })
  .post('/saveDistributionMemberRemark', requireSession, area, async (c) => {
    const { memberId, remark } = await payload(c, memberRemarkRequest)
    await requireMembersInScope(c, [memberId])
    const { db, clock } = c.get('deps')
    await saveMemberRemark(db, c.get('caller').partyId, memberId, remark, clock.now().toISOString())
    return ok(c, null)
  })
  .post('/saveDistributionMemberRank', requireSession, area, async (c) => {
    const { memberIds, rankId } = await payload(c, memberRankRequest)
    await requireMembersInScope(c, memberIds)
    const { db, clock } = c.get('deps')
    const change = { action: 'assign', rankId, memberIds } as const
    await changeMembersRank(db, c.get('caller').partyId, change, clock.now().toISOString())
    return ok(c, null)
  })
  .post('/saveDistributionMemberToGroups', requireSession, area, async (c) => {
    const { memberId, groupIds } = await payload(c, memberGroupsRequest)
    await requireMembersInScope(c, [memberId])
    const { db, clock } = c.get('deps')
    await setMemberGroups(db, c.get('caller').partyId, memberId, groupIds, clock.now().toISOString())
    return ok(c, null)
  })
  .post('/updateDistributionMemberSalesmanId', requireSession, area, async (c) => {
    const { memberIds, salesmanId } = await payload(c, memberSalesmanRequest)
    await requireMembersInScope(c, memberIds)
    const { db, clock } = c.get('deps')
    const updated = await assignSalesman(
      db,
      c.get('caller').partyId,
      memberIds,
      salesmanId,
      clock.now().toISOString(),
    )
    return ok(c, { updated })
  })
