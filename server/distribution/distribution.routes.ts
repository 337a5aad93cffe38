// The distribution area (SPEC.md section 7, Distribution): one router mounted at /control,
// signed-in callers with the distribution roles only. Each part of the area is its own
// module beside this file; add a module with one `.route('/', ...)` line. Each handler
// carries `distributionGuard` itself: a `use('*')` here would run for every other area's
// calls too, since all areas are mounted at the same /control root.
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
