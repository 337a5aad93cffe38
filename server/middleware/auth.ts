// Resolves the caller from the externalLoginKey header (or the token query of
// vueGetUserInfo) and refuses ended, expired or unknown sessions with the codes of SPEC.md
// section 8.
import { createMiddleware } from 'hono/factory'
import { ResultCode } from '../../contract/codes.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { hashToken } from '../security/token.ts'
import { findSessionWithLogin, rolesOf } from '../session/session.repository.ts'

/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60_000

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const deps = c.get('deps')
  const token = c.req.header('externalLoginKey') ?? c.req.query('token')
  if (!token) throw new ApiError(ResultCode.invalidToken, 'not signed in')
  const tokenHash = await hashToken(token)
  // Consulted first: a role-switch token has no session row. Absent on the Node server.
  const devCaller = deps.resolveDevToken ? await deps.resolveDevToken(token) : undefined
  if (devCaller) {
    c.set('caller', { ...devCaller, roles: await rolesOf(deps.db, devCaller.userLoginId), tokenHash })
    return next()
  }
  const session = await findSessionWithLogin(deps.db, tokenHash)
  const now = deps.clock.now()
  const refuse = (code: number, message: string, reason: string): never => {
    deps.log({ kind: 'session.refused', detail: { reason, path: c.req.path } })
    throw new ApiError(code, message)
  }
  if (!session) return refuse(ResultCode.invalidToken, 'invalid token', 'unknown')
  if (session.ended_at) {
    if (session.end_reason === 'replaced') {
      return refuse(ResultCode.loggedInElsewhere, 'signed in elsewhere', 'replaced')
    }
    return refuse(ResultCode.invalidToken, 'session ended', session.end_reason ?? 'ended')
  }
  const idleDeadline = new Date(session.last_seen_at).getTime() + deps.session.idleTimeoutMs
  if (now.toISOString() >= session.expires_at || now.getTime() >= idleDeadline) {
    return refuse(ResultCode.tokenExpired, 'token expired', 'expired')
  }
  if (session.enabled !== 1) return refuse(ResultCode.invalidToken, 'account disabled', 'disabled')

  if (now.getTime() - new Date(session.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    await deps.db
      .updateTable('session')
      .set({ last_seen_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute()
  }
  c.set('caller', {
    userLoginId: session.user_login_id,
    partyId: session.party_id,
    roles: await rolesOf(deps.db, session.user_login_id),
    tokenHash,
  })
  await next()
})
