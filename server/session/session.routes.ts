// Session calls of SPEC.md section 7: vueUserLogin, vueGetUserInfo, userLogout, getMenuCount,
// getBank. (getDashboardData and the message calls live in their own areas' modules.)
import { Hono } from 'hono'
import { ResultCode } from '../../contract/codes.ts'
import {
  type BankListResponse,
  loginRequest,
  type MenuCountResponse,
  menuCountRequest,
  type UserInfo,
  userInfoQuery,
} from '../../contract/session.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { unreadCounts } from '../messages/messages.repository.ts'
import { body, query } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { hashToken, newToken } from '../security/token.ts'
import {
  countAnnouncementSlots,
  countRecentAttempts,
  findLoginByUsername,
  findUserInfo,
  listBanks,
  menuCounts,
  recordFailedAttempt,
  rolesOf,
} from './session.repository.ts'

/** Verified against when the user name is unknown, so timing does not tell whether a user exists. */
const DUMMY_HASH = 'pbkdf2$10000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='

export const sessionRoutes = new Hono<AppEnv>()
  .post('/vueUserLogin', async (c) => {
    const deps = c.get('deps')
    const { USERNAME, PASSWORD } = await body(c, loginRequest)
    const now = deps.clock.now()
    const address = deps.clientAddress(c)
    const accountKey = `account:${USERNAME.toLowerCase()}|${address}`
    const addressKey = `address:${address}`
    const since = new Date(now.getTime() - deps.loginLimits.windowMs).toISOString()
    const [accountFailures, addressFailures] = await Promise.all([
      countRecentAttempts(deps.db, accountKey, since),
      countRecentAttempts(deps.db, addressKey, since),
    ])
    if (
      accountFailures >= deps.loginLimits.perAccountAndAddress ||
      addressFailures >= deps.loginLimits.perAddress
    ) {
      deps.log({ kind: 'login.limited', detail: { username: USERNAME, address } })
      throw new ApiError(ResultCode.tooManyRequests, 'too many failed sign-in attempts, try again later')
    }

    const login = await findLoginByUsername(deps.db, USERNAME)
    const valid = await deps.hasher.verify(PASSWORD, login?.password_hash ?? DUMMY_HASH)
    if (!login || !valid) {
      await recordFailedAttempt(deps.db, [accountKey, addressKey], now.toISOString())
      deps.log({ kind: 'login.failed', detail: { username: USERNAME, address } })
      throw new ApiError(ResultCode.badCredentials, 'wrong user name or password')
    }
    if (login.enabled !== 1) throw new ApiError(ResultCode.accountDisabled, 'this account is disabled')

    const token = newToken()
    const tokenHash = await hashToken(token)
    const roles = await rolesOf(deps.db, login.id)
    await deps.db.transaction().execute(async (trx) => {
      if (roles.some((r) => deps.session.singleSessionRoles.includes(r))) {
        await trx
          .updateTable('session')
          .set({ ended_at: now.toISOString(), end_reason: 'replaced' })
          .where('user_login_id', '=', login.id)
          .where('ended_at', 'is', null)
          .execute()
      }
      await trx
        .insertInto('session')
        .values({
          token_hash: tokenHash,
          user_login_id: login.id,
          party_id: login.party_id,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: new Date(now.getTime() + deps.session.absoluteLifetimeMs).toISOString(),
          ended_at: null,
          end_reason: null,
        })
        .execute()
    })
    return ok(c, { token })
  })
  .get('/vueGetUserInfo', requireSession, async (c) => {
    query(c, userInfoQuery)
    const deps = c.get('deps')
    const caller = c.get('caller')
    const [info, mesNum, slots] = await Promise.all([
      findUserInfo(deps.db, caller.userLoginId),
      // The bell's count: the same figure the message calls answer (messages.repository.ts).
      unreadCounts(deps.db, { partyId: caller.partyId, userLoginId: caller.userLoginId }).then(
        (u) => u.mesNum,
      ),
      countAnnouncementSlots(deps.db, caller.userLoginId, deps.clock.now().toISOString()),
    ])
    if (!info) throw ApiError.notFound('user not found')
    return ok<UserInfo>(c, {
      roles: caller.roles,
      name: info.name,
      avatar: info.avatar,
      userLoginId: info.userLoginId,
      partyId: info.partyId,
      vipName: info.vipName,
      vipCode: info.vipCode,
      thruDate: info.thruDate,
      fromDate: info.fromDate,
      mesNum,
      erpInfoId: info.erpInfoId || '0',
      indexPageNum: slots.indexPageNum,
      carouselNum: slots.carouselNum,
    })
  })
  .post('/userLogout', requireSession, async (c) => {
    const deps = c.get('deps')
    await deps.db
      .updateTable('session')
      .set({ ended_at: deps.clock.now().toISOString(), end_reason: 'logout' })
      .where('token_hash', '=', c.get('caller').tokenHash)
      .execute()
    return ok(c, null)
  })
  .post('/getMenuCount', requireSession, async (c) => {
    // The body's partyId is validated but never used: the counts are the caller's tenant's.
    await body(c, menuCountRequest)
    const counts = await menuCounts(c.get('deps').db, c.get('caller').partyId)
    return ok<MenuCountResponse>(c, [counts])
  })
  .get('/getBank', requireSession, async (c) => {
    return ok<BankListResponse>(c, await listBanks(c.get('deps').db))
  })
