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
import { ok } from '../http/envelope.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { payload } from './distribution-input.ts'
import { scopeOfCall } from '../shared/data-scope.ts'
import { requireMembersInScope } from './member-scope.ts'
import {
  changeMembersRank,
  deleteRank,
  listRankMembers,
  listRanks,
  requireRank,
  saveRank,
} from './ranks.repository.ts'

const area = requireArea('distribution')

export const ranksRoutes = new Hono<AppEnv>()
  .post('/getRankData', requireSession, area, async (c) => {
    const { keyword, ...page } = await payload(c, rankListRequest)
    return ok(c, await listRanks(c.get('deps').db, c.get('caller').partyId, page, keyword))
  })
  .post('/getRankByRankId', requireSession, area, async (c) => {
    const { rankId } = await payload(c, rankRequest)
    return ok(c, await requireRank(c.get('deps').db, c.get('caller').partyId, rankId))
  })
  .post('/saveDistributionRank', requireSession, area, async (c) => {
    const input = await payload(c, rankSaveRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await saveRank(db, c.get('caller').partyId, input, clock.now().toISOString()))
  })
  .post('/deleteDistributionRank', requireSession, area, async (c) => {
    const { rankId } = await payload(c, rankRequest)
    await deleteRank(c.get('deps').db, c.get('caller').partyId, rankId)
    return ok(c, null)
  })
  .post('/getRankMemberData', requireSession, area, async (c) => {
    const { rankId, keyword, ...page } = await payload(c, rankMembersRequest)
    const query = { rankId, keyword, outside: false }
    return ok(
      c,
      await listRankMembers(c.get('deps').db, c.get('caller').partyId, query, page, await scopeOfCall(c)),
    )
  })
  .post('/getOutRankMemberData', requireSession, area, async (c) => {
    const { rankId, keyword, ...page } = await payload(c, rankMembersRequest)
    const query = { rankId, keyword, outside: true }
    return ok(
      c,
      await listRankMembers(c.get('deps').db, c.get('caller').partyId, query, page, await scopeOfCall(c)),
    )
  })
  .post('/removeMemberFromRank', requireSession, area, async (c) => {
    const { rankId, memberIds } = await payload(c, rankRemoveMembersRequest)
    await requireMembersInScope(c, memberIds)
    const { db, clock } = c.get('deps')
    const change = { action: 'remove', rankId, memberIds } as const
    await changeMembersRank(db, c.get('caller').partyId, change, clock.now().toISOString())
    return ok(c, null)
  })
