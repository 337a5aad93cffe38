// The role table of SPEC.md section 6, enforced by requireArea: every demo account (one per
// role code, plus admin) against every area. The expectations are written out here from the
// spec, not read from contract/roles.ts, so a rule removed or changed there fails this test.
// The probe routes exist only in this test; production code has no such endpoints.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { ADMIN_ROLE, AREAS, type Area, CATALOGUE_ORDER_AUDIT_ROLES, ROLES } from '../../contract/roles.ts'
import type { AppEnv } from '../../server/app-env.ts'
import { ok } from '../../server/http/envelope.ts'
import { requireSession } from '../../server/middleware/auth.ts'
import { requireArea, requireRoles } from '../../server/middleware/require-area.ts'
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts'
import { createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const TRADE = ['TRADEBASE', 'DISTRIBUTIONBASE', 'DISTRIBUTIONPRO', 'SUB_USER_BUS_MAG', 'SUB_USER_SALE']

/** SPEC.md section 6, area by area. */
const EXPECTED: Record<Area, readonly string[]> = {
  activity: TRADE,
  products: TRADE,
  orders: TRADE,
  distribution: TRADE,
  marketing: TRADE,
  statistics: TRADE,
  finance: TRADE,
  announcements: TRADE,
  'third-platform': TRADE,
  catalogue: ['DISTRIBUTIONPRO', 'SUB_USER_BUS_MAG', 'SUB_USER_SALE'],
  'business-network': [...TRADE, 'ORDERING'],
  'exchange-certificates': [...TRADE, 'ORDERING'],
  messages: [...TRADE, 'ORDERING', 'SUB_USER_WX'],
  projects: ['BINDMEMBER'],
  repair: ['REPAIRMEMBER', 'SUB_USER_WX'],
  'repair-settlement': ['REPAIRFIN'],
  account: ['TCBASE', 'EXPERIENCE', 'ORDERING', 'TRADEBASE', 'DISTRIBUTIONBASE', 'DISTRIBUTIONPRO'],
  purchases: [...TRADE, 'ORDERING'],
}

/** "order audit list also open to the basic tiers". */
const EXPECTED_ORDER_AUDIT = [
  'DISTRIBUTIONPRO',
  'SUB_USER_BUS_MAG',
  'SUB_USER_SALE',
  'TRADEBASE',
  'DISTRIBUTIONBASE',
]

describe.each(DATABASES)('role table on %s', (kind) => {
  let t: TestApp
  const tokens = new Map<string, string>()
  let reached: string[] = []

  beforeAll(async () => {
    t = await createTestApp(kind)
    const probes = new Hono<AppEnv>()
    for (const area of AREAS) {
      probes.post(`/${area}`, requireSession, requireArea(area), (c) => {
        reached.push(area)
        return ok(c, { area })
      })
    }
    probes.post('/orderAudit', requireSession, requireRoles(CATALOGUE_ORDER_AUDIT_ROLES), (c) =>
      ok(c, { area: 'orderAudit' }),
    )
    t.app.route('/probe', probes)
    for (const acc of DEMO_ACCOUNTS) tokens.set(acc.role, await loginAs(t, acc.username))
  })
  afterAll(async () => {
    await t.close()
  })

  async function probe(path: string, token: string) {
    const res = await t.app.request(`/probe/${path}`, {
      method: 'POST',
      headers: { externalLoginKey: token },
    })
    return (await res.json()) as { code: number; data: unknown }
  }

  it('has an expectation for every area and every role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...AREAS].sort())
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES, ADMIN_ROLE].sort())
  })

  for (const role of [...ROLES, ADMIN_ROLE]) {
    it(`${role}: allowed exactly the areas SPEC.md gives it, 40300 and no data elsewhere`, async () => {
      const token = tokens.get(role) as string
      const allowed: string[] = []
      reached = []
      for (const area of AREAS) {
        const res = await probe(area, token)
        if (res.code === ResultCode.ok) {
          allowed.push(area)
          expect(res.data).toEqual({ area })
        } else {
          expect(res).toMatchObject({ code: ResultCode.forbidden, data: null })
        }
      }
      const expected = role === ADMIN_ROLE ? [...AREAS] : AREAS.filter((a) => EXPECTED[a].includes(role))
      expect(allowed).toEqual(expected)
      // A refused request never reaches the handler.
      expect(reached).toEqual(expected)

      const audit = await probe('orderAudit', token)
      const auditAllowed = role === ADMIN_ROLE || EXPECTED_ORDER_AUDIT.includes(role)
      expect(audit.code).toBe(auditAllowed ? ResultCode.ok : ResultCode.forbidden)
    })
  }

  it('refuses a probe without a session with 50008 before any role check', async () => {
    const probeRes = await t.app.request('/probe/orders', { method: 'POST' })
    expect(((await probeRes.json()) as { code: number }).code).toBe(ResultCode.invalidToken)
  })
})
