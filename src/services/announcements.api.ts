// /control calls of announcements: the carousel, the popup, the detail page, click counting
// and announcement management (SPEC.md section 7, Announcements).
import type {
  AnnouncementDetail,
  AnnouncementFeed,
  AnnouncementInput,
  AnnouncementPopupItem,
  AnnouncementRow,
  AnnouncementStatus,
} from '../../contract/announcements.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

export function getCarousel(signal?: AbortSignal): Promise<AnnouncementFeed> {
  return control('notGetAnnouncementListFromNewMerchant', { body: {}, signal })
}

export function getUnseenPopups(
  signal?: AbortSignal,
): Promise<{ total: number; list: AnnouncementPopupItem[] }> {
  return control('getAnnouncementShowRecord', { body: {}, signal })
}

export function closeAnnouncementDialog(infoId: string, signal?: AbortSignal): Promise<null> {
  return control('closeAnnouncementDialog', { body: { infoId }, signal })
}

export function getAnnouncementDetail(infoId: string, signal?: AbortSignal): Promise<AnnouncementDetail> {
  return control('getAnnouncementDetailFromNewMerchant', { body: { infoId }, signal })
}

export function addAnnouncementClick(infoId: string, signal?: AbortSignal): Promise<null> {
  return control('addAnnouncementClickNum', { body: { infoId }, signal })
}

export interface AnnouncementListArgs {
  page: number
  pageSize: number
  search?: string
  status?: AnnouncementStatus
  sortField?: string
  sortOrder?: 'asc' | 'desc'
}

export function getAnnouncementList(
  args: AnnouncementListArgs,
  signal?: AbortSignal,
): Promise<Page<AnnouncementRow>> {
  return control('getAnnouncementListFromNewMerchant', { body: args, signal })
}

export function createAnnouncement(
  input: AnnouncementInput,
  signal?: AbortSignal,
): Promise<{ infoId: string }> {
  return control('createAnnouncementFromNewMerchant', { body: input, signal })
}

export function editAnnouncement(
  infoId: string,
  input: AnnouncementInput,
  signal?: AbortSignal,
): Promise<{ infoId: string }> {
  return control('editAnnouncementFromNewMerchant', { body: { infoId, ...input }, signal })
}

export function deleteAnnouncement(infoId: string, signal?: AbortSignal): Promise<null> {
  return control('deleteAnnouncementFromNewMerchant', { body: { infoId }, signal })
}
