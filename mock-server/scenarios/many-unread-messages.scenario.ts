// manyUnreadMessages: `tradebase` has 120 unread messages (105 NOTICE, 15 INFO), so the bell
// shows '99+' (SPEC.md section 9) and the NOTICE tab alone is above 99.
import type { Scenario } from './scenario-context.ts'

export const MANY_UNREAD_ACCOUNT = 'tradebase'
export const MANY_UNREAD_NOTICES = 105
export const MANY_UNREAD_INFOS = 15

export const manyUnreadMessages: Scenario = async ({ db, clock }) => {
  const now = clock.now().getTime()
  const login = await db
    .selectFrom('user_login')
    .select(['id', 'party_id'])
    .where('username', '=', MANY_UNREAD_ACCOUNT)
    .executeTakeFirstOrThrow()
  const total = MANY_UNREAD_NOTICES + MANY_UNREAD_INFOS
  const rows = Array.from({ length: total }, (_, i) => {
    const notice = i < MANY_UNREAD_NOTICES
    const n = notice ? i + 1 : i - MANY_UNREAD_NOTICES + 1
    return {
      party_id: login.party_id,
      user_login_id: login.id,
      type: notice ? ('NOTICE' as const) : ('INFO' as const),
      title: notice ? `系统通知 ${n}` : `业务消息 ${n}`,
      content: notice ? `这是第 ${n} 条未读系统通知。` : `这是第 ${n} 条未读业务消息。`,
      sender_party_id: null,
      is_read: 0,
      read_at: null,
      // Newest first in lists: one minute apart, the last one just now.
      created_at: new Date(now - (total - i) * 60_000).toISOString(),
    }
  })
  for (let from = 0; from < rows.length; from += 50) {
    await db
      .insertInto('message')
      .values(rows.slice(from, from + 50))
      .execute()
  }
  return undefined
}
