// The live messaging machines: the machines of src/machines with their actors bound to the
// /control services. Views create actors from these; tests provide fakes instead.
import { createActorContext } from '@xstate/react'
import { fromCallback, fromPromise } from 'xstate'
import type { AnnouncementPopupItem } from '../../../contract/announcements.schema.ts'
import type { BusiRequestItem, FriendMessageItem, MessageItem } from '../../../contract/messages.schema.ts'
import { announcementCarouselMachine } from '../../machines/announcements/announcement-carousel.machine.ts'
import { announcementPopupMachine } from '../../machines/announcements/announcement-popup.machine.ts'
import {
  type BellDropdown,
  type MessageBellEvent,
  messageBellMachine,
} from '../../machines/messages/message-bell.machine.ts'
import * as announcementsApi from '../../services/announcements.api.ts'
import * as messagesApi from '../../services/messages.api.ts'

export const liveBellMachine = messageBellMachine.provide({
  actors: {
    pollNotices: fromPromise(({ input, signal }) => messagesApi.getNoticesAfter(input.afterId, signal)),
    loadDropdown: fromPromise<BellDropdown, void>(async ({ signal }) => {
      const [notices, friends, requests] = await Promise.all([
        messagesApi.getMessageDetail('NOTICE', signal),
        messagesApi.getMessageDetail('INFO', signal),
        messagesApi.getMessageDetail('BUSI', signal),
      ])
      return {
        notices: notices.list as MessageItem[],
        friends: friends.list as FriendMessageItem[],
        requests: requests.list as BusiRequestItem[],
        counts: {
          fetchNoticeNum: requests.fetchNoticeNum,
          friendRepliesNum: requests.friendRepliesNum,
          disReqNum: requests.disReqNum,
          friendApplyNum: requests.friendApplyNum,
        },
      }
    }),
    watchVisibility: fromCallback<MessageBellEvent>(({ sendBack }) => {
      const report = () => sendBack({ type: 'bell.visibility', hidden: document.hidden })
      document.addEventListener('visibilitychange', report)
      return () => document.removeEventListener('visibilitychange', report)
    }),
  },
})

/** The bell is long-lived: one actor for the signed-in frame, reachable from any page. */
export const BellActor = createActorContext(liveBellMachine, { input: {} })

export const liveCarouselMachine = announcementCarouselMachine.provide({
  actors: {
    loadFeed: fromPromise(({ signal }) => announcementsApi.getCarousel(signal)),
    recordClick: fromPromise(({ input, signal }) =>
      announcementsApi.addAnnouncementClick(input.infoId, signal),
    ),
  },
})

export const livePopupMachine = announcementPopupMachine.provide({
  actors: {
    loadUnseen: fromPromise<{ list: AnnouncementPopupItem[] }, void>(({ signal }) =>
      announcementsApi.getUnseenPopups(signal),
    ),
    closeDialog: fromPromise(({ input, signal }) =>
      announcementsApi.closeAnnouncementDialog(input.infoId, signal),
    ),
  },
})
