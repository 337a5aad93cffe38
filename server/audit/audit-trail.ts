// The audit trail's one writer (issue 20 item 9, ASVS 16): a middleware in front of every
// /control call. After the handler has answered, a call its catalogue entry marks as a write
// (contract/<area>.calls.ts, read through server/audit/audit-calls.ts), made by a signed-in
// caller and answered with success (20000), adds one row per
// record it names: who (the login, sub-accounts included), which merchant, which call, the
// record (from the body's id field, or the answer's for a call that creates it), what was asked
// (redacted, server/audit/redact.ts), from where and when. A refused call writes nothing.
// The rows are written in the write call's own transaction (server/db/unit-of-work.ts), so a
// change and its audit row commit together or not at all (issue 29).
// Plain Hono and Web APIs only: the in-page mock server runs this same code.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { MAX_AUDIT_SUBJECT_ID_LENGTH } from '../../contract/audit.constants.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { AppEnv } from '../app-env.ts'
import { inOneTransaction } from '../db/unit-of-work.ts'
import { ApiError } from '../http/api-error.ts'
import { answerError } from '../http/envelope.ts'
import { type AuditEntry, recordWrites } from './audit.repository.ts'
import { type AuditCall, auditCallOf } from './audit-calls.ts'
import { redactRequest } from './redact.ts'

/** A batch call records at most this many records one by one; beyond, one row names none. */
export const MAX_AUDIT_SUBJECTS = 200

/** The body the handler read (Hono caches it), as a value: JSON, form fields, or nothing. */
async function requestBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      return await c.req.parseBody()
    }
    const text = await c.req.text()
    return text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    return {}
  }
}

/** The distribution calls send `{ data: {...} }` (or `data` as a JSON string in a form). */
function payloadOf(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const data = (body as { data?: unknown }).data
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data)
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : undefined
    } catch {
      return undefined
    }
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined
}

function fieldOf(source: unknown, field: string): unknown {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return undefined
  return Object.hasOwn(source, field) ? (source as Record<string, unknown>)[field] : undefined
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_AUDIT_SUBJECT_ID_LENGTH)
    return value.trim()
  return undefined
}

/** The ids of the records a call names: the body's field, the `data` payload's, or the answer's. */
export function subjectIds(field: string, body: unknown, answerData: unknown): (string | null)[] {
  const value = [fieldOf(body, field), fieldOf(payloadOf(body), field), fieldOf(answerData, field)].find(
    (v) => v !== undefined && v !== null,
  )
  if (Array.isArray(value)) {
    const ids = [...new Set(value.map(idText).filter((v): v is string => v !== undefined))]
    return ids.length > 0 && ids.length <= MAX_AUDIT_SUBJECTS ? ids : [null]
  }
  return [idText(value) ?? null]
}

/** The audit rows of a write call that answered success; none for a refusal or no caller. */
async function auditRows(
  c: Context<AppEnv>,
  name: string,
  entry: Extract<AuditCall, { kind: 'write' }>,
): Promise<AuditEntry[]> {
  if (c.error || c.res.status !== 200) return []
  const caller = c.get('caller')
  if (!caller) return []
  if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return []
  let answer: { code?: unknown; data?: unknown }
  try {
    answer = (await c.res.clone().json()) as { code?: unknown; data?: unknown }
  } catch {
    return []
  }
  if (answer?.code !== ResultCode.ok) return []
  const deps = c.get('deps')
  const body = await requestBody(c)
  const ids = entry.subject && entry.id ? subjectIds(entry.id, body, answer.data) : [null]
  const common = {
    partyId: caller.partyId,
    userLoginId: caller.userLoginId,
    call: name.slice(0, 64),
    request: redactRequest(body),
    clientAddress: deps.clientAddress(c),
    createdAt: deps.clock.now().toISOString(),
  }
  return ids.map((subjectId) => ({
    ...common,
    subjectType: subjectId === null ? (entry.subject ?? null) : (entry.subject as string),
    subjectId,
  }))
}

export const auditTrail = createMiddleware<AppEnv>(async (c, next) => {
  const name = c.req.path.replace(/^\/control\//, '')
  // A call the table does not know is recorded as a write (the classification test names it).
  const entry = auditCallOf(name) ?? { kind: 'write' as const }
  // Reads (most calls) pass straight through: nothing to record.
  if (entry.kind !== 'write') return next()
  // The call and its audit rows in one transaction (server/db/unit-of-work.ts): a change is never
  // committed without the row that records it. If the row cannot be written, nothing commits
  // and the caller is answered with the failure instead of the success.
  const deps = c.get('deps')
  try {
    await inOneTransaction(deps.db, async (db) => {
      c.set('deps', { ...deps, db })
      try {
        await next()
      } finally {
        c.set('deps', deps)
      }
      const rows = await auditRows(c, name, entry)
      if (rows.length > 0) await recordWrites(db, rows)
    })
  } catch (error) {
    deps.log({ kind: 'audit.failed', detail: { call: name, error: String(error) } })
    c.res = undefined
    c.res = answerError(c, new ApiError(ResultCode.internal, 'internal'))
  }
})
