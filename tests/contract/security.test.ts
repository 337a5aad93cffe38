// Cross-cutting rules every endpoint inherits: invalid input (field + reason, nothing
// written), sign-in rate limiting without lockout, absolute and idle session lifetimes,
// disabled accounts and logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { ResultCode } from '../../contract/codes.ts'
import type { SignInProofRequired } from '../../contract/session.schema.ts'
import { translate } from '../../server/http/messages/catalogue.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

async function tableCount(t: TestApp, table: 'login_attempt' | 'session'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

function signIn(t: TestApp, username: string, password: string, address: string, proof?: string) {
  return call(t, 'vueUserLogin', {
    body: { USERNAME: username, PASSWORD: password, ...(proof ? { ALTCHA: proof } : {}) },
    headers: { 'x-test-address': address },
  })
}

/** What the login page does with a 42800: solve the challenge and encode the widget's field. */
async function solve(data: SignInProofRequired): Promise<string> {
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey })
  if (!solution) throw new Error('no solution')
  return btoa(JSON.stringify({ challenge: data.challenge, solution }))
}

/** A challenge for a user name whose failures ask for one (a wrong password is never sent). */
async function challengeFor(t: TestApp, username: string, address: string): Promise<unknown> {
  const res = await signIn(t, username, 'wrong', address)
  if (res.code !== ResultCode.proofRequired) throw new Error(`expected 42800, got ${res.code}`)
  return res.data
}

describe.each(DATABASES)('cross-cutting rules on %s', (kind) => {
  let t: TestApp
  // One world for the file (fewer PostgreSQL schemas created and dropped while other files
  // run): each test uses its own addresses and accounts, signs in afresh after the clock
  // moved, and undoes what it changed.
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers invalid input with 40000, the field and the reason, and writes nothing', async () => {
    const attempts = await tableCount(t, 'login_attempt')
    const sessions = await tableCount(t, 'session')
    const cases: [unknown, { field: string; reason: string }][] = [
      [{ PASSWORD: 'demo1234' }, { field: 'USERNAME', reason: 'required' }],
      [{ USERNAME: 'tradebase' }, { field: 'PASSWORD', reason: 'required' }],
      [
        { USERNAME: 'x'.repeat(65), PASSWORD: 'demo1234' },
        { field: 'USERNAME', reason: 'tooLong' },
      ],
      [
        { USERNAME: 'tradebase', PASSWORD: 'p'.repeat(257) },
        { field: 'PASSWORD', reason: 'tooLong' },
      ],
    ]
    for (const [body, detail] of cases) {
      const res = await call(t, 'vueUserLogin', { body })
      expect(res).toMatchObject({ code: ResultCode.invalidInput, data: detail })
    }
    const malformed = await t.app.request('/control/vueUserLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"USERNAME":',
    })
    expect(await malformed.json()).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'body', reason: 'malformedJson' },
    })
    const token = await loginAs(t, 'tradebase')
    const menu = await call(t, 'getMenuCount', { token, body: { partyId: ['P10006'] } })
    expect(menu).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'partyId', reason: 'string' },
    })
    expect(await tableCount(t, 'login_attempt')).toBe(attempts)
    expect(await tableCount(t, 'session')).toBe(sessions + 1)
  })

  it('limits sign-in to 5 failures per account and address, then 42900, without locking the merchant out', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t, 'tradebase', 'wrong', '198.51.100.7')).code).toBe(ResultCode.badCredentials)
    }
    // Even the right password is refused from that address now: the attacker learns nothing.
    const limited = await signIn(t, 'tradebase', 'demo1234', '198.51.100.7')
    expect(limited.code).toBe(ResultCode.tooManyRequests)
    // Only the wait (the whole 15-minute window: the failures were just now), nothing about the account.
    expect(limited.data).toEqual({ retryAfterSeconds: 15 * 60 })
    // The merchant at its own address still signs in; other accounts from that address too.
    expect((await signIn(t, 'tradebase', 'demo1234', '203.0.113.50')).code).toBe(ResultCode.ok)
    expect((await signIn(t, 'distributionpro', 'demo1234', '198.51.100.7')).code).toBe(ResultCode.ok)
    // The limit lives in the database and ends with its window.
    const failures = await t.db
      .selectFrom('login_attempt')
      .select('key')
      .where('key', '=', 'account:tradebase|198.51.100.7')
      .execute()
    expect(failures).toHaveLength(5)
    t.clock.advance(t.deps.loginLimits.windowMs + 1000)
    expect((await signIn(t, 'tradebase', 'demo1234', '198.51.100.7')).code).toBe(ResultCode.ok)
  })

  it('asks for a proof of work, never refusing the right password, after failures on one account from many addresses', async () => {
    const { perAccountBeforeProof } = t.deps.loginLimits
    const address = (i: number) => `198.51.100.${100 + i}`
    // One failure from each of ten addresses: no address reaches its own limit.
    for (let i = 0; i < perAccountBeforeProof; i++)
      expect((await signIn(t, 'repairmember', 'wrong', address(i))).code).toBe(ResultCode.badCredentials)
    // The merchant, from its own address with the right password, is not refused: it is asked
    // for a proof of work, with the challenge to solve.
    const asked = await signIn(t, 'repairmember', 'demo1234', address(50))
    expect(asked.code).toBe(ResultCode.proofRequired)
    const data = asked.data as SignInProofRequired
    expect(data).toMatchObject({
      field: 'ALTCHA',
      reason: 'missing',
      challenge: { parameters: { algorithm: 'SHA-256' } },
    })
    expect(asked.message).toBe(translate('en', 'session.proofRequired'))
    // Solved, the right password signs in at once (no wait, whatever the failures).
    const proof = await solve(data)
    const signedIn = await signIn(t, 'repairmember', 'demo1234', address(50), proof)
    expect(signedIn.code).toBe(ResultCode.ok)
    expect(signedIn.data).toMatchObject({ token: expect.any(String) })
    // A proof signs in once: sent again it is spent, and a fresh challenge comes with the answer.
    const reused = await signIn(t, 'repairmember', 'demo1234', address(50), proof)
    expect(reused).toMatchObject({
      code: ResultCode.proofRequired,
      data: { field: 'ALTCHA', reason: 'used' },
    })
    // A guesser pays the same work for every guess, and a wrong password with a proof still fails.
    const guess = await signIn(
      t,
      'repairmember',
      'wrong',
      address(51),
      await solve(reused.data as SignInProofRequired),
    )
    expect(guess.code).toBe(ResultCode.badCredentials)
    // A proof for another account, a tampered one and an expired one are not accepted.
    const forOther = await solve((await challengeFor(t, 'repairmember', address(52))) as SignInProofRequired)
    for (let i = 0; i < perAccountBeforeProof; i++)
      expect((await signIn(t, 'ordering', 'wrong', address(20 + i))).code).toBe(ResultCode.badCredentials)
    expect((await signIn(t, 'ordering', 'demo1234', address(53), forOther)).data).toMatchObject({
      reason: 'invalid',
    })
    expect((await signIn(t, 'ordering', 'demo1234', address(53), 'bm90IGEgcHJvb2Y=')).data).toMatchObject({
      reason: 'invalid',
    })
    const late = await solve((await challengeFor(t, 'ordering', address(54))) as SignInProofRequired)
    t.clock.advance(t.deps.loginLimits.proofOfWork.ttlMs + 1000)
    expect((await signIn(t, 'ordering', 'demo1234', address(54), late)).data).toMatchObject({
      reason: 'expired',
    })
    // Other accounts are not affected; once the window has passed no proof is asked.
    expect((await signIn(t, 'distributionpro', 'demo1234', address(55))).code).toBe(ResultCode.ok)
    t.clock.advance(t.deps.loginLimits.windowMs + 1000)
    expect((await signIn(t, 'repairmember', 'demo1234', address(56))).code).toBe(ResultCode.ok)
  })

  it('limits failures per address across user names', async () => {
    const { perAddress } = t.deps.loginLimits
    for (let i = 0; i < perAddress; i++) {
      expect((await signIn(t, `nobody${i}`, 'wrong', '192.0.2.9')).code).toBe(ResultCode.badCredentials)
    }
    expect((await signIn(t, 'ordering', 'demo1234', '192.0.2.9')).code).toBe(ResultCode.tooManyRequests)
    expect((await signIn(t, 'ordering', 'demo1234', '192.0.2.10')).code).toBe(ResultCode.ok)
  })

  it('ends a session after its absolute lifetime even while it is in use', async () => {
    const token = await loginAs(t, 'tradebase')
    const { absoluteLifetimeMs, idleTimeoutMs } = t.deps.session
    const step = idleTimeoutMs / 2
    let elapsed = 0
    while (elapsed + step < absoluteLifetimeMs) {
      t.clock.advance(step)
      elapsed += step
      expect((await call(t, 'getMenuCount', { token })).code).toBe(ResultCode.ok)
    }
    t.clock.advance(absoluteLifetimeMs - elapsed)
    expect((await call(t, 'getMenuCount', { token })).code).toBe(ResultCode.tokenExpired)
    expect((await call(t, 'vueGetUserInfo', { method: 'GET', token })).code).toBe(ResultCode.tokenExpired)
  })

  it('ends a session after the idle timeout, and calls keep it alive before that', async () => {
    const token = await loginAs(t, 'distributionbase')
    const { idleTimeoutMs } = t.deps.session
    t.clock.advance(idleTimeoutMs - 60_000)
    expect((await call(t, 'getMenuCount', { token })).code).toBe(ResultCode.ok)
    t.clock.advance(idleTimeoutMs - 60_000)
    expect((await call(t, 'getMenuCount', { token })).code).toBe(ResultCode.ok)
    t.clock.advance(idleTimeoutMs)
    expect((await call(t, 'getMenuCount', { token })).code).toBe(ResultCode.tokenExpired)
  })

  it('refuses a disabled account: 20002 on sign-in, 50008 for its live sessions', async () => {
    const token = await loginAs(t, 'tradebase')
    await t.db.updateTable('user_login').set({ enabled: 0 }).where('username', '=', 'tradebase').execute()
    try {
      expect((await call(t, 'vueGetUserInfo', { method: 'GET', token })).code).toBe(ResultCode.invalidToken)
      expect((await call(t, 'getMenuCount', { token })).code).toBe(ResultCode.invalidToken)
      const again = await call(t, 'vueUserLogin', { body: { USERNAME: 'tradebase', PASSWORD: 'demo1234' } })
      expect(again.code).toBe(ResultCode.accountDisabled)
      expect(again.data).toBeNull()
      // A wrong password on a disabled account says only "wrong", like any other.
      const wrong = await call(t, 'vueUserLogin', { body: { USERNAME: 'tradebase', PASSWORD: 'nope' } })
      expect(wrong.code).toBe(ResultCode.badCredentials)
      // Other accounts of other merchants are untouched.
      expect((await call(t, 'getMenuCount', { token: await loginAs(t, 'distributionpro') })).code).toBe(
        ResultCode.ok,
      )
    } finally {
      await t.db.updateTable('user_login').set({ enabled: 1 }).where('username', '=', 'tradebase').execute()
    }
  })

  it('logout makes the token useless for every call at once', async () => {
    const token = await loginAs(t, 'sub_user_bus_mag')
    expect((await call(t, 'getMenuCount', { token })).code).toBe(ResultCode.ok)
    expect((await call(t, 'userLogout', { token })).code).toBe(ResultCode.ok)
    for (const [name, method] of [
      ['vueGetUserInfo', 'GET'],
      ['getMenuCount', 'POST'],
      ['getBank', 'GET'],
      ['userLogout', 'POST'],
    ] as const) {
      expect((await call(t, name, { method, token })).code).toBe(ResultCode.invalidToken)
    }
    const row = await t.db
      .selectFrom('session')
      .select(['ended_at', 'end_reason'])
      .where('user_login_id', '=', 'U10007')
      .executeTakeFirstOrThrow()
    expect(row.end_reason).toBe('logout')
  })
})
