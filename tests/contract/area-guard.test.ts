// The area middleware (server/middleware/require-area.ts) for every area and every demo role,
// through a route of each area mounted behind the same session check the area modules use. The
// role matrix (tests/e2e/role-matrix.spec.ts) checks real calls of each area; this covers the
// areas whose calls have not landed yet, and stays true for them when they do.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { ADMIN_ROLE, AREA_ROLES, AREAS, demoUserName, ROLES } from '../../contract/roles.ts'
import type { AppEnv } from '../../server/app-env.ts'
import { ApiError } from '../../server/http/api-error.ts'
import { fail, ok } from '../../server/http/envelope.ts'
import { requireSession } from '../../server/middleware/auth.ts'
import { requireArea } from '../../server/middleware/require-area.ts'
import { createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('area middleware on %s', (kind) => {
  let t: TestApp
  let probe: Hono<AppEnv>
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    t = await createTestApp(kind)
    probe = new Hono<AppEnv>()
    probe.use('*', async (c, next) => {
      c.set('deps', t.deps)
      await next()
    })
    probe.onError((err, c) =>
      err instanceof ApiError ? fail(c, err.code, err.message) : fail(c, 50000, 'x'),
    )
    for (const area of AREAS)
      probe.post(`/probe/${area}`, requireSession, requireArea(area), (c) => ok(c, area))
    for (const role of [...ROLES, ADMIN_ROLE] as const) tokens.set(role, await loginAs(t, demoUserName(role)))
  })
  afterAll(async () => {
    await t.close()
  })

  const ask = async (area: string, token: string | undefined) => {
    const res = await probe.request(`/probe/${area}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { externalLoginKey: token } : {}) },
      body: '{}',
    })
    return ((await res.json()) as { code: number }).code
  }

  it.each([...ROLES, ADMIN_ROLE] as const)(
    '%s: exactly the areas of the role table pass, the rest answer 40300',
    async (role) => {
      const token = tokens.get(role)
      const answers = Object.fromEntries(await Promise.all(AREAS.map(async (a) => [a, await ask(a, token)])))
      const expected = Object.fromEntries(
        AREAS.map((a) => [
          a,
          role === ADMIN_ROLE || (AREA_ROLES[a] as readonly string[]).includes(role)
            ? ResultCode.ok
            : ResultCode.forbidden,
        ]),
      )
      expect(answers).toEqual(expected)
    },
  )

  it('without a session every area answers 50008 before any area check', async () => {
    for (const area of AREAS) expect(await ask(area, undefined)).toBe(ResultCode.invalidToken)
  })
})
