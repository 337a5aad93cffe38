// signInUnderAttack: someone has been guessing `tradebase`'s password from ten addresses in the
// last ten minutes (ten failures, one per address), so the next sign-in for it must carry a
// proof of work (docs/security.md, Sign-in limits): the login page solves the challenge and
// signs in. Nobody is signed in. Open /login?scenario=signInUnderAttack.
import { failureKeys, loginKeys } from '../../server/session/login-limits.ts'
import type { Scenario } from './scenario-context.ts'

export const signInUnderAttack: Scenario = async ({ db, clock, deps }) => {
  const now = clock.now().getTime()
  const failures = deps.loginLimits.perAccountBeforeProof
  const rows = Array.from({ length: failures }, (_, i) => {
    const at = new Date(now - (failures - i) * 60_000).toISOString()
    return failureKeys(loginKeys('tradebase', `198.51.100.${10 + i}`)).map((key) => ({
      key,
      attempted_at: at,
    }))
  }).flat()
  await db.insertInto('login_attempt').values(rows).execute()
  return undefined
}
