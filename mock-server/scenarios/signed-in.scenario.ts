// signedInAs:<user name>: that demo account is signed in, with the session row vueUserLogin
// would write (a scenario starts from the seed, which holds no session to replace). Tests start signed in this
// way (tests/e2e/fixtures.ts `signedInAs`) instead of carrying a saved copy of the whole database
// into every browser context, which cost seconds per test. The token follows from the user name,
// so a reload that applies the scenario again (nothing written yet) finds the same session.
// Like every scenario it only changes this browser's own mock database.
import { hashToken } from '../../server/security/token.ts'
import type { Scenario } from './scenario-context.ts'

export const SIGNED_IN_PREFIX = 'signedInAs:'

export const signedInToken = (username: string) => `scenario-signed-in-${username}`

export function signedInAs(username: string): Scenario {
  return async ({ db, clock, deps }) => {
    const login = await db
      .selectFrom('user_login')
      .select(['id', 'party_id'])
      .where('username', '=', username)
      .executeTakeFirst()
    if (!login) throw new Error(`scenario ${SIGNED_IN_PREFIX}${username}: no such demo account`)
    const token = signedInToken(username)
    const now = clock.now()
    await db
      .insertInto('session')
      .values({
        token_hash: await hashToken(token),
        user_login_id: login.id,
        party_id: login.party_id,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + deps.session.absoluteLifetimeMs).toISOString(),
        ended_at: null,
        end_reason: null,
      })
      .execute()
    return { token }
  }
}
