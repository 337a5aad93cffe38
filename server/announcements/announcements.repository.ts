// Data access for announcements. Management reads and writes only the caller's own
// (party_id = publisher); the feed (carousel, popup, detail, clicks) is the one cross-tenant
// read: published announcements inside their publish window.
import type {
  AnnouncementDetail,
  AnnouncementItem,
  AnnouncementPopupItem,
  AnnouncementRow,
  AnnouncementStatus,
  AnnouncementValues,
} from '../../contract/announcements.schema.ts'
import { sql } from 'kysely'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likeText } from '../shared/keyword.ts'

interface Row {
  id: number
  title: string
  status: string
  publish_start_at: string | null
  publish_end_at: string | null
  external_url: string
  cover_url: string
  is_popup: number
  in_carousel: number
  sort: number
  click_count: number
  created_at: string
  updated_at: string
}

const ROW_COLUMNS = [
  'announcement.id',
  'announcement.title',
  'announcement.status',
  'announcement.publish_start_at',
  'announcement.publish_end_at',
  'announcement.external_url',
  'announcement.cover_url',
  'announcement.is_popup',
  'announcement.in_carousel',
  'announcement.sort',
  'announcement.click_count',
  'announcement.created_at',
  'announcement.updated_at',
] as const

function toRow(r: Row): AnnouncementRow {
  return {
    infoId: String(r.id),
    title: r.title,
    status: r.status as AnnouncementStatus,
    publishStartAt: r.publish_start_at,
    publishEndAt: r.publish_end_at,
    popUpViewWebUrl: r.external_url,
    coverUrl: r.cover_url,
    isPopup: r.is_popup ? 1 : 0,
    inCarousel: r.in_carousel ? 1 : 0,
    sort: Number(r.sort),
    clickCount: Number(r.click_count),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

export function originOf(url: string): string {
  if (!url) return ''
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

function toItem(r: { id: number; title: string; external_url: string }): AnnouncementItem {
  return {
    infoId: String(r.id),
    popUpViewTitle: r.title,
    popUpViewWebUrl: r.external_url,
    popUpViewWebUrlOrigin: originOf(r.external_url),
  }
}

export function listOwn(
  db: Db,
  partyId: string,
  filter: { search?: string | undefined; status?: AnnouncementStatus | undefined },
  page: PageParams,
): Promise<Page<AnnouncementRow>> {
  let query = db.selectFrom('announcement').where('announcement.party_id', '=', partyId).select(ROW_COLUMNS)
  if (filter.search) {
    const pattern = likeText(filter.search)
    query = query.where(sql<boolean>`lower(announcement.title) like ${pattern} escape '\\'`)
  }
  if (filter.status) query = query.where('announcement.status', '=', filter.status)
  return paginate(query, page, {
    sortable: {
      createdAt: 'announcement.created_at',
      title: 'announcement.title',
      clickCount: 'announcement.click_count',
      publishStartAt: 'announcement.publish_start_at',
    },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'announcement.id',
    map: toRow,
  })
}

/** Published and now inside the publish window. */
function visible(db: Db, nowIso: string) {
  return db
    .selectFrom('announcement')
    .where('announcement.status', '=', 'PUBLISHED')
    .where('announcement.publish_start_at', '<=', nowIso)
    .where('announcement.publish_end_at', '>', nowIso)
}

export async function carousel(db: Db, nowIso: string): Promise<AnnouncementItem[]> {
  const rows = await visible(db, nowIso)
    .where('announcement.in_carousel', '=', 1)
    .select(['announcement.id', 'announcement.title', 'announcement.external_url'])
    .orderBy('announcement.sort', 'desc')
    .orderBy('announcement.publish_start_at', 'desc')
    .orderBy('announcement.id', 'desc')
    .limit(20)
    .execute()
  return rows.map(toItem)
}

export async function unseenPopups(
  db: Db,
  userLoginId: string,
  nowIso: string,
): Promise<AnnouncementPopupItem[]> {
  const rows = await visible(db, nowIso)
    .where('announcement.is_popup', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcement_show_record as s')
            .select('s.announcement_id')
            .whereRef('s.announcement_id', '=', 'announcement.id')
            .where('s.user_login_id', '=', userLoginId),
        ),
      ),
    )
    .select([
      'announcement.id',
      'announcement.title',
      'announcement.external_url',
      'announcement.body',
      'announcement.cover_url',
      'announcement.publish_start_at',
    ])
    .orderBy('announcement.publish_start_at', 'asc')
    .orderBy('announcement.id', 'asc')
    .limit(10)
    .execute()
  return rows.map((r) => ({
    ...toItem(r),
    body: r.body,
    coverUrl: r.cover_url,
    publishStartAt: r.publish_start_at,
  }))
}

export async function isVisible(
  db: Db,
  id: number,
  nowIso: string,
): Promise<{ party_id: string } | undefined> {
  return visible(db, nowIso)
    .where('announcement.id', '=', id)
    .select('announcement.party_id')
    .executeTakeFirst()
}

/** The detail page: a visible announcement, or any of the caller's own (a draft preview). */
export async function findDetail(
  db: Db,
  id: number,
  callerPartyId: string,
  nowIso: string,
): Promise<AnnouncementDetail | undefined> {
  const row = await db
    .selectFrom('announcement')
    .leftJoin('party', 'party.id', 'announcement.party_id')
    .where('announcement.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('announcement.party_id', '=', callerPartyId),
        eb.and([
          eb('announcement.status', '=', 'PUBLISHED'),
          eb('announcement.publish_start_at', '<=', nowIso),
          eb('announcement.publish_end_at', '>', nowIso),
        ]),
      ]),
    )
    .select([...ROW_COLUMNS, 'announcement.body', 'announcement.party_id', 'party.name as publisherName'])
    .executeTakeFirst()
  if (!row) return undefined
  const mine = row.party_id === callerPartyId
  const detail = toRow(row)
  return {
    ...detail,
    // Click counts are the publisher's figures.
    clickCount: mine ? detail.clickCount : 0,
    body: row.body,
    publisherName: row.publisherName ?? '',
    mine,
  }
}

export async function recordClick(
  db: Db,
  input: {
    id: number
    publisherPartyId: string
    viewerPartyId: string
    viewerUserLoginId: string
    atIso: string
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A viewer counts once per announcement (the unique index decides, even between two
    // concurrent clicks); the count rises only when this click was the viewer's first.
    const inserted = await trx
      .insertInto('announcement_click')
      .values({
        announcement_id: input.id,
        party_id: input.publisherPartyId,
        viewer_party_id: input.viewerPartyId,
        viewer_user_login_id: input.viewerUserLoginId,
        clicked_at: input.atIso,
      })
      .onConflict((oc) => oc.columns(['announcement_id', 'viewer_user_login_id']).doNothing())
      .returning('id')
      .execute()
    if (inserted.length === 0) return
    await trx
      .updateTable('announcement')
      .set((eb) => ({ click_count: eb('click_count', '+', 1) }))
      .where('party_id', '=', input.publisherPartyId)
      .where('id', '=', input.id)
      .execute()
  })
}

export async function recordShown(
  db: Db,
  input: { id: number; userLoginId: string; partyId: string; atIso: string },
): Promise<void> {
  await db
    .insertInto('announcement_show_record')
    .values({
      announcement_id: input.id,
      user_login_id: input.userLoginId,
      party_id: input.partyId,
      shown_at: input.atIso,
      closed_at: input.atIso,
    })
    .onConflict((oc) => oc.columns(['user_login_id', 'announcement_id']).doNothing())
    .execute()
}

function columns(input: AnnouncementValues) {
  return {
    title: input.title,
    body: input.body,
    status: input.status,
    publish_start_at: new Date(input.publishStartAt).toISOString(),
    publish_end_at: new Date(input.publishEndAt).toISOString(),
    external_url: input.popUpViewWebUrl,
    cover_url: input.coverUrl,
    is_popup: input.isPopup,
    in_carousel: input.inCarousel,
    sort: input.sort,
  }
}

export async function createAnnouncement(
  db: Db,
  owner: { partyId: string; userLoginId: string },
  input: AnnouncementValues,
  atIso: string,
): Promise<string> {
  const row = await db
    .insertInto('announcement')
    .values({
      ...columns(input),
      party_id: owner.partyId,
      created_by: owner.userLoginId,
      created_at: atIso,
      updated_at: atIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

/** Answers false when the caller's merchant has no such announcement. */
export async function updateAnnouncement(
  db: Db,
  partyId: string,
  id: number,
  input: AnnouncementValues,
  atIso: string,
): Promise<boolean> {
  const res = await db
    .updateTable('announcement')
    .set({ ...columns(input), updated_at: atIso })
    .where('id', '=', id)
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteAnnouncement(db: Db, partyId: string, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('announcement')
    .where('id', '=', id)
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}
