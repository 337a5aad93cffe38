// Issue 20: a token in the URL (`?token=`) is taken by vueGetUserInfo alone; every other call
// reads it from the externalLoginKey header only, so a token copied into a link signs nothing in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('token in the query string on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    token = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  it('signs vueGetUserInfo in from ?token=', async () => {
    const res = await call(t, 'vueGetUserInfo', { method: 'GET', query: { token } })
    expect(res.code).toBe(ResultCode.ok)
  })

  it('refuses another call carrying the token only in ?token= as not signed in', async () => {
    for (const [name, method] of [
      ['getMenuCount', 'POST'],
      ['getBank', 'GET'],
      ['getMemberData', 'POST'],
      ['userLogout', 'POST'],
    ] as const) {
      const res = await call(t, name, { method, query: { token } })
      expect(res, name).toMatchObject({ code: ResultCode.invalidToken, data: null })
      expect(res.message, name).toBe('You are not signed in.')
    }
    // The session was not ended by the refused logout.
    expect((await call(t, 'getMenuCount', { token })).code).toBe(ResultCode.ok)
  })
})
