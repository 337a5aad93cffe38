// How long a sign-in attempt must wait (docs/security.md, "Sign-in limits"). Three counters of
// recent failures, all in the login_attempt table so every server process shares them:
// - one user name from one address: a hard limit (5 per window), so one address cannot guess;
// - one address whatever the user name: a hard limit (50), so one address cannot spray;
// - one user name from any address: a progressive delay after 10, so many addresses cannot
//   multiply the guesses, while the merchant is only ever slowed (at most a minute), not locked out.
import type { LoginLimits } from '../app-deps.ts'
import type { Db } from '../db/schema.ts'
import { countRecentAttempts, lastAttemptAt, secondsUntilBelowLimit } from './session.repository.ts'

export interface LoginKeys {
  accountAtAddress: string
  address: string
  account: string
}

export function loginKeys(username: string, address: string): LoginKeys {
  const name = username.toLowerCase()
  return { accountAtAddress: `account:${name}|${address}`, address: `address:${address}`, account: `user:${name}` }
}

/** The keys a failed attempt is recorded under. */
export const failureKeys = (keys: LoginKeys): string[] => [keys.accountAtAddress, keys.address, keys.account]

/** Seconds before this attempt may be tried; 0 when it may be tried now. */
export async function secondsToWait(db: Db, limits: LoginLimits, keys: LoginKeys, now: Date): Promise<number> {
  const since = new Date(now.getTime() - limits.windowMs).toISOString()
  const [atAddress, fromAddress, forAccount] = await Promise.all([
    countRecentAttempts(db, keys.accountAtAddress, since),
    countRecentAttempts(db, keys.address, since),
    countRecentAttempts(db, keys.account, since),
  ])
  const waits: number[] = [0]
  if (atAddress >= limits.perAccountAndAddress)
    waits.push(
      await secondsUntilBelowLimit(db, keys.accountAtAddress, limits.perAccountAndAddress, limits.windowMs, now),
    )
  if (fromAddress >= limits.perAddress)
    waits.push(await secondsUntilBelowLimit(db, keys.address, limits.perAddress, limits.windowMs, now))
  if (forAccount >= limits.perAccountBeforeDelay) {
    const delayMs = Math.min(limits.maxAccountDelayMs, 1000 * 2 ** (forAccount - limits.perAccountBeforeDelay))
    const last = await lastAttemptAt(db, keys.account)
    const remainingMs = last ? last.getTime() + delayMs - now.getTime() : 0
    if (remainingMs > 0) waits.push(Math.ceil(remainingMs / 1000))
  }
  return Math.max(...waits)
}
