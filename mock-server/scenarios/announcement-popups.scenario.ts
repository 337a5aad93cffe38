// announcementPopups: the platform's two seeded announcements '商家后台新版使用教程已上线' (with a
// link) and '平台春节期间物流及客服安排通知' (without) become sign-in popups: every account sees
// each once, oldest first, until closing it records the show (closeAnnouncementDialog).
import type { Scenario } from './scenario-context.ts'

export const POPUP_TITLES = ['商家后台新版使用教程已上线', '平台春节期间物流及客服安排通知'] as const

export const announcementPopups: Scenario = async ({ db }) => {
  await db
    .updateTable('announcement')
    .set({ is_popup: 1 })
    .where('title', 'in', [...POPUP_TITLES])
    .execute()
  return undefined
}
