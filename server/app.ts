// The one implementation of the /control contract. The Node server (server/main.ts) and
// the in-page mock server (mock-server/) both run this app; only AppDeps differ.
import { duplicateAnswer } from './db/unique-violation.ts'
import { MAX_UPLOAD_BYTES } from '../contract/uploads.schema.ts'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ResultCode } from '../contract/codes.ts'
import type { AppDeps } from './app-deps.ts'
import type { AppEnv } from './app-env.ts'
import { ApiError } from './http/api-error.ts'
import { answerError } from './http/envelope.ts'
import { dashboardRoutes } from './dashboard/dashboard.routes.ts'
import { announcementsRoutes } from './announcements/announcements.routes.ts'
import { productsRoutes } from './products/products.routes.ts'
import { messagesRoutes } from './messages/messages.routes.ts'
import { businessFriendsRoutes } from './business-network/business-friends.routes.ts'
import { distributionRoutes } from './distribution/distribution.routes.ts'
import { ordersRoutes } from './orders/orders.routes.ts'
import { purchasesRoutes } from './purchases/purchases.routes.ts'
import { afterSalesRoutes } from './orders/after-sales.routes.ts'
import { statisticsRoutes } from './statistics/statistics.routes.ts'
import { financeRoutes } from './finance/finance.routes.ts'
import { businessProfileRoutes } from './business-network/business-profile.routes.ts'
import { passkeyRoutes } from './session/passkey.routes.ts'
import { totpRoutes } from './session/totp.routes.ts'
import { sessionRoutes } from './session/session.routes.ts'
import { uploadRoutes } from './storage/upload.routes.ts'
import { productSetupRoutes } from './products/product-setup.routes.ts'
import { stockRoutes } from './products/stock.routes.ts'
import { IMPORT_BODY_BYTES } from '../contract/product-setup.constants.ts'
import { repairRoutes } from './repair/repair.routes.ts'
import { catalogueRoutes } from './catalogue/catalogue.routes.ts'
import { projectsRoutes } from './projects/projects.routes.ts'
import { coursesRoutes } from './courses/courses.routes.ts'
import { thirdPlatformRoutes } from './third-platform/third-platform.routes.ts'
import { exchangeCertificatesRoutes } from './exchange-certificates/exchange-certificates.routes.ts'
import { accountRoutes } from './account/account.routes.ts'
import { marketingRoutes } from './marketing/marketing.routes.ts'
import { auditRoutes } from './audit/audit.routes.ts'
import { auditTrail } from './audit/audit-trail.ts'
import { auditCallOf } from './audit/audit-calls.ts'
import { DOMAIN_CONSUMERS } from './domain-consumers.ts'
import { createEventRunner } from './events/domain-events.ts'
import { createLiveHub } from './events/live-hub.ts'
import { liveRoutes } from './messages/live.routes.ts'
import { idempotency } from './http/idempotency.ts'

/**
 * Every JSON or form call. The longest text the contract takes (100,000 characters) is at most
 * 600 KB even written as \u escapes, so no valid request comes near it.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024

/** Calls that take a file: the file's own limit plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/control/avatarUpload': MAX_UPLOAD_BYTES + 64 * 1024,
  '/control/exchangeCertificateLogoUpload': MAX_UPLOAD_BYTES + 64 * 1024,
  '/control/uploadAccountAvatar': MAX_UPLOAD_BYTES + 64 * 1024,
  '/control/uploadMaterial': MAX_UPLOAD_BYTES + 64 * 1024,
  '/control/imageUpload': MAX_UPLOAD_BYTES + 64 * 1024,
  '/control/previewProductImport': IMPORT_BODY_BYTES,
  '/control/applyProductImport': IMPORT_BODY_BYTES,
}

/** The body limit of a path: checked before anything reads the body. */
export function bodyLimitOf(path: string): number {
  return Object.hasOwn(UPLOAD_BODY_LIMITS, path) ? (UPLOAD_BODY_LIMITS[path] as number) : MAX_JSON_BODY_BYTES
}

/** One body-limit middleware per limit, made once (not on every request). */
const bodyLimiters = new Map<number, MiddlewareHandler<AppEnv>>()
function bodyLimiter(maxSize: number): MiddlewareHandler<AppEnv> {
  let limiter = bodyLimiters.get(maxSize)
  if (!limiter) {
    limiter = bodyLimit({
      maxSize,
      onError: (c) =>
        answerError(
          c,
          new ApiError(
            ResultCode.payloadTooLarge,
            'bodyTooLarge',
            { maxKb: Math.floor(maxSize / 1024) },
            { maxBytes: maxSize },
          ),
        ),
    })
    bodyLimiters.set(maxSize, limiter)
  }
  return limiter
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  // Before sign-in and before any handler reads the body, so an unauthenticated caller cannot
  // make the server buffer an unbounded body (Content-Length is checked up front; a chunked
  // body is counted while it streams and cut off at the limit).
  // The Node server reads a declared body within this limit itself (server/web-request-body.ts):
  // one already read has passed the check.
  app.use('*', (c, next) =>
    c.req.bodyCache.text !== undefined ? next() : bodyLimiter(bodyLimitOf(c.req.path))(c, next),
  )
  app.onError((err, c) => {
    if (err instanceof ApiError) return answerError(c, err)
    // A race loser meeting a unique index answers as the check it raced would have (duplicate).
    const duplicate = duplicateAnswer(err)
    if (duplicate) return answerError(c, duplicate)
    console.error('unhandled error on', c.req.method, c.req.path, err)
    return answerError(c, new ApiError(ResultCode.internal, 'internal'))
  })

  const control = new Hono<AppEnv>()
  const isWrite = (call: string) => auditCallOf(call)?.kind === 'write'
  // No duplicates: a write call with an Idempotency-Key is done once (server/http/idempotency.ts).
  control.use('*', idempotency(isWrite))
  // Domain events: after a successful write call, this process applies the events it recorded (a refund's
  // bill line, a settled statement's jobs) before answering, so the caller reads its own writes;
  // events of other processes arrive by polling (server/main.ts). A consumer's failure is the
  // consumers' to retry on the next run: the write itself has committed.
  const events = deps.events ?? createEventRunner(deps.db, DOMAIN_CONSUMERS)
  // The push channel (GET /control/events): after every call that may have written, the hub
  // reads the outbox for the streams of this process (nothing when none is open); it also polls
  // for other processes' events while a stream is open.
  deps.live ??= createLiveHub(deps.db, { clock: deps.clock })
  const live = deps.live
  control.use('*', async (c, next) => {
    await next()
    if (c.req.method !== 'GET') live.wake()
    if (!isWrite(c.req.path.replace(/^\/control\//, ''))) return
    // A refused call recorded no event: nothing to run (and nothing is written for it).
    const answer = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as { code?: number } | undefined
    if (answer?.code !== ResultCode.ok) return
    try {
      await events.runOnce()
    } catch (error) {
      console.error('domain event consumers:', error)
    }
  })
  // The audit trail (server/audit/): each write call runs in one transaction with the audit row
  // of its success. Inside the consumers' middleware, so the consumers see the committed change.
  control.use('*', auditTrail)
  control.route('/', liveRoutes)
  control.route('/', sessionRoutes)
  control.route('/', passkeyRoutes)
  control.route('/', totpRoutes)
  control.route('/', dashboardRoutes)
  control.route('/', messagesRoutes)
  control.route('/', businessFriendsRoutes)
  control.route('/', announcementsRoutes)
  control.route('/', productsRoutes)
  control.route('/', uploadRoutes)
  control.route('/', productSetupRoutes)
  control.route('/', stockRoutes)
  control.route('/', distributionRoutes)
  control.route('/', ordersRoutes)
  control.route('/', purchasesRoutes)
  control.route('/', repairRoutes)
  control.route('/', catalogueRoutes)
  control.route('/', projectsRoutes)
  control.route('/', coursesRoutes)
  control.route('/', thirdPlatformRoutes)
  control.route('/', exchangeCertificatesRoutes)
  control.route('/', afterSalesRoutes)
  control.route('/', marketingRoutes)
  control.route('/', statisticsRoutes)
  control.route('/', financeRoutes)
  control.route('/', businessProfileRoutes)
  control.route('/', accountRoutes)
  control.route('/', auditRoutes)
  // An unknown call answers an envelope, never the SPA's index.html.
  control.all('*', (c) => answerError(c, ApiError.notFound('noSuchCall', { path: c.req.path })))

  app.route('/control', control)
  return app
}

export type App = ReturnType<typeof createApp>
