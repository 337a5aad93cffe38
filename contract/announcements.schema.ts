// Request and response schemas of the announcement calls (SPEC.md sections 3, 4, 7:
// Business network, Announcements) and of announcement management (createAnn, editAnn).
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import {
  ANNOUNCEMENT_SORT,
  ANNOUNCEMENT_STATUSES,
  MAX_BODY_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH,
} from './announcements.constants.ts'
import { pageRequest } from './paging.schema.ts'

export { ANNOUNCEMENT_STATUSES, type AnnouncementStatus } from './announcements.constants.ts'

export { MAX_BODY_LENGTH, MAX_TITLE_LENGTH, MAX_URL_LENGTH } from './announcements.constants.ts'

const infoId = recordIdString({}, 0)

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
  // A path is one slash and no second slash or backslash: a browser reads `//host` and `/\host`
  // as another host (server/security/sanitize-html.ts, isSameSitePath).
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?![/\\])[^\s]+$/.test(v), {
    error: 'urlOrPath',
  })

const isoTime = z.iso.datetime({ error: 'notAnIsoTime' })
const flag = z.coerce.number().int().min(0).max(1, { error: 'flag' })
/** A 0/1 flag in an answer. */
const bit = z.union([z.literal(0), z.literal(1)])

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
  sort: z.coerce
    .number()
    .int()
    .min(ANNOUNCEMENT_SORT.min)
    .max(ANNOUNCEMENT_SORT.max, { error: 'max9999' })
    .default(0),
}

function windowInOrder(v: { publishStartAt: string; publishEndAt: string }): boolean {
  return new Date(v.publishEndAt).getTime() > new Date(v.publishStartAt).getTime()
}

export const createAnnouncementRequest = z
  .object(announcementFields)
  .refine(windowInOrder, { error: 'endBeforeStart', path: ['publishEndAt'] })
/** An announcement as the server has it after validation (create, and edit without infoId). */
export type AnnouncementValues = z.output<typeof createAnnouncementRequest>
/**
 * What the browser sends to create or edit: every field filled in, flags as 0 or 1 (the
 * schema also accepts strings for the numbers).
 */
export type AnnouncementInput = Omit<AnnouncementValues, 'isPopup' | 'inCarousel'> & {
  isPopup: 0 | 1
  inCarousel: 0 | 1
}

export const editAnnouncementRequest = z
  .object({ infoId, ...announcementFields })
  .refine(windowInOrder, { error: 'endBeforeStart', path: ['publishEndAt'] })

/** A row of the management list (announcementList). */
export const announcementRow = z.object({
  infoId: z.string(),
  title: z.string(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  publishStartAt: z.string().nullable(),
  publishEndAt: z.string().nullable(),
  popUpViewWebUrl: z.string(),
  coverUrl: z.string(),
  isPopup: bit,
  inCarousel: bit,
  sort: z.number().int(),
  clickCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AnnouncementRow = z.infer<typeof announcementRow>

/** The full announcement: management edit form and the detail page. */
export const announcementDetail = announcementRow.extend({
  body: z.string(),
  publisherName: z.string(),
  /** True when the caller's merchant published it (may edit it). */
  mine: z.boolean(),
})
export type AnnouncementDetail = z.infer<typeof announcementDetail>

/** An announcement item (SPEC.md section 3): carousel and popup. */
export const announcementItem = z.object({
  infoId: z.string(),
  popUpViewTitle: z.string(),
  popUpViewWebUrl: z.string(),
  /** Scheme and host of popUpViewWebUrl ('' without a link), shown so a user sees where a click goes. */
  popUpViewWebUrlOrigin: z.string(),
})
export type AnnouncementItem = z.infer<typeof announcementItem>

export const announcementFeed = z.object({ total: z.number().int(), list: z.array(announcementItem) })
export type AnnouncementFeed = z.infer<typeof announcementFeed>

/** A popup not shown to the caller yet (getAnnouncementShowRecord). */
export const announcementPopupItem = announcementItem.extend({
  body: z.string(),
  coverUrl: z.string(),
  publishStartAt: z.string().nullable(),
})
export type AnnouncementPopupItem = z.infer<typeof announcementPopupItem>

export const announcementPopupFeed = z.object({
  total: z.number().int(),
  list: z.array(announcementPopupItem),
})
export type AnnouncementPopupFeed = z.infer<typeof announcementPopupFeed>

/** create and edit answer the announcement's id. */
export const infoIdResponse = z.object({ infoId: z.string() })
