// The live announcement machines of the top bar: the machines of src/machines with their actors
// bound to the /control services. Views create actors from these; tests provide fakes instead.
// (The message bell is long-lived: a child of the root actor, bound in src/root-context.tsx.)
import { fromPromise } from 'xstate'
import type { AnnouncementPopupItem } from '../../../contract/announcements.schema.ts'
import { announcementCarouselMachine } from '../../machines/announcements/announcement-carousel.machine.ts'
import { announcementPopupMachine } from '../../machines/announcements/announcement-popup.machine.ts'
import * as announcementsApi from '../../services/announcements.api.ts'

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
