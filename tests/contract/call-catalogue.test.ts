// The call catalogue (contract/<area>.calls.ts, merged in contract/all-calls.ts) against the app
// that serves it. Every router is mounted at /control, so nothing else notices a call served
// without a catalogue entry, an entry without a handler, a name served or catalogued twice, or a
// route whose guard or request schema drifted from its entry. This file does:
// - from the route table alone (no request): each served call has exactly one entry and each
//   entry one handler, with the entry's method and a session check unless the entry is public;
// - by probing every call as every demo role (role-switch tokens), as an anonymous caller too,
//   with an input the call must refuse: exactly the callers the entry admits get past the guards
//   (the others answer 40300, or 50008 without a session), and the route read its input with the
//   entry's request schema (server/http/validate.ts requestReadWith). The probes change nothing:
//   every route that reads input refuses this one before it touches a record.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_CALLS, CATALOGUES, callEntries } from '../../contract/all-calls.ts'
import {
  accessAdmits,
  answersEnvelope,
  type CallDef,
  defineCalls,
  mergeCatalogues,
  methodOf,
  read,
  schemaFields,
  write,
} from '../../contract/calls.ts'
import { ResultCode } from '../../contract/codes.ts'
import { ADMIN_ROLE, ROLE_SWITCH_TOKEN_SUFFIX, ROLES } from '../../contract/roles.ts'
import { emptyRequest } from '../../contract/shared.schema.ts'
import { createApp } from '../../server/app.ts'
import type { AppDeps, SecurityEvent } from '../../server/app-deps.ts'
import type { AppEnv } from '../../server/app-env.ts'
import { requestReadWith } from '../../server/http/validate.ts'
import { requireSession, requireSessionOrQueryToken } from '../../server/middleware/auth.ts'
import { SIGNATURE_HEADER, signedPayments, signNotification } from '../../server/payments/payment-provider.ts'
import { resolveRoleSwitchToken } from '../../server/session/role-switch.ts'
import { createTestApp, DATABASES, type TestApp } from './harness.ts'

interface Served {
  methods: Set<string>
  /** Handlers that answer (a middleware takes `(c, next)`, a handler `(c)`). */
  answering: number
  session: boolean
}

/** The calls the app serves, from its route table: `/control/<name>`, the catch-all left out. */
function servedCalls(app: ReturnType<typeof createApp>): Map<string, Served> {
  const served = new Map<string, Served>()
  for (const route of app.routes) {
    if (!route.path.startsWith('/control/') || route.path.includes('*')) continue
    const name = route.path.slice('/control/'.length)
    const entry = served.get(name) ?? { methods: new Set(), answering: 0, session: false }
    entry.methods.add(route.method)
    if (route.handler.length < 2) entry.answering++
    if (route.handler === requireSession || route.handler === requireSessionOrQueryToken) entry.session = true
    served.set(name, entry)
  }
  return served
}

describe('the call catalogue against the route table', () => {
  // Only the route table is read: no request is made, so no dependency is needed.
  const served = servedCalls(createApp({} as AppDeps))
  const catalogued = callEntries()

  it('catalogues every call the app serves, and the app serves every catalogued call', () => {
    expect(served.size).toBeGreaterThan(200)
    const names = new Set(catalogued.map(([name]) => name))
    // A call served here has no entry in any contract/<area>.calls.ts: add it there.
    expect(
      [...served.keys()].filter((name) => !names.has(name)),
      'served without a catalogue entry',
    ).toEqual([])
    // A catalogued call no route serves: mount its handler, or remove the entry.
    expect(
      [...names].filter((name) => !served.has(name)),
      'catalogued, served by no route',
    ).toEqual([])
  })

  it('serves each call once, with the method of its entry', () => {
    const twice = [...served].filter(([, s]) => s.answering !== 1 || s.methods.size !== 1).map(([n]) => n)
    // A name here is registered by two handlers (or under two methods): all routers share /control.
    expect(twice, 'served twice').toEqual([])
    for (const [name, call] of catalogued)
      expect([...(served.get(name)?.methods ?? [])], name).toEqual([methodOf(call)])
  })

  it('checks the session of every call but the public ones', () => {
    const wrong = catalogued
      .filter(([name, call]) => served.get(name)?.session !== (call.access !== 'public'))
      .map(
        ([name, call]) =>
          `${name}: catalogued ${JSON.stringify(call.access)}, route ${served.get(name)?.session ? 'checks' : 'does not check'} the session`,
      )
    expect(wrong, 'session check against the catalogue').toEqual([])
  })

  it('catalogues no call twice: merging refuses a name in two catalogues, naming both files', () => {
    const count = new Map<string, string[]>()
    for (const [file, calls] of Object.entries(CATALOGUES))
      for (const name of Object.keys(calls)) count.set(name, [...(count.get(name) ?? []), file])
    expect(
      [...count].filter(([, files]) => files.length > 1),
      'catalogued twice',
    ).toEqual([])
    expect(Object.keys(ALL_CALLS).length).toBe(count.size)

    const entry = { request: emptyRequest, response: emptyRequest, access: 'orders', audit: read } as const
    expect(() =>
      mergeCatalogues({
        orders: defineCalls({ getOrderList: entry }),
        products: defineCalls({ getOrderList: entry }),
      }),
    ).toThrow(
      'call getOrderList is catalogued twice: in contract/orders.calls.ts and contract/products.calls.ts',
    )
  })

  it("names, for every recorded write, a field of the call's request or answer", () => {
    const unknown = catalogued.flatMap(([name, call]) => {
      if (call.audit.kind !== 'write' || !call.audit.id) return []
      const fields = [
        ...(schemaFields(call.request)?.keys() ?? []),
        ...(schemaFields(call.response)?.keys() ?? []),
      ]
      return fields.includes(call.audit.id) ? [] : [`${name}: ${call.audit.id}`]
    })
    expect(unknown, 'audit id field in neither the request nor the answer').toEqual([])
    expect(write('order', 'orderId')).toEqual({ kind: 'write', subject: 'order', id: 'orderId' })
  })
})

/** Who probes: no session, every role's demo account, admin. */
const CALLERS = [null, ...ROLES, ADMIN_ROLE] as const

/** The payment provider's secret in the probed app: the probe signs its notifications. */
const SECRET = 'call-catalogue-probe-secret-of-32-characters'

/**
 * An input every call must refuse before it touches a record: a body that is not an object (a
 * multipart form without the file for an upload; a signed one for the provider's notification).
 */
async function probeRequest(name: string, call: CallDef, token: string | null, now: Date): Promise<Request> {
  const headers: Record<string, string> = token ? { externalLoginKey: token } : {}
  const url = `http://localhost/control/${name.replace(':name', 'no-such-file.png')}`
  if (methodOf(call) === 'GET') return new Request(`${url}?probe=1`, { headers })
  if (call.input === 'form') {
    const form = new FormData()
    form.set('probe', '1')
    return new Request(url, { method: 'POST', headers, body: form })
  }
  if (call.input === 'signed') headers[SIGNATURE_HEADER] = await signNotification(SECRET, '[]', now.getTime())
  return new Request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '[]',
  })
}

describe.each(DATABASES)('every catalogued call on %s', (kind) => {
  let t: TestApp
  /** The app as the mock builds it (role-switch tokens), behind a middleware noting what each request read. */
  let probe: Hono<AppEnv>
  const readWith = new Map<Request, unknown>()
  /** The refusals the guards log (ASVS 16.3): which area's guard refused. */
  const logged: SecurityEvent[] = []

  beforeAll(async () => {
    t = await createTestApp(kind)
    const app = createApp({
      ...t.deps,
      payments: signedPayments(SECRET),
      log: (event) => logged.push(event),
      resolveDevToken: resolveRoleSwitchToken,
    })
    probe = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        const request = c.req.raw
        await next()
        readWith.set(request, requestReadWith(c))
      })
      .route('/', app)
  })
  afterAll(async () => {
    await t.close()
  })

  /** What is wrong with the answer of `call` to `role` (null: no session), if anything. */
  async function probeOne(name: string, call: CallDef, role: (typeof CALLERS)[number]): Promise<string[]> {
    const who = role ?? 'no session'
    const token = role === null ? null : `${role}${ROLE_SWITCH_TOKEN_SUFFIX}`
    const request = await probeRequest(name, call, token, t.clock.now())
    const res = await probe.fetch(request)
    if (!answersEnvelope(call))
      return res.status === 404 ? [] : [`${name} as ${who}: HTTP ${res.status}, not 404`]
    const answer = (await res.json()) as { code: number; data: { field?: string } | null }
    if (!accessAdmits(call.access, role === null ? null : [role])) {
      const refusal = role === null ? ResultCode.invalidToken : ResultCode.forbidden
      return answer.code === refusal
        ? []
        : [`${name} as ${who}: answered ${answer.code}, its entry refuses ${who}`]
    }
    if (answer.code === ResultCode.forbidden || answer.code === ResultCode.invalidToken)
      return [`${name} as ${who}: answered ${answer.code}, its entry admits ${who}`]
    const read = readWith.get(request)
    if (call.input === 'form') {
      const required = [...(schemaFields(call.request) ?? [])].filter(([, f]) => f.required).map(([k]) => k)
      if (read !== 'form') return [`${name}: reads no multipart form, its entry says input 'form'`]
      const field = answer.data?.field ?? ''
      return required.includes(field)
        ? []
        : [`${name}: refused field ${field}, its entry's form requires ${required}`]
    }
    if (read === undefined)
      return call.request === emptyRequest
        ? []
        : [`${name}: reads no input, its entry names a request schema`]
    return read === call.request ? [] : [`${name}: validates with another schema than its entry's request`]
  }

  /**
   * Roles alone do not tell areas with the same roles apart (orders and products): the area the
   * refusing guard logged must be the entry's, and an entry that names only an area must be
   * guarded by that area's guard (not by a role list that happens to match).
   */
  function refusedByOtherArea(name: string, call: CallDef): string[] {
    const access = call.access
    const areas = typeof access === 'string' ? [access] : [access.area ?? []].flat()
    return logged
      .filter((event) => event.kind === 'authz.refused' && event.detail.path === `/control/${name}`)
      .flatMap(({ detail }) => {
        if (typeof detail.area === 'string')
          return areas.includes(detail.area as never)
            ? []
            : [
                `${name}: refused by the ${detail.area} area's guard, its entry says ${JSON.stringify(access)}`,
              ]
        return typeof access === 'string'
          ? [`${name}: refused by a guard of no area, its entry names the area ${access}`]
          : []
      })
  }

  it('lets exactly the callers its entry admits past its guards, and reads its input with its request schema', async () => {
    const problems: string[] = []
    for (const [name, call] of callEntries()) {
      logged.length = 0
      problems.push(...(await Promise.all(CALLERS.map((role) => probeOne(name, call, role)))).flat())
      problems.push(...refusedByOtherArea(name, call))
    }
    expect([...new Set(problems)], 'guards and request schemas against the catalogue').toEqual([])
  })
})
