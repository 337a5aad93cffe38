// Resolves the caller from the externalLoginKey header (or, for vueGetUserInfo alone, the
// token query) and refuses ended, expired or unknown sessions with the codes of SPEC.md
// section 8.
import type { Context, Next } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ResultCode } from '../../contract/codes.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import type { MessageKey } from '../http/messages/catalogue.ts'
import { hashToken } from '../security/token.ts'
import { heldPermissions, missingPermissionForCall } from '../../contract/permissions.ts'
import type { Caller } from '../app-env.ts'
import {
  findSessionWithLogin,
  parseStoredPermissions,
  rolesOf,
  storedPermissionsOf,
  touchSession,
} from '../session/session.repository.ts'

/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60_000

/**
 * The session of the externalLoginKey header. `queryToken` also takes `?token=`, for
 * vueGetUserInfo alone (SPEC.md section 7): a token in a URL ends up in logs, history and
 * Referer headers, so no other call accepts it there.
 */
function sessionMiddleware(options: { queryToken: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = c.req.header('externalLoginKey') ?? (options.queryToken ? c.req.query('token') : undefined)
    return resolveSession(c, next, token)
  })
}

/** Every signed-in call: the token comes only from the externalLoginKey header. */
export const requireSession = sessionMiddleware({ queryToken: false })

/** vueGetUserInfo only: the header, or else the `token` query parameter. */
export const requireSessionOrQueryToken = sessionMiddleware({ queryToken: true })

async function resolveSession(c: Context<AppEnv>, next: Next, token: string | undefined) {
  const deps = c.get('deps')
  if (!token) throw new ApiError(ResultCode.invalidToken, 'session.notSignedIn')
  const tokenHash = await hashToken(token)
  // Consulted first: a role-switch token has no session row. Absent on the Node server.
  const devCaller = deps.resolveDevToken ? await deps.resolveDevToken(deps.db, token) : undefined
  if (devCaller) {
    const roles = await rolesOf(deps.db, devCaller.userLoginId)
    const stored = parseStoredPermissions(
      await storedPermissionsOf(deps.db, devCaller.partyId, devCaller.userLoginId),
    )
    admit(c, { ...devCaller, roles, permissions: heldPermissions(roles, stored), tokenHash })
    return next()
  }
  // One statement: the session, its login's enabled flag and its roles.
  const session = await findSessionWithLogin(deps.db, tokenHash)
  const now = deps.clock.now()
  const refuse = (code: number, message: MessageKey, reason: string): never => {
    deps.log({ kind: 'session.refused', detail: { reason, path: c.req.path } })
    throw new ApiError(code, message)
  }
  if (!session) return refuse(ResultCode.invalidToken, 'session.invalidToken', 'unknown')
  if (session.ended_at) {
    if (session.end_reason === 'replaced') {
      return refuse(ResultCode.loggedInElsewhere, 'session.signedInElsewhere', 'replaced')
    }
    return refuse(ResultCode.invalidToken, 'session.ended', session.end_reason ?? 'ended')
  }
  const idleDeadline = new Date(session.last_seen_at).getTime() + deps.session.idleTimeoutMs
  if (now.toISOString() >= session.expires_at || now.getTime() >= idleDeadline) {
    return refuse(ResultCode.tokenExpired, 'session.expired', 'expired')
  }
  if (session.enabled !== 1) return refuse(ResultCode.invalidToken, 'session.accountDisabled', 'disabled')

  if (now.getTime() - new Date(session.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(deps.db, tokenHash, now.toISOString())
  }
  admit(c, {
    userLoginId: session.user_login_id,
    partyId: session.party_id,
    roles: session.roles,
    permissions: heldPermissions(session.roles, parseStoredPermissions(session.permissions)),
    dataScope: session.data_scope,
    tokenHash,
  })
  await next()
}

/**
 * Sets the caller, after the one check of a sub-user's permission keys (issue 33): a call a key
 * it lacks covers (contract/permissions.ts) is refused here, before any handler reads its body,
 * so every route guarded by a session is covered and a refusal changes nothing.
 */
function admit(c: Context<AppEnv>, caller: Caller): void {
  const call = c.req.path.replace(/^\/control\//, '').split('/')[0] ?? ''
  const missing = missingPermissionForCall(caller.roles, caller.permissions, call)
  if (missing !== undefined) {
    c.get('deps').log({
      kind: 'authz.refused',
      detail: { permission: missing, path: c.req.path, user: caller.userLoginId },
    })
    throw ApiError.forbidden('forbidden.permission', {
      permission: { key: `permission.${missing}` as MessageKey },
    })
  }
  c.set('caller', caller)
}

/**
 * Whether the session a long-lived answer was opened with (the push channel's stream) still
 * holds: not ended (sign-out, replaced, password reset), not past its absolute or idle lifetime,
 * its account enabled. A role-switch token of the mock has no session row and holds.
 */
export async function sessionStillHolds(
  deps: AppEnv['Variables']['deps'],
  tokenHash: string,
): Promise<boolean> {
  const session = await findSessionWithLogin(deps.db, tokenHash)
  if (!session) return deps.resolveDevToken !== undefined
  const now = deps.clock.now()
  const idleDeadline = new Date(session.last_seen_at).getTime() + deps.session.idleTimeoutMs
  return (
    !session.ended_at &&
    now.toISOString() < session.expires_at &&
    now.getTime() < idleDeadline &&
    session.enabled === 1
  )
}
