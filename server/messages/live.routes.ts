// The push channel (issue 32; docs/api.md, "Live events"): GET /control/events, a Server-Sent
// Events stream of what the signed-in login may see of its merchant (server/events/live-events.ts),
// delivered by the process's hub (server/events/live-hub.ts). Signed in like every call (the
// externalLoginKey header; the browser reads the stream with a streaming fetch). A reconnect
// names the last event it had (the Last-Event-ID header, or ?lastEventId=) and gets what came
// after it. Every `HEARTBEAT_MS` the stream sends a comment and checks that its session still
// holds; when it has ended, it sends `session.ended` and closes.
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { liveEventsQuery } from '../../contract/live.schema.ts'
import type { AppEnv } from '../app-env.ts'
import type { LiveViewer } from '../events/live-events.ts'
import type { LiveMessage } from '../events/live-hub.ts'
import { customersOf } from '../shared/data-scope.ts'
import { ApiError } from '../http/api-error.ts'
import { query } from '../http/validate.ts'
import { requireSession, sessionStillHolds } from '../middleware/auth.ts'

/** A comment this often keeps proxies from closing an idle stream, and re-checks the session. */
export const HEARTBEAT_MS = 15_000
/** What the browser waits before reconnecting after the stream ends without an error. */
const RETRY_MS = 2_000

export const liveRoutes = new Hono<AppEnv>().get('/events', requireSession, async (c) => {
  const input = query(c, liveEventsQuery)
  const header = c.req.header('Last-Event-ID')
  if (header !== undefined && !/^\d{1,15}$/.test(header)) throw ApiError.invalidInput('lastEventId', 'format')
  const last = input.lastEventId ?? header
  const lastEventId = last === undefined ? undefined : Number(last)
  const deps = c.get('deps')
  const caller = c.get('caller')
  const hub = deps.live
  if (!hub) throw new Error('no live hub in the app deps')
  c.header('X-Accel-Buffering', 'no')
  return streamSSE(c, async (stream) => {
    const pending: LiveMessage[] = []
    let wakeUp: (() => void) | undefined
    const nudge = () => {
      wakeUp?.()
      wakeUp = undefined
    }
    let open = true
    const end = () => {
      open = false
      nudge()
    }
    stream.onAbort(end)
    c.req.raw.signal?.addEventListener('abort', end)
    // A sub-user limited to its own customers gets only their orders' events; its customers (and
    // its scope) are read again at each heartbeat, so a change reaches an open stream within one.
    const viewer: LiveViewer = {
      partyId: caller.partyId,
      userLoginId: caller.userLoginId,
      roles: caller.roles,
      customers: await customersOf(deps.db, caller),
    }
    const unsubscribe = await hub.subscribe(
      viewer,
      lastEventId,
      (messages) => {
        pending.push(...messages)
        nudge()
      },
      end,
    )
    try {
      // Tells the browser the stream is open (and how long to wait before a reconnect).
      await stream.writeSSE({ event: 'ready', data: '{}', retry: RETRY_MS })
      while (open && !stream.aborted) {
        // Everything waiting in one write (each event's text is made once by the hub).
        if (pending.length > 0)
          await stream.write(
            pending
              .splice(0)
              .map((m) => m.text)
              .join(''),
          )
        const timedOut = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), HEARTBEAT_MS)
          wakeUp = () => {
            clearTimeout(timer)
            resolve(false)
          }
          if (!open || pending.length > 0) wakeUp()
        })
        if (!timedOut || !open) continue
        if (!(await sessionStillHolds(deps, caller.tokenHash))) {
          await stream.writeSSE({ event: 'session.ended', data: '{}' })
          break
        }
        viewer.customers = await customersOf(deps.db, caller)
        await stream.write(': ping\n\n')
      }
    } finally {
      unsubscribe()
    }
  })
})
