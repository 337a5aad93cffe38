// Business friends and friend applications (SPEC.md section 7, Business network: Friends),
// the friend application a merchant sends from a detail page, and the products a chat can
// carry (Chat: getRecordMessageProductList). For the businessOpportunity area's roles; every
// call reads or decides only what is the caller's tenant's.
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import {
  acceptBusiFriendApplyRequest,
  applyBusiFriendRequest,
  busiFriendApplyRequest,
  busiFriendDetailRequest,
  busiFriendListRequest,
  recordMessageProductRequest,
  rejectBusiFriendApplyRequest,
} from '../../contract/business-friends.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { friendDetail, listChatProducts, listFriends } from './business-friends.repository.ts'
import { applyFriend, countAddFriend, decideApply, listApplies } from './friend-applications.repository.ts'

const area = requireArea('business-network')

export const businessFriendsRoutes = new Hono<AppEnv>()
  .post('/getBusiFriendListFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, busiFriendListRequest)
    return ok(c, await listFriends(c.get('deps').db, c.get('caller').partyId, input))
  })
  .post('/getBusiFriendDetailFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, busiFriendDetailRequest)
    return ok(c, await friendDetail(c.get('deps').db, c.get('caller').partyId, input.partyId, input.infoId))
  })
  .post('/getBusiFriendApplyFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, busiFriendApplyRequest)
    return ok(c, await listApplies(c.get('deps').db, c.get('caller').partyId, input))
  })
  .post('/acceptBusiFriendApplyFromNewMerchant', requireSession, area, async (c) => {
    const { appliedId } = await body(c, acceptBusiFriendApplyRequest)
    const { db, clock } = c.get('deps')
    await decideApply(db, c.get('caller'), { id: appliedId, option: 'ACCEPT' }, clock.now().toISOString())
    return ok(c, { isSuccess: 'Y' as const })
  })
  .post('/rejectBusiFriendApplyFromNewMerchant', requireSession, area, async (c) => {
    const { rejId, rejectText } = await body(c, rejectBusiFriendApplyRequest)
    const { db, clock } = c.get('deps')
    await decideApply(
      db,
      c.get('caller'),
      { id: rejId, option: 'REJECT', rejectText },
      clock.now().toISOString(),
    )
    return ok(c, { isSuccess: 'Y' as const })
  })
  .post('/countAddFriend', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await countAddFriend(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/applyBusiFriendFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, applyBusiFriendRequest)
    const { db, clock } = c.get('deps')
    const id = await applyFriend(db, c.get('caller'), input, clock.now().toISOString())
    return ok(c, { isSuccess: 'Y' as const, id: String(id) })
  })
  .post('/getRecordMessageProductList', requireSession, area, async (c) => {
    const input = await body(c, recordMessageProductRequest)
    return ok(c, await listChatProducts(c.get('deps').db, c.get('caller').partyId, input))
  })
