// The message bell in the top bar (SPEC.md sections 2, 3, 4 and 9): the unread count (mesNum),
// polling getMessageNoticeByTimerFromNewMerchant on an interval while signed in, paused while
// the page is hidden and stopped on logout; every new notice is emitted as `bell.notice`
// (the view shows it as a toast). The dropdown loads the latest notices, friend messages and
// business requests when it opens. A child of the root actor (system id `messageBell`), which
// starts it only for roles of the messages area: for anyone else it stays off, with no polling
// and no bell on screen (the view shows the bell while the `on` tag holds).
import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import type {
  BusiRequestItem,
  FriendMessageItem,
  MessageItem,
  NoticeByTimerResponse,
  NoticeItem,
  UnreadCounts,
} from '../../../contract/messages.schema.ts'

export const DEFAULT_POLL_MS = 20_000

export interface BellDropdown {
  notices: MessageItem[]
  friends: FriendMessageItem[]
  requests: BusiRequestItem[]
  counts: Omit<UnreadCounts, 'mesNum'>
}

export interface MessageBellContext {
  count: number
  lastId: string | undefined
  pollMs: number
  dropdown: BellDropdown | undefined
  dropdownError: string | undefined
}

export type MessageBellEvent =
  | { type: 'bell.start'; mesNum: number }
  | { type: 'bell.stop' }
  | { type: 'bell.visibility'; hidden: boolean }
  | { type: 'bell.lowered'; by: number }
  | { type: 'bell.counted'; mesNum: number }
  | { type: 'bell.pollNow' }
  | { type: 'bell.open' }
  | { type: 'bell.close' }

export type MessageBellEmitted = { type: 'bell.notice'; notice: NoticeItem }

export interface MessageBellInput {
  pollMs?: number
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export const messageBellMachine = setup({
  types: {
    context: {} as MessageBellContext,
    events: {} as MessageBellEvent,
    input: {} as MessageBellInput,
    emitted: {} as MessageBellEmitted,
    tags: {} as 'on' | 'polling' | 'paused' | 'dropdownLoading' | 'dropdownOpen',
  },
  actors: {
    pollNotices: fromPromise<NoticeByTimerResponse, { afterId: string | undefined }>(async () => {
      throw new Error('pollNotices actor not provided')
    }),
    loadDropdown: fromPromise<BellDropdown, void>(async () => {
      throw new Error('loadDropdown actor not provided')
    }),
    /** Reports the page's visibility as `bell.visibility` events (document.hidden in the app). */
    watchVisibility: fromCallback<MessageBellEvent>(() => () => {}),
  },
  guards: {
    pageIsHidden: ({ event }) => {
      assertEvent(event, 'bell.visibility')
      return event.hidden
    },
    pageIsVisible: ({ event }) => {
      assertEvent(event, 'bell.visibility')
      return !event.hidden
    },
  },
  actions: {
    startCounting: assign({
      count: ({ event }) => {
        assertEvent(event, 'bell.start')
        return Math.max(0, event.mesNum)
      },
      lastId: undefined,
    }),
    forgetEverything: assign({ count: 0, lastId: undefined, dropdown: undefined, dropdownError: undefined }),
  },
  delays: {
    pollInterval: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'messageBell',
  context: ({ input }) => ({
    count: 0,
    lastId: undefined,
    pollMs: input.pollMs ?? DEFAULT_POLL_MS,
    dropdown: undefined,
    dropdownError: undefined,
  }),
  initial: 'off',
  states: {
    off: {
      description: 'Nobody signed in, or a role outside the messages area: no bell, no polling.',
      on: { 'bell.start': { target: 'on', actions: 'startCounting' } },
    },
    on: {
      description: 'The bell shows the unread count; the poller and the dropdown run side by side.',
      tags: ['on'],
      type: 'parallel',
      invoke: { src: 'watchVisibility' },
      on: {
        'bell.stop': { target: 'off', actions: 'forgetEverything' },
        'bell.lowered': {
          actions: assign({ count: ({ context, event }) => Math.max(0, context.count - event.by) }),
        },
        'bell.counted': { actions: assign({ count: ({ event }) => Math.max(0, event.mesNum) }) },
      },
      states: {
        poller: {
          description: 'Asks for new notices every interval while the page is in view.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'getMessageNoticeByTimerFromNewMerchant is on its way.',
              tags: ['polling'],
              invoke: {
                src: 'pollNotices',
                input: ({ context }) => ({ afterId: context.lastId }),
                onDone: {
                  target: 'waiting',
                  actions: [
                    assign({
                      lastId: ({ event }) => event.output.lastId,
                      count: ({ event }) => Math.max(0, event.output.mesNum),
                    }),
                    // One toast per new notice, oldest first.
                    enqueueActions(({ event, enqueue }) => {
                      for (const notice of event.output.list) enqueue.emit({ type: 'bell.notice', notice })
                    }),
                  ],
                },
                // A failed poll is retried on the next tick; the shell shows session errors.
                onError: { target: 'waiting' },
              },
              on: { 'bell.visibility': { guard: 'pageIsHidden', target: 'hidden' } },
            },
            waiting: {
              description: 'Between two polls.',
              after: { pollInterval: { target: 'fetching' } },
              on: {
                'bell.pollNow': { target: 'fetching' },
                'bell.visibility': { guard: 'pageIsHidden', target: 'hidden' },
              },
            },
            hidden: {
              description: 'The page is hidden: no polling until it is back in view.',
              tags: ['paused'],
              on: {
                // Back in view: catch up at once.
                'bell.visibility': { guard: 'pageIsVisible', target: 'fetching' },
              },
            },
          },
        },
        dropdown: {
          description: 'The 300 px list of the latest notices, friend messages and business requests.',
          initial: 'closed',
          states: {
            closed: {
              description: 'The dropdown is closed.',
              on: { 'bell.open': { target: 'loading' } },
            },
            loading: {
              description: 'The dropdown is open and its three lists are on their way.',
              tags: ['dropdownLoading', 'dropdownOpen'],
              entry: assign({ dropdownError: undefined }),
              invoke: {
                src: 'loadDropdown',
                onDone: {
                  target: 'open',
                  actions: assign({
                    dropdown: ({ event }) => event.output,
                    count: ({ event }) => {
                      const c = event.output.counts
                      return c.fetchNoticeNum + c.friendRepliesNum + c.disReqNum + c.friendApplyNum
                    },
                  }),
                },
                onError: {
                  target: 'open',
                  actions: assign({ dropdownError: ({ event }) => errorText(event.error) }),
                },
              },
              on: { 'bell.close': { target: 'closed' } },
            },
            open: {
              description: 'The dropdown shows its lists, or why they could not be loaded.',
              tags: ['dropdownOpen'],
              on: { 'bell.close': { target: 'closed' }, 'bell.open': { target: 'loading' } },
            },
          },
        },
      },
    },
  },
})
