// The one implementation of the /control contract. The Node server (server/main.ts) and
// the in-page mock server (mock-server/) both run this app; only AppDeps differ.
import { Hono } from 'hono'
import { ResultCode } from '../contract/codes.ts'
import type { AppDeps } from './app-deps.ts'
import type { AppEnv } from './app-env.ts'
import { ApiError } from './http/api-error.ts'
import { fail } from './http/envelope.ts'
import { dashboardRoutes } from './dashboard/dashboard.routes.ts'
import { announcementsRoutes } from './announcements/announcements.routes.ts'
import { messagesRoutes } from './messages/messages.routes.ts'
import { distributionRoutes } from './distribution/distribution.routes.ts'
import { sessionRoutes } from './session/session.routes.ts'
import { uploadRoutes } from './storage/upload.routes.ts'

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.onError((err, c) => {
    if (err instanceof ApiError) return fail(c, err.code, err.message, err.data)
    console.error('unhandled error on', c.req.method, c.req.path, err)
    return fail(c, ResultCode.internal, 'internal error')
  })

  const control = new Hono<AppEnv>()
  control.route('/', sessionRoutes)
  control.route('/', dashboardRoutes)
  control.route('/', messagesRoutes)
  control.route('/', announcementsRoutes)
  control.route('/', uploadRoutes)
  control.route('/', distributionRoutes)
  // An unknown call answers an envelope, never the SPA's index.html.
  control.all('*', (c) => fail(c, ResultCode.notFound, `no such call: ${c.req.path}`))

  app.route('/control', control)
  return app
}

export type App = ReturnType<typeof createApp>
