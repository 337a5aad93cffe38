// Passkeys (issue 36, sign-in without passwords), on both engines: a login registers one from its
// account, lists and removes it, and signs in with it; every answer is checked by the server's
// WebAuthn library against a software authenticator's real signatures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { PasskeyOptions, PasskeyRow } from '../../contract/session.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'
import { authenticate, register, type SoftwarePasskey } from './software-authenticator.ts'

// The test app is reached at http://localhost (Hono's app.request), so that is the page's origin.
const ORIGIN = 'http://localhost'

describe.each(DATABASES)('passkeys on %s', (kind) => {
  let t: TestApp
  let trade: string
  let passkey: SoftwarePasskey
  let row: PasskeyRow

  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  const loginWith = async (key: SoftwarePasskey, origin = ORIGIN) => {
    const options = await call<PasskeyOptions>(t, 'passkeyLoginOptions')
    expect(options.code).toBe(ResultCode.ok)
    const credential = await authenticate(options.data as never, origin, key)
    return { credential, answer: await call<{ token: string }>(t, 'passkeyLogin', { body: { credential } }) }
  }

  it('registers a passkey from a signed-in account, lists it and audits it', async () => {
    const options = await call<PasskeyOptions>(t, 'passkeyRegistrationOptions', { token: trade })
    expect(options.code).toBe(ResultCode.ok)
    expect(options.data).toMatchObject({
      rp: { id: 'localhost' },
      authenticatorSelection: { residentKey: 'required' },
    })
    const made = await register(options.data as never, ORIGIN)
    passkey = made.passkey
    const saved = await call<PasskeyRow>(t, 'passkeyRegister', {
      token: trade,
      body: { name: 'Office laptop', credential: made.credential },
    })
    expect(saved).toMatchObject({ code: ResultCode.ok, data: { name: 'Office laptop', lastUsedAt: null } })
    row = saved.data
    expect((await call<PasskeyRow[]>(t, 'getPasskeys', { token: trade })).data).toEqual([row])
    // Nobody else sees it.
    const other = await loginAs(t, 'ordering')
    expect((await call<PasskeyRow[]>(t, 'getPasskeys', { token: other })).data).toEqual([])
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['call', 'subject_type', 'subject_id'])
      .where('call', '=', 'passkeyRegister')
      .execute()
    expect(audit).toEqual([{ call: 'passkeyRegister', subject_type: 'passkey', subject_id: row.id }])
    // The same answer again: its challenge is spent, nothing is added.
    const again = await call(t, 'passkeyRegister', {
      token: trade,
      body: { name: 'Again', credential: made.credential },
    })
    expect(again).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'credential', reason: 'challengeExpired' },
    })
  })

  it('signs in with the passkey, no password, as its login', async () => {
    const { answer } = await loginWith(passkey)
    expect(answer.code).toBe(ResultCode.ok)
    const info = await call<{ userLoginId: string }>(t, 'vueGetUserInfo', {
      method: 'GET',
      token: answer.data.token,
    })
    const own = await call<{ userLoginId: string }>(t, 'vueGetUserInfo', { method: 'GET', token: trade })
    expect(info.data.userLoginId).toBe(own.data.userLoginId)
    const [listed] = (await call<PasskeyRow[]>(t, 'getPasskeys', { token: trade })).data
    expect(listed?.lastUsedAt).toBe(t.clock.now().toISOString())
  })

  it('refuses a replayed answer, another origin and an unknown key, with the field at fault', async () => {
    const { credential } = await loginWith(passkey)
    const replay = await call(t, 'passkeyLogin', { body: { credential } })
    expect(replay).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'credential', reason: 'challengeExpired' },
    })
    const phishing = await loginWith(passkey, 'https://evil.example')
    expect(phishing.answer).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'credential', reason: 'notVerified' },
    })
    const stranger = (
      await register(
        (
          await call<PasskeyOptions>(t, 'passkeyRegistrationOptions', { token: trade })
        ).data as never,
        ORIGIN,
      )
    ).passkey
    expect((await loginWith(stranger)).answer).toMatchObject({
      data: { field: 'credential', reason: 'notVerified' },
    })
    const malformed = await call(t, 'passkeyLogin', { body: { credential: { id: 'x' } } })
    expect(malformed.code).toBe(ResultCode.invalidInput)
  })

  it('removes a passkey only for its own login; a removed one no longer signs in', async () => {
    const other = await loginAs(t, 'ordering')
    expect((await call(t, 'deletePasskey', { token: other, body: { id: row.id } })).code).toBe(
      ResultCode.notFound,
    )
    expect((await call(t, 'deletePasskey', { token: trade, body: { id: row.id } })).code).toBe(ResultCode.ok)
    expect((await call<PasskeyRow[]>(t, 'getPasskeys', { token: trade })).data).toEqual([])
    expect((await loginWith(passkey)).answer).toMatchObject({
      data: { field: 'credential', reason: 'notVerified' },
    })
    const audit = await t.db
      .selectFrom('audit_log')
      .select('subject_id')
      .where('call', '=', 'deletePasskey')
      .execute()
    expect(audit).toEqual([{ subject_id: row.id }])
  })
})
