// The message centre's tabs (SPEC.md section 4): NOTICE, INFO and BUSI. The list itself is the
// shared paged list (a child spawned as `list`, filtered by tab): switching a tab filters it
// to that tab, which reloads it from page 1. This machine keeps the tab, the unread count of
// each tab and read marking: marking read sets that tab's count to 0, shows the rows read and
// lowers the bell by the same amount (emitted as `messages.marked`, which the view forwards to
// the bell).
import { type ActorRefFrom, assertEvent, assign, emit, fromPromise, sendTo, setup } from 'xstate'
import type { MessageTab } from '../../../contract/messages.constants.ts'
import type {
  ChangeMessageStatusResponse,
  MessageItem,
  UnreadCounts,
} from '../../../contract/messages.schema.ts'
import { type ListError, pagedListMachine, toListError } from '../shared/paged-list.machine.ts'

export type TabCounts = Record<MessageTab, number>

export function tabCounts(counts: Omit<UnreadCounts, 'mesNum'>): TabCounts {
  return {
    NOTICE: counts.fetchNoticeNum,
    INFO: counts.friendRepliesNum,
    BUSI: counts.disReqNum + counts.friendApplyNum,
  }
}

/** The list's filters: the tab it shows. */
export interface MessageListFilters {
  tab: MessageTab
}

export type MarkReadInput = { id: string } | { tab: MessageTab }

export interface MessageTabsContext {
  tab: MessageTab
  counts: TabCounts
  /** The shared paged list of the current tab's messages. */
  list: ActorRefFrom<typeof pagedListMachine>
  /** What the mark-read under way covers: which rows to show read when it succeeds. */
  marking: MarkReadInput | undefined
  error: ListError | undefined
}

export type MessageTabsEvent =
  | { type: 'tab.select'; tab: MessageTab }
  | { type: 'messages.markTabRead' }
  /** A message of the list; one already read is ignored. */
  | { type: 'messages.markOneRead'; message: Pick<MessageItem, 'id' | 'isRead'> }
  | { type: 'messages.retry' }
  /** New messages arrived (the push channel): counts and the current page load again. */
  | { type: 'messages.refresh' }

export type MessageTabsEmitted = { type: 'messages.marked'; tab: MessageTab; marked: number }

export interface MessageTabsInput {
  tab?: MessageTab
  pageSize?: number
}

const EMPTY_COUNTS: TabCounts = { NOTICE: 0, INFO: 0, BUSI: 0 }

export const messageTabsMachine = setup({
  types: {
    context: {} as MessageTabsContext,
    events: {} as MessageTabsEvent,
    input: {} as MessageTabsInput,
    emitted: {} as MessageTabsEmitted,
    tags: {} as 'loading' | 'ready' | 'error' | 'marking',
  },
  actors: {
    /** The list of one tab's messages: the shared list machine over the message list call. */
    messageList: pagedListMachine,
    loadCounts: fromPromise<UnreadCounts>(async () => {
      throw new Error('loadCounts actor not provided')
    }),
    markRead: fromPromise<ChangeMessageStatusResponse, MarkReadInput>(async () => {
      throw new Error('markRead actor not provided')
    }),
  },
  guards: {
    isOtherTab: ({ context, event }) => {
      assertEvent(event, 'tab.select')
      return event.tab !== context.tab
    },
    tabHasUnread: ({ context }) => context.counts[context.tab] > 0,
    isUnread: ({ event }) => {
      assertEvent(event, 'messages.markOneRead')
      return event.message.isRead === 0
    },
  },
  actions: {
    showTab: assign(({ event }) => {
      assertEvent(event, 'tab.select')
      return { tab: event.tab, error: undefined }
    }),
    refreshList: sendTo(({ context }) => context.list, { type: 'list.refresh' as const }),
    filterListByTab: sendTo(
      ({ context }) => context.list,
      ({ context }) => ({ type: 'list.filter' as const, filters: { tab: context.tab } }),
    ),
    rememberTabMarking: assign(({ context }) => ({ marking: { tab: context.tab }, error: undefined })),
    rememberOneMarking: assign(({ event }) => {
      assertEvent(event, 'messages.markOneRead')
      return { marking: { id: event.message.id }, error: undefined }
    }),
    showMarkedRowsRead: sendTo(
      ({ context }) => context.list,
      ({ context }) => ({
        type: 'list.patch' as const,
        key: 'id',
        ids: context.marking && 'id' in context.marking ? [context.marking.id] : undefined,
        changes: { isRead: 1 },
      }),
    ),
  },
}).createMachine({
  id: 'messageTabs',
  context: ({ input, spawn }) => {
    const tab = input.tab ?? 'NOTICE'
    return {
      tab,
      counts: EMPTY_COUNTS,
      list: spawn('messageList', {
        id: 'list',
        input: { filters: { tab }, ...(input.pageSize ? { pageSize: input.pageSize } : {}) },
      }),
      marking: undefined,
      error: undefined,
    }
  },
  initial: 'counting',
  on: {
    'tab.select': {
      guard: 'isOtherTab',
      target: '.counting',
      actions: ['showTab', 'filterListByTab'],
    },
  },
  states: {
    counting: {
      description:
        'The unread count of each tab is on its way (the list loads on its own); marking read waits for it.',
      tags: ['loading'],
      entry: assign({ error: undefined }),
      invoke: {
        src: 'loadCounts',
        onDone: { target: 'ready', actions: assign({ counts: ({ event }) => tabCounts(event.output) }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    ready: {
      description:
        'The tabs show their unread counts; "Mark all as read" is enabled while the tab has unread messages, and each unread row can be marked read.',
      tags: ['ready'],
      on: {
        'messages.markTabRead': { guard: 'tabHasUnread', target: 'marking', actions: 'rememberTabMarking' },
        'messages.markOneRead': { guard: 'isUnread', target: 'marking', actions: 'rememberOneMarking' },
        'messages.refresh': { target: 'counting', actions: 'refreshList' },
      },
    },
    marking: {
      description:
        'The messages are being marked read on the server; the mark buttons are disabled until it answers.',
      tags: ['ready', 'marking'],
      invoke: {
        src: 'markRead',
        input: ({ context }) => context.marking ?? { tab: context.tab },
        onDone: {
          target: 'ready',
          actions: [
            'showMarkedRowsRead',
            // The server's counts are the truth; the tab just marked is 0 when it was the whole tab.
            assign({
              counts: ({ context, event }) => {
                const next = tabCounts(event.output)
                return context.marking && 'tab' in context.marking ? { ...next, [context.tab]: 0 } : next
              },
              marking: undefined,
            }),
            emit(({ context, event }) => ({
              type: 'messages.marked' as const,
              tab: context.tab,
              marked: event.output.marked,
            })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ marking: undefined, error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    failed: {
      description: 'The unread counts could not be loaded: the error is shown with a retry button.',
      tags: ['error'],
      on: {
        'messages.retry': { target: 'counting' },
        'messages.refresh': { target: 'counting', actions: 'refreshList' },
      },
    },
  },
})
