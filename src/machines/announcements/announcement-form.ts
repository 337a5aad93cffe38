// The announcement form's rules (createAnn, editAnn) for the one form machine
// (src/machines/shared/form.machine.ts): the blank draft, the draft of a loaded announcement,
// and the browser's checks, with the contract's limits, so most mistakes are refused at the
// field before a call (the server checks again and names the field at fault).
import {
  ANNOUNCEMENT_SORT,
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH,
} from '../../../contract/announcements.constants.ts'
import type { AnnouncementDetail, AnnouncementInput } from '../../../contract/announcements.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i
const COVER_URL = /^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/i

/** The same rules and limits as contract/announcements.schema.ts. */
export function validateAnnouncement(v: AnnouncementInput): FieldErrors {
  const errors: FieldErrors = {}
  const title = v.title.trim()
  if (title === '') errors.title = { reason: 'required' }
  else if (title.length > MAX_TITLE_LENGTH) errors.title = { reason: 'tooLong', max: MAX_TITLE_LENGTH }
  if (v.body.replace(/<[^>]*>/g, '').trim() === '' && !/<img/i.test(v.body))
    errors.body = { reason: 'required' }
  if (!v.publishStartAt) errors.publishStartAt = { reason: 'required' }
  if (!v.publishEndAt) errors.publishEndAt = { reason: 'required' }
  else if (v.publishStartAt && new Date(v.publishEndAt).getTime() <= new Date(v.publishStartAt).getTime()) {
    errors.publishEndAt = { reason: 'endBeforeStart' }
  }
  const url = (v.popUpViewWebUrl ?? '').trim()
  if (url.length > MAX_URL_LENGTH) errors.popUpViewWebUrl = { reason: 'tooLong', max: MAX_URL_LENGTH }
  else if (url !== '' && !HTTP_URL.test(url)) errors.popUpViewWebUrl = { reason: 'httpUrlOnly' }
  const cover = (v.coverUrl ?? '').trim()
  if (cover.length > MAX_URL_LENGTH) errors.coverUrl = { reason: 'tooLong', max: MAX_URL_LENGTH }
  else if (cover !== '' && !COVER_URL.test(cover)) errors.coverUrl = { reason: 'urlOrPath' }
  const sort = v.sort
  if (!Number.isInteger(sort)) errors.sort = { reason: 'integer' }
  else if (sort < ANNOUNCEMENT_SORT.min || sort > ANNOUNCEMENT_SORT.max)
    errors.sort = { reason: 'range', min: ANNOUNCEMENT_SORT.min, max: ANNOUNCEMENT_SORT.max }
  return errors
}

export function emptyAnnouncement(now: Date): AnnouncementInput {
  return {
    title: '',
    body: '',
    status: 'PUBLISHED',
    publishStartAt: now.toISOString(),
    publishEndAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    popUpViewWebUrl: '',
    coverUrl: '',
    isPopup: 0,
    inCarousel: 1,
    sort: 0,
  }
}

/** The draft of an announcement being edited. */
export function announcementDraft(d: AnnouncementDetail): AnnouncementInput {
  return {
    title: d.title,
    body: d.body,
    status: d.status,
    publishStartAt: d.publishStartAt ?? '',
    publishEndAt: d.publishEndAt ?? '',
    popUpViewWebUrl: d.popUpViewWebUrl,
    coverUrl: d.coverUrl,
    isPopup: d.isPopup,
    inCarousel: d.inCarousel,
    sort: d.sort,
  }
}
