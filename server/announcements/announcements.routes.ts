// Announcements (SPEC.md section 7, Business network: Announcements) and announcement
// management (route group /announcement-management). Reading the carousel, the popup and a
// detail is for every signed-in user; management is for the announcement area's roles and
// only ever touches the caller's own merchant's announcements.
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import {
  type AnnouncementFeed,
  announcementListRequest,
  createAnnouncementRequest,
  editAnnouncementRequest,
  infoIdRequest,
} from '../../contract/announcements.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { sanitizeHtml } from '../security/sanitize-html.ts'
import {
  carousel,
  createAnnouncement,
  deleteAnnouncement,
  findDetail,
  isVisible,
  listOwn,
  recordClick,
  recordShown,
  unseenPopups,
  updateAnnouncement,
} from './announcements.repository.ts'

const manage = requireArea('announcements')

export const announcementsRoutes = new Hono<AppEnv>()
  .post('/getAnnouncementListFromNewMerchant', requireSession, manage, async (c) => {
    const input = await body(c, announcementListRequest)
    const page = await listOwn(c.get('deps').db, c.get('caller').partyId, input, input)
    return ok(c, page)
  })
  .post('/notGetAnnouncementListFromNewMerchant', requireSession, async (c) => {
    await body(c, emptyRequest)
    const { db, clock } = c.get('deps')
    const list = await carousel(db, clock.now().toISOString())
    const feed: AnnouncementFeed = { total: list.length, list }
    return ok(c, feed)
  })
  .post('/getAnnouncementShowRecord', requireSession, async (c) => {
    await body(c, emptyRequest)
    const { db, clock } = c.get('deps')
    const list = await unseenPopups(db, c.get('caller').userLoginId, clock.now().toISOString())
    return ok(c, { total: list.length, list })
  })
  .post('/closeAnnouncementDialog', requireSession, async (c) => {
    const { infoId } = await body(c, infoIdRequest)
    const { db, clock } = c.get('deps')
    const now = clock.now().toISOString()
    if (!(await isVisible(db, Number(infoId), now)))
      throw ApiError.notFound('announcements.noSuchAnnouncement')
    const caller = c.get('caller')
    await recordShown(db, {
      id: Number(infoId),
      userLoginId: caller.userLoginId,
      partyId: caller.partyId,
      atIso: now,
    })
    return ok(c, null)
  })
  .post('/getAnnouncementDetailFromNewMerchant', requireSession, async (c) => {
    const { infoId } = await body(c, infoIdRequest)
    const { db, clock } = c.get('deps')
    const detail = await findDetail(db, Number(infoId), c.get('caller').partyId, clock.now().toISOString())
    if (!detail) throw ApiError.notFound('announcements.noSuchAnnouncement')
    return ok(c, detail)
  })
  .post('/addAnnouncementClickNum', requireSession, async (c) => {
    const { infoId } = await body(c, infoIdRequest)
    const { db, clock } = c.get('deps')
    const now = clock.now().toISOString()
    const target = await isVisible(db, Number(infoId), now)
    if (!target) throw ApiError.notFound('announcements.noSuchAnnouncement')
    const caller = c.get('caller')
    await recordClick(db, {
      id: Number(infoId),
      publisherPartyId: target.party_id,
      viewerPartyId: caller.partyId,
      viewerUserLoginId: caller.userLoginId,
      atIso: now,
    })
    return ok(c, null)
  })
  .post('/createAnnouncementFromNewMerchant', requireSession, manage, async (c) => {
    const input = await body(c, createAnnouncementRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    const infoId = await createAnnouncement(
      db,
      { partyId: caller.partyId, userLoginId: caller.userLoginId },
      { ...input, body: sanitizeHtml(input.body) },
      clock.now().toISOString(),
    )
    return ok(c, { infoId })
  })
  .post('/editAnnouncementFromNewMerchant', requireSession, manage, async (c) => {
    const { infoId, ...input } = await body(c, editAnnouncementRequest)
    const { db, clock } = c.get('deps')
    const changed = await updateAnnouncement(
      db,
      c.get('caller').partyId,
      Number(infoId),
      { ...input, body: sanitizeHtml(input.body) },
      clock.now().toISOString(),
    )
    if (!changed) throw ApiError.notFound('announcements.noSuchAnnouncement')
    return ok(c, { infoId })
  })
  .post('/deleteAnnouncementFromNewMerchant', requireSession, manage, async (c) => {
    const { infoId } = await body(c, infoIdRequest)
    if (!(await deleteAnnouncement(c.get('deps').db, c.get('caller').partyId, Number(infoId)))) {
      throw ApiError.notFound('announcements.noSuchAnnouncement')
    }
    return ok(c, null)
  })
