// Session calls of SPEC.md section 7: vueUserLogin, vueGetUserInfo, userLogout, getMenuCount,
// getBank. (getDashboardData and the message calls live in their own areas' modules.)
import type { BankListResponse } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import { ResultCode } from '../../contract/codes.ts'
import {
  loginRequest,
  type MenuCountResponse,
  menuCountRequest,
  type UserInfo,
  userInfoQuery,
} from '../../contract/session.schema.ts'
import { deniedPages, MERCHANT_WIDE_REPORT_PAGES } from '../../contract/permissions.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { unreadCounts } from '../messages/messages.repository.ts'
import { body, query } from '../http/validate.ts'
import { requireSession, requireSessionOrQueryToken } from '../middleware/auth.ts'
import { customerScopeOf, scopeOfCall } from '../shared/data-scope.ts'
import { standInHash } from '../security/password-hasher.ts'
import { hashToken, newToken } from '../security/token.ts'
import { failureKeys, loginGate, loginKeys } from './login-limits.ts'
import { checkSignInProof, newSignInChallenge } from './sign-in-proof.ts'
import { requireSecondFactor } from './totp.routes.ts'
import {
  countAnnouncementSlots,
  endSession,
  findLoginByUsername,
  findUserInfo,
  listBanks,
  menuCounts,
  scopedMenuCounts,
  recordFailedAttempt,
  rolesOf,
  startSession,
} from './session.repository.ts'

export const sessionRoutes = new Hono<AppEnv>()
  .post('/vueUserLogin', async (c) => {
    const deps = c.get('deps')
    const { USERNAME, PASSWORD, ALTCHA } = await body(c, loginRequest)
    const now = deps.clock.now()
    const address = deps.clientAddress(c)
    const keys = loginKeys(USERNAME, address)
    const gate = await loginGate(deps.db, deps.loginLimits, keys, now)
    if (gate.retryAfterSeconds > 0) {
      const retryAfterSeconds = gate.retryAfterSeconds
      deps.log({ kind: 'login.limited', detail: { username: USERNAME, address } })
      // The wait goes in the message and in data.retryAfterSeconds, for the login page's countdown.
      throw new ApiError(
        ResultCode.tooManyRequests,
        'session.tooManyAttempts',
        { seconds: retryAfterSeconds },
        { retryAfterSeconds },
      )
    }
    if (gate.proofRequired) {
      // The step-up: never a refusal of the right password, only work for this browser.
      const problem = await checkSignInProof(deps.db, keys.account, ALTCHA, now)
      if (problem) {
        deps.log({ kind: 'login.proofRequired', detail: { username: USERNAME, address, problem } })
        const challenge = await newSignInChallenge(deps.db, deps.loginLimits, keys.account, now)
        throw new ApiError(
          ResultCode.proofRequired,
          'session.proofRequired',
          {},
          {
            field: 'ALTCHA',
            reason: problem,
            challenge,
          },
        )
      }
    }

    const login = await findLoginByUsername(deps.db, USERNAME)
    // An unknown user name costs the same hashing as a known one, so timing does not tell
    // whether the user exists: the stand-in hash comes from the same hasher with the same work.
    const valid = await deps.hasher.verify(PASSWORD, login?.password_hash ?? (await standInHash(deps.hasher)))
    if (!login || !valid) {
      await recordFailedAttempt(deps.db, failureKeys(keys), now.toISOString())
      deps.log({ kind: 'login.failed', detail: { username: USERNAME, address } })
      throw new ApiError(ResultCode.badCredentials, 'session.badCredentials')
    }
    if (login.enabled !== 1) throw new ApiError(ResultCode.accountDisabled, 'session.accountDisabled')
    // One-time codes on (or required by the merchant): a ticket for totpLogin instead (40100).
    await requireSecondFactor(deps, login, now)

    const token = newToken()
    const tokenHash = await hashToken(token)
    const roles = await rolesOf(deps.db, login.id)
    await startSession(deps.db, {
      tokenHash,
      userLoginId: login.id,
      partyId: login.party_id,
      replacePrevious: roles.some((r) => deps.session.singleSessionRoles.includes(r)),
      now,
      lifetimeMs: deps.session.absoluteLifetimeMs,
    })
    return ok(c, { token })
  })
  .get('/vueGetUserInfo', requireSessionOrQueryToken, async (c) => {
    query(c, userInfoQuery)
    const deps = c.get('deps')
    const caller = c.get('caller')
    const [info, mesNum, slots, scope] = await Promise.all([
      findUserInfo(deps.db, caller.userLoginId),
      // The bell's count: the same figure the message calls answer (messages.repository.ts).
      unreadCounts(deps.db, { partyId: caller.partyId, userLoginId: caller.userLoginId }).then(
        (u) => u.mesNum,
      ),
      countAnnouncementSlots(deps.db, caller.userLoginId, deps.clock.now().toISOString()),
      customerScopeOf(deps.db, caller),
    ])
    if (!info) throw ApiError.notFound('session.userNotFound')
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
      permissions: caller.permissions === null ? null : [...caller.permissions],
      // A sub-user limited to its own customers is not shown the whole business's reports.
      deniedPages: scope
        ? [...new Set([...deniedPages(caller.permissions), ...MERCHANT_WIDE_REPORT_PAGES])]
        : deniedPages(caller.permissions),
    })
  })
  .post('/userLogout', requireSession, async (c) => {
    const deps = c.get('deps')
    await endSession(deps.db, c.get('caller').tokenHash, 'logout', deps.clock.now().toISOString())
    return ok(c, null)
  })
  .post('/getMenuCount', requireSession, async (c) => {
    // The body's partyId is validated but never used: the counts are the caller's tenant's.
    await body(c, menuCountRequest)
    const { db } = c.get('deps')
    // A sub-user limited to its own customers counts theirs only (server/shared/data-scope.ts).
    const scope = await scopeOfCall(c)
    const counts = scope ? await scopedMenuCounts(db, scope) : await menuCounts(db, c.get('caller').partyId)
    return ok<MenuCountResponse>(c, [counts])
  })
  .get('/getBank', requireSession, async (c) => {
    return ok<BankListResponse>(c, await listBanks(c.get('deps').db))
  })
