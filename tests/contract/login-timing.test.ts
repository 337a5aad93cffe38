// An unknown user name must cost the same password hashing as a wrong password for a known
// one (issue: user enumeration by timing). Measuring milliseconds in a test is flaky; what makes
// the times equal is verifying against a hash of the same algorithm and cost, which is checked
// here. The rule does not depend on the database, so SQLite alone runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { type PasswordHasher, pbkdf2Hasher } from '../../server/security/password-hasher.ts'
import { call, createTestApp, type TestApp } from './harness.ts'

describe('sign-in timing does not tell whether a user exists', () => {
  const verified: string[] = []
  const inner = pbkdf2Hasher(1000)
  const hasher: PasswordHasher = {
    hash: (password, salt) => inner.hash(password, salt),
    verify: (password, stored) => {
      verified.push(stored)
      return inner.verify(password, stored)
    },
  }
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', { hasher })
  })
  afterAll(async () => {
    await t.close()
  })

  /** The algorithm and cost of a stored hash: everything before the salt. */
  const costOf = (stored: string) => stored.split('$').slice(0, 2).join('$')

  it('verifies an unknown user against a hash of the same algorithm and cost as a real one', async () => {
    const wrong = await call(t, 'vueUserLogin', { body: { USERNAME: 'tradebase', PASSWORD: 'wrong' } })
    const unknown = await call(t, 'vueUserLogin', { body: { USERNAME: 'no-such-user', PASSWORD: 'wrong' } })
    // Both refused alike, and both hashed alike.
    expect(wrong.code).toBe(ResultCode.badCredentials)
    expect(unknown).toEqual(wrong)
    expect(verified).toHaveLength(2)
    expect(costOf(verified[1] as string)).toBe(costOf(verified[0] as string))
  })
})
