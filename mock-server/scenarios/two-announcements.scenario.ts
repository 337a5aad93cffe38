// twoAnnouncements: exactly two announcements in the navbar carousel (SPEC.md section 4: a
// carousel of exactly two is doubled for looping). Every other announcement leaves the
// carousel (in_carousel = 0) but stays published. The first opens an external link, the
// second its detail page. Any signed-in account sees them.
import type { Scenario } from './scenario-context.ts'

export const CAROUSEL_ANNOUNCEMENTS = [
  { title: '平台公告：双十二活动报名开启', externalUrl: 'https://example.com/activity/1212' },
  { title: '平台公告：春节期间发货安排', externalUrl: '' },
] as const

export const twoAnnouncements: Scenario = async ({ db, clock }) => {
  const now = clock.now().getTime()
  const { party_id: publisher, id: author } = await db
    .selectFrom('user_login')
    .select(['party_id', 'id'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow()
  await db.updateTable('announcement').set({ in_carousel: 0 }).where('in_carousel', '=', 1).execute()
  await db
    .insertInto('announcement')
    .values(
      CAROUSEL_ANNOUNCEMENTS.map((a, i) => ({
        party_id: publisher,
        title: a.title,
        body: `<p>${a.title}</p>`,
        external_url: a.externalUrl,
        status: 'PUBLISHED' as const,
        publish_start_at: new Date(now - (2 - i) * 86_400_000).toISOString(),
        publish_end_at: new Date(now + 30 * 86_400_000).toISOString(),
        in_carousel: 1,
        sort: i + 1,
        created_by: author,
        created_at: new Date(now - (2 - i) * 86_400_000).toISOString(),
        updated_at: new Date(now - (2 - i) * 86_400_000).toISOString(),
      })),
    )
    .execute()
  return undefined
}
