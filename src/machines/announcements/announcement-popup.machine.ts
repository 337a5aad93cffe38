// The announcement popup after sign-in (SPEC.md section 7): the announcements the caller has
// not been shown yet (getAnnouncementShowRecord), one at a time; closing one records it with
// closeAnnouncementDialog(infoId) so it never shows again.
import { assign, fromPromise, setup } from 'xstate'
import type { AnnouncementPopupItem } from '../../../contract/announcements.schema.ts'

export interface AnnouncementPopupContext {
  queue: AnnouncementPopupItem[]
}

export type AnnouncementPopupEvent = { type: 'popup.close' }

export const announcementPopupMachine = setup({
  types: {
    context: {} as AnnouncementPopupContext,
    events: {} as AnnouncementPopupEvent,
    tags: {} as 'visible' | 'closing',
  },
  actors: {
    loadUnseen: fromPromise<{ list: AnnouncementPopupItem[] }, void>(async () => {
      throw new Error('loadUnseen actor not provided')
    }),
    closeDialog: fromPromise<unknown, { infoId: string }>(async () => {
      throw new Error('closeDialog actor not provided')
    }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'announcementPopup',
  context: { queue: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the announcements this user has not been shown yet.',
      invoke: {
        src: 'loadUnseen',
        onDone: { target: 'next', actions: assign({ queue: ({ event }) => event.output.list }) },
        // No popup is better than an error over the whole screen.
        onError: { target: 'done' },
      },
    },
    next: {
      description: 'Shows the next unseen announcement, or finishes when none is left.',
      always: [{ guard: 'hasQueue', target: 'showing' }, { target: 'done' }],
    },
    showing: {
      description: 'One announcement is shown in a dialog until the user closes it.',
      tags: ['visible'],
      on: { 'popup.close': { target: 'closing' } },
    },
    closing: {
      description: 'Records the close (closeAnnouncementDialog) so it never shows again.',
      tags: ['visible', 'closing'],
      invoke: {
        src: 'closeDialog',
        input: ({ context }) => ({ infoId: context.queue[0]?.infoId ?? '' }),
        onDone: { target: 'next', actions: assign({ queue: ({ context }) => context.queue.slice(1) }) },
        // Not recorded: it may show again at the next sign-in, but the user closed it now.
        onError: { target: 'next', actions: assign({ queue: ({ context }) => context.queue.slice(1) }) },
      },
    },
    done: { type: 'final', description: 'Every unseen announcement was shown; nothing more this session.' },
  },
})
