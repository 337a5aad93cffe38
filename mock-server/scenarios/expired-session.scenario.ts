// expiredSession: `tradebase` is signed in (the page holds the token), but the session has
// been idle longer than the idle timeout, so the next call answers 50014 from the real
// session check. Open any signed-in page, e.g. /dashboard?scenario=expiredSession.
import { hashToken } from '../../server/security/token.ts'
import type { Scenario } from './scenario-context.ts'

export const EXPIRED_SESSION_TOKEN = 'scenario-expired-session-tradebase'

export const expiredSession: Scenario = async ({ db, clock, deps }) => {
  const now = clock.now().getTime()
  const login = await db
    .selectFrom('user_login')
    .select(['id', 'party_id'])
    .where('username', '=', 'tradebase')
    .executeTakeFirstOrThrow()
  const signedInAt = now - deps.session.idleTimeoutMs - 60 * 60_000
  const lastSeenAt = now - deps.session.idleTimeoutMs - 60_000
  await db
    .insertInto('session')
    .values({
      token_hash: await hashToken(EXPIRED_SESSION_TOKEN),
      user_login_id: login.id,
      party_id: login.party_id,
      created_at: new Date(signedInAt).toISOString(),
      last_seen_at: new Date(lastSeenAt).toISOString(),
      expires_at: new Date(signedInAt + deps.session.absoluteLifetimeMs).toISOString(),
      ended_at: null,
      end_reason: null,
    })
    .execute()
  return { token: EXPIRED_SESSION_TOKEN }
}
