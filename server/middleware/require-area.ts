// Authorization from the one role table in contract/roles.ts, per route group.
import { createMiddleware } from 'hono/factory'
import { type Area, canUseArea, hasAnyRole } from '../../contract/roles.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'

export const requireArea = (area: Area) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller')
    if (!canUseArea(caller.roles, area)) {
      c.get('deps').log({
        kind: 'authz.refused',
        detail: { area, path: c.req.path, user: caller.userLoginId },
      })
      throw ApiError.forbidden(`no access to ${area}`)
    }
    await next()
  })

export const requireRoles = (roles: readonly string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller')
    if (!hasAnyRole(caller.roles, roles)) {
      c.get('deps').log({
        kind: 'authz.refused',
        detail: { roles, path: c.req.path, user: caller.userLoginId },
      })
      throw ApiError.forbidden()
    }
    await next()
  })
