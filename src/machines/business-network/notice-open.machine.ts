// Opening a business network notification (hnNotify): an unread one is first marked read on
// the server (changeNoticeStatusFromNewMerchant), which answers the new unread counts for the
// bell; then its related page opens. A read one opens at once; "mark read" marks without
// opening. A failed mark is shown with retry; cancel leaves the notification unread.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export interface NoticeRef {
  id: string
  isRead: 0 | 1
  /** The page this notice leads to; '' when it leads nowhere. */
  path: string
}

export interface NoticeMarked {
  marked: number
  mesNum: number
}

export interface NoticeOpenContext {
  notice: NoticeRef | undefined
  /** Open the related page once marked (false: "mark read" only). */
  open: boolean
  error: ListError | undefined
}

export type NoticeOpenEvent =
  | { type: 'notice.open'; notice: NoticeRef }
  | { type: 'notice.markRead'; notice: NoticeRef }
  | { type: 'notice.retry' }
  | { type: 'notice.cancel' }

export type NoticeOpenEmitted =
  | { type: 'notice.counted'; mesNum: number }
  | { type: 'notice.navigate'; path: string }

export const noticeOpenMachine = setup({
  types: {
    context: {} as NoticeOpenContext,
    events: {} as NoticeOpenEvent,
    emitted: {} as NoticeOpenEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    markNotice: fromPromise<NoticeMarked, { id: string }>(async () => {
      throw new Error('markNotice actor not provided')
    }),
  },
  actions: {
    // The view reloads the list so the row shows as read.
    listChanged: () => {},
  },
  guards: {
    unreadOpen: ({ event }) => {
      assertEvent(event, 'notice.open')
      return event.notice.isRead === 0
    },
    hasPath: ({ event }) => {
      assertEvent(event, 'notice.open')
      return event.notice.path !== ''
    },
    unreadMark: ({ event }) => {
      assertEvent(event, 'notice.markRead')
      return event.notice.isRead === 0
    },
    opensAfter: ({ context }) => context.open && (context.notice?.path ?? '') !== '',
  },
}).createMachine({
  id: 'noticeOpen',
  context: { notice: undefined, open: false, error: undefined },
  initial: 'idle',
  states: {
    idle: {
      description: 'The notifications are listed; each can be opened or marked read.',
      on: {
        'notice.open': [
          {
            guard: 'unreadOpen',
            target: 'marking',
            actions: assign(({ event }) => ({ notice: event.notice, open: true, error: undefined })),
          },
          {
            guard: 'hasPath',
            actions: emit(({ event }) => ({ type: 'notice.navigate' as const, path: event.notice.path })),
          },
        ],
        'notice.markRead': {
          guard: 'unreadMark',
          target: 'marking',
          actions: assign(({ event }) => ({ notice: event.notice, open: false, error: undefined })),
        },
      },
    },
    marking: {
      description: 'The notification is marked read on the server; the answer carries the bell count.',
      tags: ['busy'],
      invoke: {
        src: 'markNotice',
        input: ({ context }) => ({ id: context.notice?.id ?? '' }),
        onDone: [
          {
            guard: 'opensAfter',
            target: 'idle',
            actions: [
              emit(({ event }) => ({ type: 'notice.counted' as const, mesNum: event.output.mesNum })),
              'listChanged',
              emit(({ context }) => ({ type: 'notice.navigate' as const, path: context.notice?.path ?? '' })),
            ],
          },
          {
            target: 'idle',
            actions: [
              emit(({ event }) => ({ type: 'notice.counted' as const, mesNum: event.output.mesNum })),
              'listChanged',
            ],
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    failed: {
      description: 'Marking failed: the error is shown with retry; cancel leaves it unread.',
      tags: ['error'],
      on: {
        'notice.retry': { target: 'marking', actions: assign({ error: undefined }) },
        'notice.cancel': { target: 'idle', actions: assign({ error: undefined }) },
      },
    },
  },
})
