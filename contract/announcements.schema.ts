// Request and response schemas of the announcement calls (SPEC.md sections 3, 4, 7:
// Business network, Announcements) and of announcement management (createAnn, editAnn).
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'
import { pageRequest } from './paging.schema.ts'

export const ANNOUNCEMENT_STATUSES = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number]

export const MAX_TITLE_LENGTH = 200
export const MAX_BODY_LENGTH = 100_000
export const MAX_URL_LENGTH = 500

const infoId = z.coerce.string({ error: 'required' }).regex(/^\d{1,12}$/, { error: 'notAnId' })

const httpUrl = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH, { error: 'tooLong' })
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: 'httpUrlOnly' })

/** A cover is an absolute http(s) URL or a path on this site (an upload). */
const coverUrl = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH, { error: 'tooLong' })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^/\s][^\s]*$/.test(v), {
    error: 'urlOrPath',
  })

const isoTime = z.iso.datetime({ error: 'notAnIsoTime' })
const flag = z.coerce.number().int().min(0).max(1, { error: 'flag' })

export const infoIdRequest = z.object({ infoId })

export const announcementListRequest = pageRequest.extend({
  search: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  status: z.enum(ANNOUNCEMENT_STATUSES, { error: 'unknownStatus' }).optional(),
})
export type AnnouncementListRequest = z.input<typeof announcementListRequest>

/** Sortable fields of the management list. */
export const ANNOUNCEMENT_SORT_FIELDS = ['createdAt', 'title', 'clickCount', 'publishStartAt'] as const

const announcementFields = {
  title: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_TITLE_LENGTH, { error: 'tooLong' }),
  body: z.string({ error: 'required' }).max(MAX_BODY_LENGTH, { error: 'tooLong' }),
  status: z.enum(ANNOUNCEMENT_STATUSES, { error: 'unknownStatus' }).default('DRAFT'),
  publishStartAt: isoTime,
  publishEndAt: isoTime,
  popUpViewWebUrl: httpUrl.default(''),
  coverUrl: coverUrl.default(''),
  isPopup: flag.default(0),
  inCarousel: flag.default(1),
  sort: z.coerce.number().int().min(0).max(9999, { error: 'max9999' }).default(0),
}

function windowInOrder(v: { publishStartAt: string; publishEndAt: string }): boolean {
  return new Date(v.publishEndAt).getTime() > new Date(v.publishStartAt).getTime()
}

export const createAnnouncementRequest = z
  .object(announcementFields)
  .refine(windowInOrder, { error: 'endBeforeStart', path: ['publishEndAt'] })
/** What the browser sends to create or edit (the schema also accepts strings for the numbers). */
export interface AnnouncementInput {
  title: string
  body: string
  status: AnnouncementStatus
  publishStartAt: string
  publishEndAt: string
  popUpViewWebUrl: string
  coverUrl: string
  isPopup: 0 | 1
  inCarousel: 0 | 1
  sort: number
}

export const editAnnouncementRequest = z
  .object({ infoId, ...announcementFields })
  .refine(windowInOrder, { error: 'endBeforeStart', path: ['publishEndAt'] })

/** A row of the management list (announcementList). */
export interface AnnouncementRow {
  infoId: string
  title: string
  status: AnnouncementStatus
  publishStartAt: string | null
  publishEndAt: string | null
  popUpViewWebUrl: string
  coverUrl: string
  isPopup: 0 | 1
  inCarousel: 0 | 1
  sort: number
  clickCount: number
  createdAt: string
  updatedAt: string
}

/** The full announcement: management edit form and the detail page. */
export interface AnnouncementDetail extends AnnouncementRow {
  body: string
  publisherName: string
  /** True when the caller's merchant published it (may edit it). */
  mine: boolean
}

/** An announcement item (SPEC.md section 3): carousel and popup. */
export interface AnnouncementItem {
  infoId: string
  popUpViewTitle: string
  popUpViewWebUrl: string
  /** Scheme and host of popUpViewWebUrl ('' without a link), shown so a user sees where a click goes. */
  popUpViewWebUrlOrigin: string
}

export interface AnnouncementFeed {
  total: number
  list: AnnouncementItem[]
}

/** A popup not shown to the caller yet (getAnnouncementShowRecord). */
export interface AnnouncementPopupItem extends AnnouncementItem {
  body: string
  coverUrl: string
  publishStartAt: string | null
}
