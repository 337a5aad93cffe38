// Authorization from the one role table in contract/roles.ts. The one way a route is
// guarded: `requireSession` (server/middleware/auth.ts) first, then at most these, in the
// route's own chain: `.post('/call', requireSession, requireArea('distribution'), handler)`.
// A call open to every signed-in user has `requireSession` alone. (A `use('*')` on an area's
// router would run for every other area's calls too: all areas are mounted at /control.)
import { createMiddleware } from 'hono/factory'
import { type Area, canUseArea, hasAnyRole, SUB_ACCOUNT_ROLES } from '../../contract/roles.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import type { MessageKey, MessageParams } from '../http/messages/catalogue.ts'

/**
 * Lets the call through when `allows` holds for the caller's roles; otherwise logs the refusal
 * (ASVS 16.3) and answers forbidden. Every guard below is one of these.
 */
function roleGuard(
  allows: (roles: readonly string[]) => boolean,
  refusal: { message?: MessageKey; params?: MessageParams; detail?: Record<string, unknown> },
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller')
    if (!allows(caller.roles)) {
      c.get('deps').log({
        kind: 'authz.refused',
        detail: { ...refusal.detail, path: c.req.path, user: caller.userLoginId },
      })
      throw ApiError.forbidden(refusal.message, refusal.params)
    }
    await next()
  })
}

/** A role of the area (contract/roles.ts AREA_ROLES; admin passes every area). */
export const requireArea = (area: Area) =>
  roleGuard((roles) => canUseArea(roles, area), {
    message: 'forbidden.area',
    params: { area: { key: `area.${area}` } },
    detail: { area },
  })

/** Any of the roles (admin passes). */
export const requireRoles = (roles: readonly string[]) =>
  roleGuard((held) => hasAnyRole(held, roles), { detail: { roles } })

/** The merchant's own account only: sub-accounts may look but not, say, buy a membership. */
export const requireMerchantAccount = (message: MessageKey) =>
  roleGuard((roles) => !roles.some((r) => (SUB_ACCOUNT_ROLES as readonly string[]).includes(r)), { message })
