// The distribution area (SPEC.md section 7, Distribution): one router mounted at /control,
// signed-in callers with the distribution roles only. Each part of the area is its own
// module beside this file; add a module with one `.route('/', ...)` line. Each handler
// carries its guard itself (server/middleware/require-area.ts says why).
import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { cooperationRoutes } from './cooperation.routes.ts'
import { distributionSetupRoutes } from './distribution-setup.routes.ts'
import { groupsRoutes } from './groups.routes.ts'
import { membersRoutes } from './members.routes.ts'
import { ranksRoutes } from './ranks.routes.ts'
import { salesmenRoutes } from './salesmen.routes.ts'

export const distributionRoutes = new Hono<AppEnv>()
  .route('/', cooperationRoutes)
  .route('/', membersRoutes)
  .route('/', ranksRoutes)
  .route('/', groupsRoutes)
  .route('/', salesmenRoutes)
  .route('/', distributionSetupRoutes)
