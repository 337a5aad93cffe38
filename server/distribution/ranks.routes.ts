// Member ranks (SPEC.md section 7, Distribution, Ranks): a rank sets the discount its members
// get on distribution prices.
import { Hono } from 'hono'
import {
  rankListRequest,
  rankMembersRequest,
  rankRemoveMembersRequest,
  rankRequest,
  rankSaveRequest,
} from '../../contract/distribution.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { distributionGuard } from './distribution-guard.ts'
import { payload } from './distribution-input.ts'
import { listMembers } from './members.repository.ts'
import { requireOwnedMembers } from './members.routes.ts'
import { findRank, listRanks, rankNameTaken } from './ranks.repository.ts'

async function requireRank(db: Parameters<typeof findRank>[0], partyId: string, rankId: number) {
  const rank = await findRank(db, partyId, rankId)
  if (!rank) throw ApiError.notFound('rank not found')
  return rank
}

export const ranksRoutes = new Hono<AppEnv>()
  .post('/getRankData', distributionGuard, async (c) => {
    const { keyword, ...page } = await payload(c, rankListRequest)
    return ok(c, await listRanks(c.get('deps').db, c.get('caller').partyId, page, keyword))
  })
  .post('/getRankByRankId', distributionGuard, async (c) => {
    const { rankId } = await payload(c, rankRequest)
    return ok(c, await requireRank(c.get('deps').db, c.get('caller').partyId, rankId))
  })
  .post('/saveDistributionRank', distributionGuard, async (c) => {
    const input = await payload(c, rankSaveRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const now = clock.now().toISOString()
    const rankId = await db.transaction().execute(async (trx) => {
      if (input.rankId !== undefined) await requireRank(trx, partyId, input.rankId)
      if (await rankNameTaken(trx, partyId, input.name, input.rankId)) {
        throw ApiError.invalidInput('name', 'duplicate')
      }
      // One default rank per merchant: new members get it.
      if (input.isDefault === 1) {
        await trx.updateTable('dis_rank').set({ is_default: 0 }).where('party_id', '=', partyId).execute()
      }
      const values = {
        name: input.name,
        discount_permille: input.discountPermille,
        is_default: input.isDefault,
        sort: input.sort,
        remark: input.remark,
        updated_at: now,
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
        .values({ ...values, party_id: partyId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(row.id)
    })
    return ok(c, await findRank(db, partyId, rankId))
  })
  .post('/deleteDistributionRank', distributionGuard, async (c) => {
    const { rankId } = await payload(c, rankRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    await db.transaction().execute(async (trx) => {
      const rank = await requireRank(trx, partyId, rankId)
      if (rank.memberCount > 0) {
        throw ApiError.conflict(
          `rank "${rank.name}" is assigned to ${rank.memberCount} members: move them to another rank first`,
        )
      }
      await trx.deleteFrom('dis_rank').where('party_id', '=', partyId).where('id', '=', rankId).execute()
    })
    return ok(c, null)
  })
  .post('/getRankMemberData', distributionGuard, async (c) => {
    const { rankId, keyword, ...page } = await payload(c, rankMembersRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    await requireRank(db, partyId, rankId)
    return ok(c, await listMembers(db, partyId, page, { rankId, keyword }))
  })
  .post('/getOutRankMemberData', distributionGuard, async (c) => {
    const { rankId, keyword, ...page } = await payload(c, rankMembersRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    await requireRank(db, partyId, rankId)
    return ok(c, await listMembers(db, partyId, page, { notRankId: rankId, keyword }))
  })
  .post('/removeMemberFromRank', distributionGuard, async (c) => {
    const { rankId, memberIds } = await payload(c, rankRemoveMembersRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    await db.transaction().execute(async (trx) => {
      await requireRank(trx, partyId, rankId)
      const ids = await requireOwnedMembers(trx, partyId, memberIds)
      await trx
        .updateTable('dis_member')
        .set({ rank_id: null, updated_at: clock.now().toISOString() })
        .where('party_id', '=', partyId)
        .where('rank_id', '=', rankId)
        .where('id', 'in', ids)
        .execute()
    })
    return ok(c, null)
  })
