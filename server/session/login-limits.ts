// What a sign-in attempt must satisfy first (docs/security.md, "Sign-in limits"). Three counters
// of recent failures, all in the login_attempt table so every server process shares them:
// - one user name from one address: a hard limit (5 per window), so one address cannot guess;
// - one address whatever the user name: a hard limit (50), so one address cannot spray;
// - one user name from any address: after 10, a proof of work (sign-in-proof.ts), so many
//   addresses cannot multiply the guesses for free, while the merchant is never refused for
//   failures others made.
import type { LoginLimits } from '../app-deps.ts'
import type { Db } from '../db/schema.ts'
import { countRecentAttempts, secondsUntilBelowLimit } from './session.repository.ts'

export interface LoginKeys {
  accountAtAddress: string
  address: string
  account: string
}

export function loginKeys(username: string, address: string): LoginKeys {
  const name = username.toLowerCase()
  return {
    accountAtAddress: `account:${name}|${address}`,
    address: `address:${address}`,
    account: `user:${name}`,
  }
}

/** The keys a failed attempt is recorded under. */
export const failureKeys = (keys: LoginKeys): string[] => [keys.accountAtAddress, keys.address, keys.account]

export interface LoginGate {
  /** Seconds before this address may try (the hard limits); 0 when it may try now. */
  retryAfterSeconds: number
  /** Whether the attempt must carry a proof of work (the account's failures from any address). */
  proofRequired: boolean
}

export async function loginGate(db: Db, limits: LoginLimits, keys: LoginKeys, now: Date): Promise<LoginGate> {
  const since = new Date(now.getTime() - limits.windowMs).toISOString()
  const [atAddress, fromAddress, forAccount] = await Promise.all([
    countRecentAttempts(db, keys.accountAtAddress, since),
    countRecentAttempts(db, keys.address, since),
    countRecentAttempts(db, keys.account, since),
  ])
  const waits: number[] = [0]
  if (atAddress >= limits.perAccountAndAddress)
    waits.push(
      await secondsUntilBelowLimit(
        db,
        keys.accountAtAddress,
        limits.perAccountAndAddress,
        limits.windowMs,
        now,
      ),
    )
  if (fromAddress >= limits.perAddress)
    waits.push(await secondsUntilBelowLimit(db, keys.address, limits.perAddress, limits.windowMs, now))
  return { retryAfterSeconds: Math.max(...waits), proofRequired: forAccount >= limits.perAccountBeforeProof }
}
