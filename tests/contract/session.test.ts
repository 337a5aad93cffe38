import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('session calls on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('signs in with a trimmed user name and answers a token', async () => {
    const res = await call<{ token: string }>(t, 'vueUserLogin', {
      body: { USERNAME: '  tradebase ', PASSWORD: 'demo1234' },
    })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('accepts a form-encoded sign-in', async () => {
    const res = await t.app.request('/control/vueUserLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'USERNAME=tradebase&PASSWORD=demo1234',
    })
    expect(checkedAnswer('vueUserLogin', await res.json()).code).toBe(ResultCode.ok)
  })

  it('answers 20001 for a wrong password and for an unknown user alike', async () => {
    const wrong = await call(t, 'vueUserLogin', { body: { USERNAME: 'tradebase', PASSWORD: 'nope' } })
    const unknown = await call(t, 'vueUserLogin', { body: { USERNAME: 'nobody', PASSWORD: 'nope' } })
    expect(wrong.code).toBe(ResultCode.badCredentials)
    expect(unknown).toEqual(wrong)
  })

  it('names the field at fault for bad input', async () => {
    const res = await call(t, 'vueUserLogin', { body: { USERNAME: '   ', PASSWORD: 'x' } })
    expect(res.code).toBe(ResultCode.invalidInput)
    expect(res.data).toEqual({ field: 'USERNAME', reason: 'required' })
  })

  it('returns the user info of the token holder', async () => {
    const token = await loginAs(t, 'distributionbase')
    const res = await call<Record<string, unknown>>(t, 'vueGetUserInfo', { method: 'GET', query: { token } })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data).toMatchObject({ roles: ['DISTRIBUTIONBASE'], userLoginId: 'U10005', erpInfoId: '0' })
  })

  it('refuses an unknown token with 50008', async () => {
    const res = await call(t, 'vueGetUserInfo', { method: 'GET', query: { token: 'forged' } })
    expect(res.code).toBe(ResultCode.invalidToken)
  })

  it('ends the session on logout: the token stops working at once', async () => {
    const token = await loginAs(t, 'tradebase')
    expect((await call(t, 'userLogout', { token })).code).toBe(ResultCode.ok)
    const after = await call(t, 'vueGetUserInfo', { method: 'GET', token })
    expect(after.code).toBe(ResultCode.invalidToken)
  })

  it('answers 50014 once the session has been idle too long', async () => {
    const token = await loginAs(t, 'tcbase')
    t.clock.advance(t.deps.session.idleTimeoutMs + 1000)
    const res = await call(t, 'vueGetUserInfo', { method: 'GET', token })
    expect(res.code).toBe(ResultCode.tokenExpired)
  })

  it('answers 50012 to a sub-account whose account signed in elsewhere', async () => {
    const first = await loginAs(t, 'sub_user_sale')
    await loginAs(t, 'sub_user_sale')
    const res = await call(t, 'vueGetUserInfo', { method: 'GET', token: first })
    expect(res.code).toBe(ResultCode.loggedInElsewhere)
  })

  it('answers an envelope for an unknown call', async () => {
    const res = await call(t, 'noSuchCall')
    expect(res.code).toBe(ResultCode.notFound)
  })
})
