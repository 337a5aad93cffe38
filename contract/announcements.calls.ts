// The /control calls of announcements: the carousel, the popups and details every signed-in user reads, and
// announcement management.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import {
  announcementDetail,
  announcementFeed,
  announcementListRequest,
  announcementPopupFeed,
  announcementRow,
  createAnnouncementRequest,
  editAnnouncementRequest,
  infoIdRequest,
  infoIdResponse,
} from './announcements.schema.ts'
import { defineCalls, read, untracked, write } from './calls.ts'
import { pageOf } from './paging.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const announcementsCalls = defineCalls({
  getAnnouncementListFromNewMerchant: {
    request: announcementListRequest,
    response: pageOf(announcementRow),
    access: 'announcements',
    audit: read,
  },
  notGetAnnouncementListFromNewMerchant: {
    request: emptyRequest,
    response: announcementFeed,
    access: 'session',
    audit: read,
  },
  getAnnouncementShowRecord: {
    request: emptyRequest,
    response: announcementPopupFeed,
    access: 'session',
    audit: read,
  },
  closeAnnouncementDialog: {
    request: infoIdRequest,
    response: z.null(),
    access: 'session',
    audit: untracked('which popups the viewer has seen'),
  },
  getAnnouncementDetailFromNewMerchant: {
    request: infoIdRequest,
    response: announcementDetail,
    access: 'session',
    audit: read,
  },
  addAnnouncementClickNum: {
    request: infoIdRequest,
    response: z.null(),
    access: 'session',
    audit: untracked('a view counter'),
  },
  createAnnouncementFromNewMerchant: {
    request: createAnnouncementRequest,
    response: infoIdResponse,
    access: 'announcements',
    audit: write('announcement', 'infoId'),
  },
  editAnnouncementFromNewMerchant: {
    request: editAnnouncementRequest,
    response: infoIdResponse,
    access: 'announcements',
    audit: write('announcement', 'infoId'),
  },
  deleteAnnouncementFromNewMerchant: {
    request: infoIdRequest,
    response: z.null(),
    access: 'announcements',
    audit: write('announcement', 'infoId'),
  },
})
