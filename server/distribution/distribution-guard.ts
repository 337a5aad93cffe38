// Signed in, and a role of the distribution area (contract/roles.ts AREA_ROLES.distribution).
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'

const areaCheck = requireArea('distribution')

export const distributionGuard = createMiddleware<AppEnv>(async (c, next) => {
  await requireSession(c, async () => {
    await areaCheck(c, next)
  })
})
