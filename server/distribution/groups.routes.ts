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
import { ok } from '../http/envelope.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { payload } from './distribution-input.ts'
import { scopeOfCall } from '../shared/data-scope.ts'
import { requireMembersInScope } from './member-scope.ts'
import {
  addMembersToGroup,
  deleteGroup,
  listGroupMembers,
  listGroups,
  removeMembersFromGroup,
  saveGroup,
} from './groups.repository.ts'

const area = requireArea('distribution')

export const groupsRoutes = new Hono<AppEnv>()
  .post('/getGroupData', requireSession, area, async (c) => {
    const { keyword, groupId, ...page } = await payload(c, groupListRequest)
    return ok(c, await listGroups(c.get('deps').db, c.get('caller').partyId, page, keyword, groupId))
  })
  .post('/saveDistributionGroup', requireSession, area, async (c) => {
    const input = await payload(c, groupSaveRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await saveGroup(db, c.get('caller').partyId, input, clock.now().toISOString()))
  })
  .post('/deleteDistributionGroup', requireSession, area, async (c) => {
    const { groupId } = await payload(c, groupRequest)
    await deleteGroup(c.get('deps').db, c.get('caller').partyId, groupId)
    return ok(c, null)
  })
  .post('/getGroupMemberData', requireSession, area, async (c) => {
    const { groupId, keyword, ...page } = await payload(c, groupMembersRequest)
    const query = { groupId, keyword, outside: false }
    return ok(
      c,
      await listGroupMembers(c.get('deps').db, c.get('caller').partyId, query, page, await scopeOfCall(c)),
    )
  })
  .post('/getOutGroupMemberData', requireSession, area, async (c) => {
    const { groupId, keyword, ...page } = await payload(c, groupMembersRequest)
    const query = { groupId, keyword, outside: true }
    return ok(
      c,
      await listGroupMembers(c.get('deps').db, c.get('caller').partyId, query, page, await scopeOfCall(c)),
    )
  })
  .post('/saveDistributionMembersToGroup', requireSession, area, async (c) => {
    const { groupId, memberIds } = await payload(c, groupMembersChangeRequest)
    await requireMembersInScope(c, memberIds)
    const { db, clock } = c.get('deps')
    await addMembersToGroup(db, c.get('caller').partyId, groupId, memberIds, clock.now().toISOString())
    return ok(c, null)
  })
  .post('/removeMemberFromGroup', requireSession, area, async (c) => {
    const { groupId, memberIds } = await payload(c, groupMembersChangeRequest)
    await requireMembersInScope(c, memberIds)
    await removeMembersFromGroup(c.get('deps').db, c.get('caller').partyId, groupId, memberIds)
    return ok(c, null)
  })
