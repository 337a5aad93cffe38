// No duplicates (issue 31; docs/api.md, "Idempotency-Key"): a write call sent with an
// `Idempotency-Key` header is done once per session and key for 24 hours. The first call marks
// the key PENDING (one insert: the primary key (scope, key) lets one caller in), runs, and keeps
// its answer when it succeeded; a second call with the key answers that answer and does nothing,
// waiting for it while the first still runs (a double click, a retry after a lost answer). A
// refused first call keeps nothing, so the user may correct the input and send again. The key of
// another request (another call or body) is refused with 40000 at `Idempotency-Key`.
import type { Context, MiddlewareHandler } from 'hono'
import { ResultCode } from '../../contract/codes.ts'
import type { AppEnv } from '../app-env.ts'
import { hashToken } from '../security/token.ts'
import { ApiError } from './api-error.ts'
import { answerError } from './envelope.ts'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** How long a key answers its first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/** How long a second call waits for the first one still running before it says so (40900). */
const WAIT_MS = 10_000
const KEY = /^[A-Za-z0-9_-]{8,64}$/

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * `isWrite(call)`: the call changes records (the catalogue's audit class), the only calls a key
 * applies to; reads and uploads ignore the header.
 */
export function idempotency(isWrite: (call: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    const call = c.req.path.replace(/^\/control\//, '')
    if (key === undefined || c.req.method !== 'POST' || !isWrite(call)) return next()
    if (!(c.req.header('content-type') ?? '').includes('json')) return next()
    if (!KEY.test(key)) return answerError(c, ApiError.invalidInput(IDEMPOTENCY_HEADER, 'format'))
    const token = c.req.header('externalLoginKey') ?? ''
    // Without a session the call is refused by its guard anyway; a key then keeps nothing.
    if (!token) return next()
    const db = c.get('deps').db
    const scope = await hashToken(token)
    const requestHash = await hashToken(`${call}\n${await c.req.text()}`)
    const now = c.get('deps').clock.now()
    const nowIso = now.toISOString()
    const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()

    const claim = async () =>
      Number(
        (
          await db
            .insertInto('idempotency_key')
            .values({
              scope,
              key,
              call,
              request_hash: requestHash,
              status: 'PENDING',
              response: null,
              created_at: nowIso,
            })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows ?? 0,
      ) === 1
    let claimed = await claim()
    if (!claimed) {
      // A key older than a day is free again.
      await db
        .deleteFrom('idempotency_key')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('created_at', '<', expired)
        .execute()
      claimed = await claim()
    }
    if (!claimed) return answerEarlier(c, scope, key, requestHash)

    try {
      await next()
    } catch (error) {
      await release(c, scope, key)
      throw error
    }
    const text = await c.res.clone().text()
    let code: unknown
    try {
      code = (JSON.parse(text) as { code?: unknown }).code
    } catch {
      code = undefined
    }
    if (code === ResultCode.ok) {
      await db
        .updateTable('idempotency_key')
        .set({ status: 'DONE', response: text })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute()
    } else await release(c, scope, key)
  }
}

async function release(c: Context<AppEnv>, scope: string, key: string): Promise<void> {
  await c
    .get('deps')
    .db.deleteFrom('idempotency_key')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute()
}

/** The answer of the call that holds the key, once it has one. */
async function answerEarlier(c: Context<AppEnv>, scope: string, key: string, requestHash: string) {
  const db = c.get('deps').db
  const until = Date.now() + WAIT_MS
  for (;;) {
    const row = await db
      .selectFrom('idempotency_key')
      .select(['request_hash', 'status', 'response'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst()
    if (row && row.request_hash !== requestHash)
      return answerError(c, ApiError.invalidInput(IDEMPOTENCY_HEADER, 'reused'))
    if (row?.status === 'DONE' && row.response !== null) {
      c.header('Idempotent-Replayed', 'true')
      return c.body(row.response, 200, { 'Content-Type': 'application/json; charset=UTF-8' })
    }
    // The first call was refused meanwhile (its key is free): this one is done as a new one.
    if (!row) return answerError(c, ApiError.conflict('idempotency.retry'))
    if (Date.now() > until) return answerError(c, ApiError.conflict('idempotency.inProgress'))
    await sleep(25)
  }
}
