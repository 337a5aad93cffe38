// One-time codes (TOTP) as a second factor (issue 36), on both engines: enrol from the account,
// sign in with a password and then a code or a recovery code (each once), wrong codes refused at
// `code` and limited, the merchant's requirement enforced (a sub-user enrols at sign-in), audited.
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  RecoveryCodesResponse,
  SecondFactorRequired,
  TotpLoginResponse,
  TotpSecretOffer,
  TotpStatus,
} from '../../contract/session.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

/** What the person's authenticator app shows for this secret at the server's time. */
function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  })
}

describe.each(DATABASES)('one-time codes on %s', (kind) => {
  let t: TestApp
  let trade: string
  let secret: string
  let recovery: string[]

  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  const password = (username: string, PASSWORD = 'demo1234') =>
    call<SecondFactorRequired & { token?: string }>(t, 'vueUserLogin', {
      body: { USERNAME: username, PASSWORD },
    })
  const nextStep = () => t.clock.advance(30_000)
  const auditRows = (call: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['call', 'subject_type', 'request'])
      .where('call', '=', call)
      .orderBy('id')
      .execute()

  it('enrols from the account: a secret, confirmed by a code, then ten recovery codes shown once', async () => {
    const status = await call<TotpStatus>(t, 'getTotpStatus', { token: trade })
    expect(status.data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 })
    const offer = await call<TotpSecretOffer>(t, 'totpEnrolStart', { token: trade })
    expect(offer.code).toBe(ResultCode.ok)
    secret = offer.data.secret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(offer.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/)
    expect(offer.data.uri).toContain('tradebase')

    // A wrong code: refused at `code`, and codes stay off.
    const wrong = await call(t, 'totpEnrolConfirm', {
      token: trade,
      body: { code: '000000' === codeAt(secret, t.clock.now()) ? '111111' : '000000' },
    })
    expect(wrong).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'code', reason: 'wrongCode' },
    })
    expect((await call<TotpStatus>(t, 'getTotpStatus', { token: trade })).data.enabled).toBe(false)
    // Signing in still needs no code.
    expect((await password('tradebase')).code).toBe(ResultCode.ok)

    const confirmed = await call<RecoveryCodesResponse>(t, 'totpEnrolConfirm', {
      token: trade,
      body: { code: codeAt(secret, t.clock.now()) },
    })
    expect(confirmed.code).toBe(ResultCode.ok)
    recovery = confirmed.data.recoveryCodes
    expect(recovery).toHaveLength(10)
    expect(new Set(recovery).size).toBe(10)
    for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    // Stored hashed: no recovery code appears in the table.
    const stored = await t.db.selectFrom('totp_recovery_code').select('code_hash').execute()
    expect(stored).toHaveLength(10)
    for (const { code_hash } of stored) expect(recovery).not.toContain(code_hash)
    expect((await call<TotpStatus>(t, 'getTotpStatus', { token: trade })).data).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    })
    expect(await auditRows('totpEnrolConfirm')).toEqual([
      expect.objectContaining({ call: 'totpEnrolConfirm', subject_type: 'totp' }),
    ])
  })

  it('answers a right password with 40100 and a ticket, then signs in with the code', async () => {
    nextStep()
    const first = await password('tradebase')
    expect(first.code).toBe(ResultCode.secondFactorRequired)
    expect(first.data.token).toBeUndefined()
    expect(first.data.enrol).toBeNull()
    expect(first.data.ticket).toEqual(expect.any(String))
    // A wrong password is still 20001: the code step comes only after the right one.
    expect((await password('tradebase', 'wrong-pass')).code).toBe(ResultCode.badCredentials)

    const refused = await call(t, 'totpLogin', { body: { ticket: first.data.ticket, code: '12345' } })
    expect(refused).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'code', reason: 'wrongCode' },
    })
    const code = codeAt(secret, t.clock.now())
    const signed = await call<TotpLoginResponse>(t, 'totpLogin', {
      body: { ticket: first.data.ticket, code },
    })
    expect(signed.code).toBe(ResultCode.ok)
    expect(signed.data.recoveryCodes).toBeNull()
    const info = await call<{ userLoginId: string }>(t, 'vueGetUserInfo', {
      method: 'GET',
      token: signed.data.token,
    })
    expect(info.code).toBe(ResultCode.ok)
    // The ticket is spent, and the same code is not accepted twice.
    const again = await call(t, 'totpLogin', { body: { ticket: first.data.ticket, code } })
    expect(again).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'ticket', reason: 'challengeExpired' },
    })
    const second = await password('tradebase')
    const replay = await call(t, 'totpLogin', { body: { ticket: second.data.ticket, code } })
    expect(replay).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'code', reason: 'wrongCode' },
    })
  })

  it('signs in with a recovery code once only, and audits its use', async () => {
    const [code] = recovery
    const first = await password('tradebase')
    const signed = await call<TotpLoginResponse>(t, 'totpLogin', {
      body: { ticket: first.data.ticket, code },
    })
    expect(signed.code).toBe(ResultCode.ok)
    const second = await password('tradebase')
    const reused = await call(t, 'totpLogin', {
      body: { ticket: second.data.ticket, code: code?.toUpperCase() },
    })
    expect(reused).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'code', reason: 'wrongCode' },
    })
    expect((await call<TotpStatus>(t, 'getTotpStatus', { token: trade })).data.recoveryCodesLeft).toBe(9)
    const rows = await auditRows('totpLogin')
    expect(rows).toEqual([expect.objectContaining({ subject_type: 'totp' })])
    expect(rows[0]?.request).toContain('recoveryCodeUsed')
    expect(rows[0]?.request).not.toContain(code)
  })

  it('spends a ticket after five wrong codes and limits a login to ten wrong codes', async () => {
    nextStep()
    const first = await password('tradebase')
    for (let i = 0; i < 5; i++) {
      const wrong = await call(t, 'totpLogin', { body: { ticket: first.data.ticket, code: `99999${i}` } })
      expect(wrong).toMatchObject({ data: { field: 'code' } })
    }
    const right = codeAt(secret, t.clock.now())
    const late = await call(t, 'totpLogin', { body: { ticket: first.data.ticket, code: right } })
    expect(late).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'ticket' } })
    const second = await password('tradebase')
    for (let i = 0; i < 4; i++)
      await call(t, 'totpLogin', { body: { ticket: second.data.ticket, code: `88888${i}` } })
    // Two more were refused before this one (the replay and the reused recovery code above): ten.
    const limited = await call<{ retryAfterSeconds: number }>(t, 'totpLogin', {
      body: { ticket: second.data.ticket, code: right },
    })
    expect(limited.code).toBe(ResultCode.tooManyRequests)
    expect(limited.data.retryAfterSeconds).toBeGreaterThan(0)
    t.clock.advance(16 * 60 * 1000)
    const third = await password('tradebase')
    const ok = await call(t, 'totpLogin', {
      body: { ticket: third.data.ticket, code: codeAt(secret, t.clock.now()) },
    })
    expect(ok.code).toBe(ResultCode.ok)
  })

  it('makes new recovery codes and turns codes off with a current code, audited', async () => {
    nextStep()
    const wrong = await call(t, 'totpRecoveryCodes', { token: trade, body: { code: 'nope' } })
    expect(wrong).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'code', reason: 'wrongCode' },
    })
    const fresh = await call<RecoveryCodesResponse>(t, 'totpRecoveryCodes', {
      token: trade,
      body: { code: codeAt(secret, t.clock.now()) },
    })
    expect(fresh.code).toBe(ResultCode.ok)
    expect(fresh.data.recoveryCodes).toHaveLength(10)
    expect(fresh.data.recoveryCodes).not.toContain(recovery[1])
    // The old codes are gone.
    const first = await password('tradebase')
    const old = await call(t, 'totpLogin', { body: { ticket: first.data.ticket, code: recovery[1] } })
    expect(old).toMatchObject({ data: { field: 'code' } })

    const noCode = await call(t, 'totpDisable', { token: trade, body: {} })
    expect(noCode).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'code', reason: 'required' },
    })
    nextStep()
    const off = await call(t, 'totpDisable', { token: trade, body: { code: codeAt(secret, t.clock.now()) } })
    expect(off.code).toBe(ResultCode.ok)
    expect((await password('tradebase')).code).toBe(ResultCode.ok)
    expect((await auditRows('totpRecoveryCodes')).length).toBe(1)
    expect((await auditRows('totpDisable')).length).toBe(1)
  })

  it('enforces the merchant’s requirement: a sub-user without codes enrols at sign-in, and cannot turn them off', async () => {
    const pro = await loginAs(t, 'distributionpro')
    const created = await call<{ userLoginId: string }>(t, 'createSubUser', {
      token: pro,
      body: {
        username: 'pc.totp01',
        name: 'Codes',
        mobile: '13800000009',
        roles: ['SUB_USER_SALE'],
        password: 'start-pass-1',
      },
    })
    expect(created.code).toBe(ResultCode.ok)
    // A sub-user may not set the requirement; a bad value changes nothing.
    const sub = await loginAs(t, 'pc.totp01', 'start-pass-1')
    expect(
      (await call(t, 'saveTotpPolicy', { token: sub, body: { requireMain: false, requireSub: false } })).code,
    ).toBe(ResultCode.forbidden)
    const bad = await call(t, 'saveTotpPolicy', {
      token: pro,
      body: { requireMain: false, requireSub: 'yes' },
    })
    expect(bad).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'requireSub' } })
    expect((await call(t, 'getTotpPolicy', { token: pro })).data).toEqual({
      requireMain: false,
      requireSub: false,
    })

    const saved = await call(t, 'saveTotpPolicy', {
      token: pro,
      body: { requireMain: false, requireSub: true },
    })
    expect(saved).toMatchObject({ code: ResultCode.ok, data: { requireMain: false, requireSub: true } })
    expect(await auditRows('saveTotpPolicy')).toEqual([
      expect.objectContaining({ subject_type: 'totpPolicy' }),
    ])
    // The main account is not required; the sub-user is.
    expect((await password('distributionpro')).code).toBe(ResultCode.ok)
    const step = await password('pc.totp01', 'start-pass-1')
    expect(step.code).toBe(ResultCode.secondFactorRequired)
    expect(step.data.enrol).toMatchObject({
      secret: expect.stringMatching(/^[A-Z2-7]+$/),
      uri: expect.stringContaining('otpauth://'),
    })
    const enrolSecret = step.data.enrol?.secret as string
    const wrong = await call(t, 'totpLogin', { body: { ticket: step.data.ticket, code: '123' } })
    expect(wrong).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'code', reason: 'wrongCode' },
    })
    const enrolled = await call<TotpLoginResponse>(t, 'totpLogin', {
      body: { ticket: step.data.ticket, code: codeAt(enrolSecret, t.clock.now()) },
    })
    expect(enrolled.code).toBe(ResultCode.ok)
    expect(enrolled.data.recoveryCodes).toHaveLength(10)
    const status = await call<TotpStatus>(t, 'getTotpStatus', { token: enrolled.data.token })
    expect(status.data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 })
    const enrolAudit = await auditRows('totpLogin')
    expect(enrolAudit.at(-1)?.request).toContain('enrolled')
    // Next time: the code, no new secret.
    nextStep()
    const next = await password('pc.totp01', 'start-pass-1')
    expect(next.code).toBe(ResultCode.secondFactorRequired)
    expect(next.data.enrol).toBeNull()
    // Required: turning codes off is refused, even with a right code.
    const off = await call(t, 'totpDisable', {
      token: enrolled.data.token,
      body: { code: codeAt(enrolSecret, t.clock.now()) },
    })
    expect(off.code).toBe(ResultCode.conflict)
    expect((await call<TotpStatus>(t, 'getTotpStatus', { token: enrolled.data.token })).data.enabled).toBe(
      true,
    )
  })
})
