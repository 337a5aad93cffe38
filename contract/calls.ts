// The shape of a call catalogue (docs/api.md, docs/adding-an-area.md). Each area, or part of an
// area, that has /control calls declares them once, in `contract/<area-or-part>.calls.ts`:
//
//   export const ordersCalls = defineCalls({
//     getOrderDetail: { request: orderIdRequest, response: orderDetail, access: 'orders', audit: read },
//   })
//
// The key is the call's name (the path after /control/). Everything else that knows about calls
// is derived from these catalogues (contract/all-calls.ts merges them): the audit trail's
// classification (server/audit/audit-calls.ts), the contract tests' answer checks
// (tests/contract/harness.ts RESPONSE_SCHEMAS), the server's mounting check
// (tests/contract/call-catalogue.test.ts), the docs check (tests/unit/shared/api-doc.test.ts) and
// the browser's typed control() (src/services/http.ts, through `import type` only, so zod stays
// out of the bundle). This module holds no call and imports no area.
import type { z } from 'zod'
import type { AuditSubjectType } from './audit.constants.ts'
import { type Area, canUseArea, hasAnyRole, type Role, SUB_ACCOUNT_ROLES } from './roles.ts'

/**
 * How a call is made, and so what `request` describes:
 * - `json` (the default): POST with a JSON (or form-encoded) body; the route validates it with
 *   `request` (`body(c, schema)`, server/http/validate.ts).
 * - `data`: POST with the distribution calls' `{ data: {...} }` payload (the fields at the top
 *   level are accepted too); `request` validates the payload (`payload(c, schema)`,
 *   server/distribution/distribution-input.ts).
 * - `query`: GET; `request` validates the query string (`query(c, schema)`).
 * - `form`: POST multipart/form-data (an upload). `request` describes the form's fields for the
 *   reader; the route reads the form with `readForm` and checks the file itself (content, size),
 *   not with zod.
 * - `signed`: POST from the payment provider: the raw body is verified against its signature,
 *   then parsed with `request`.
 * - `file`: GET /control/<name>/<stored file name>; answers the file's bytes, not an envelope.
 * - `stream`: GET with a query string (validated with `request`, like `query`) that answers a
 *   Server-Sent Events stream (`text/event-stream`) once admitted; `response` describes one event.
 *   A refusal answers the envelope. The browser reads it with readEventStream (src/services/http.ts),
 *   not with control().
 * A call that takes no input has `request: emptyRequest` (contract/shared.schema.ts); its route
 * may validate the body with it or not read the body at all.
 */
export type CallInput = 'json' | 'data' | 'query' | 'form' | 'signed' | 'file' | 'stream'

/**
 * Who may make a call, as the route's guards decide (server/middleware/auth.ts,
 * server/middleware/require-area.ts):
 * - `'public'`: no session (sign-in, the provider's payment notification, stored files);
 * - `'session'`: every signed-in user (`requireSession` alone);
 * - an area of contract/roles.ts `AREAS`: its roles and admin (`requireArea(area)`);
 * - an object: signed in, and every condition it names holds: `area` (any of them, when a
 *   list), `roles` (`requireRoles`, a role list of contract/roles.ts), `merchantAccountOnly`
 *   (`requireMerchantAccount`: no sub-account).
 */
export type CallAccess =
  | 'public'
  | 'session'
  | Area
  | {
      readonly area?: Area | readonly Area[]
      readonly roles?: readonly Role[]
      readonly merchantAccountOnly?: true
    }

/**
 * The call's place in the audit trail (issue 20 item 9, ASVS 16): a `write` is recorded after it
 * succeeds, naming the record of kind `subject` whose id is the body's field `id` (looked up in
 * the body, then in the distribution calls' `data` payload, then in the answer, for calls that
 * create the record; a list of ids records one row per record); a `read` is not recorded; an
 * `untracked` write changes no business record (session bookkeeping, read marks) and says why.
 */
export type AuditClass =
  | { readonly kind: 'read' }
  | { readonly kind: 'untracked'; readonly why: string }
  | { readonly kind: 'write'; readonly subject?: AuditSubjectType; readonly id?: string }

export const read: AuditClass = { kind: 'read' }
export const untracked = (why: string): AuditClass => ({ kind: 'untracked', why })
export const write = (subject?: AuditSubjectType, id?: string): AuditClass =>
  subject ? { kind: 'write', subject, ...(id ? { id } : {}) } : { kind: 'write' }

/** One call of a catalogue. */
export interface CallDef {
  /** How the call is made (`json` when absent). */
  readonly input?: CallInput
  /** The zod schema the route validates the request with (see CallInput). */
  readonly request: z.ZodType
  /** The schema of the answer's `data` (a 20000 envelope), or of the bytes of a `file` call. */
  readonly response: z.ZodType
  readonly access: CallAccess
  readonly audit: AuditClass
}

/** A catalogue: calls by name. */
export type Catalogue = Readonly<Record<string, CallDef>>

/** Keeps a catalogue's entries uniform while keeping every name and schema type. */
export function defineCalls<const T extends Record<string, CallDef>>(calls: T): T {
  return calls
}

/** The HTTP method of a call. */
export function methodOf(call: CallDef): 'GET' | 'POST' {
  return call.input === 'query' || call.input === 'file' || call.input === 'stream' ? 'GET' : 'POST'
}

/** Whether the call answers the { code, message, data } envelope (all but stored files). */
export function answersEnvelope(call: CallDef): boolean {
  return call.input !== 'file'
}

/**
 * Whether the catalogue lets a caller through the call's guards: `roles` are the caller's role
 * codes, or null for a caller without a session.
 */
export function accessAdmits(access: CallAccess, roles: readonly string[] | null): boolean {
  if (access === 'public') return true
  if (roles === null) return false
  if (access === 'session') return true
  if (typeof access === 'string') return canUseArea(roles, access)
  const areas: readonly Area[] =
    access.area === undefined ? [] : typeof access.area === 'string' ? [access.area] : access.area
  if (areas.length > 0 && !areas.some((area) => canUseArea(roles, area))) return false
  if (access.roles && !hasAnyRole(roles, access.roles)) return false
  if (access.merchantAccountOnly && roles.some((r) => (SUB_ACCOUNT_ROLES as readonly string[]).includes(r)))
    return false
  return true
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never

/** Every call of the catalogues in one map; a name in two catalogues is refused. */
export function mergeCatalogues<const T extends Readonly<Record<string, Catalogue>>>(
  catalogues: T,
): UnionToIntersection<T[keyof T]> {
  const merged: Record<string, CallDef> = {}
  const owner = new Map<string, string>()
  for (const [file, calls] of Object.entries(catalogues)) {
    for (const [name, call] of Object.entries(calls)) {
      const first = owner.get(name)
      if (first !== undefined)
        throw new Error(
          `call ${name} is catalogued twice: in contract/${first}.calls.ts and contract/${file}.calls.ts`,
        )
      owner.set(name, file)
      merged[name] = call
    }
  }
  return merged as UnionToIntersection<T[keyof T]>
}

/**
 * The top-level fields of an object schema (through pipes, refinements, defaults, nullables and
 * unions), each with whether a request may leave it out: a field is required when parsing an
 * empty object reports an issue at it. Undefined when the schema is not an object.
 */
export function schemaFields(schema: z.ZodType): Map<string, { required: boolean }> | undefined {
  const keys = objectKeys(schema)
  if (!keys) return undefined
  const parsed = schema.safeParse({})
  const missing = new Set(
    parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0] ?? '')),
  )
  return new Map(keys.map((key) => [key, { required: missing.has(key) }]))
}

function objectKeys(schema: z.ZodType): string[] | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object)
    case 'pipe':
      // A transform's output, or a preprocess's input, is no object: the other side is.
      return objectKeys(def.in as z.ZodType) ?? objectKeys(def.out as z.ZodType)
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return objectKeys(def.innerType as z.ZodType)
    case 'union': {
      const all = (def.options as z.ZodType[]).map(objectKeys)
      return all.every((k) => k) ? [...new Set(all.flat() as string[])] : undefined
    }
    case 'intersection': {
      const [left, right] = [objectKeys(def.left as z.ZodType), objectKeys(def.right as z.ZodType)]
      return left && right ? [...new Set([...left, ...right])] : undefined
    }
    default:
      return undefined
  }
}
