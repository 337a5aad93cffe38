// Role switch (SPEC.md section 4): `<ROLE>-token` resolves to that role's demo account in the
// mock server only (mock-server/mock-deps.ts wires server/session/role-switch.ts into its deps).
// The Node server's deps, and the app without the hook, refuse it (50008).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { ROLE_SWITCH_TOKEN_SUFFIX } from '../../contract/roles.ts'
import { createApp } from '../../server/app.ts'
import { nodeDeps } from '../../server/node-deps.ts'
import { resolveRoleSwitchToken } from '../../server/session/role-switch.ts'
import { call, createTestApp, DATABASES, type TestApp } from './harness.ts'

describe.each(DATABASES)('role-switch tokens on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const userInfo = (app: TestApp['app'], token: string) =>
    call<{ roles: string[]; partyId: string; userLoginId: string }>({ ...t, app }, 'vueGetUserInfo', {
      method: 'GET',
      query: { token },
    })

  it('are refused with 50008 by the Node server deps', async () => {
    const app = createApp(nodeDeps(t.db, { log: () => {} }))
    for (const token of [`admin${ROLE_SWITCH_TOKEN_SUFFIX}`, `TRADEBASE${ROLE_SWITCH_TOKEN_SUFFIX}`]) {
      const res = await userInfo(app, token)
      expect(res.code).toBe(ResultCode.invalidToken)
      expect(res.data).toBeNull()
    }
  })

  it('are refused with 50008 by the app without the mock hook', async () => {
    expect(t.deps.resolveDevToken).toBeUndefined()
    expect((await userInfo(t.app, 'admin-token')).code).toBe(ResultCode.invalidToken)
  })

  /** The app as the mock builds it: the test deps plus the role-switch resolver. */
  const withRoleSwitch = () =>
    createApp({ ...t.deps, resolveDevToken: resolveRoleSwitchToken })

  it("resolve to the role's demo account with the mock's resolver", async () => {
    const app = withRoleSwitch()
    const admin = await userInfo(app, 'admin-token')
    expect(admin.code).toBe(ResultCode.ok)
    expect(admin.data).toMatchObject({ roles: ['admin'], userLoginId: 'U10013' })
    const trade = await userInfo(app, 'TRADEBASE-token')
    expect(trade.data).toMatchObject({ roles: ['TRADEBASE'], partyId: 'P10004' })
    // A sub-account acts inside its parent merchant.
    const sale = await userInfo(app, 'SUB_USER_SALE-token')
    expect(sale.data).toMatchObject({ roles: ['SUB_USER_SALE'], partyId: 'P10006', userLoginId: 'U10008' })
  })

  it("are refused by the mock's resolver when they name no role", async () => {
    const app = withRoleSwitch()
    for (const token of ['tradebase-token', 'NOBODY-token', 'TRADEBASE', '-token', 'TRADEBASE-token-token']) {
      expect((await userInfo(app, token)).code, token).toBe(ResultCode.invalidToken)
    }
  })
})
