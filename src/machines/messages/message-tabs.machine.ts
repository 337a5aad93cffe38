// The message centre's tabs (SPEC.md section 4): NOTICE, INFO and BUSI. Switching a tab
// reloads its list; marking read sets that tab's count to 0 and lowers the bell by the same
// amount (emitted as `messages.marked`, which the view forwards to the bell).
import { assign, emit, fromPromise, setup } from 'xstate'
import type { MessageTab } from '../../../contract/messages.constants.ts'
import type {
  ChangeMessageStatusResponse,
  MessageItem,
  UnreadCounts,
} from '../../../contract/messages.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'

export type TabCounts = Record<MessageTab, number>

export function tabCounts(counts: Omit<UnreadCounts, 'mesNum'>): TabCounts {
  return {
    NOTICE: counts.fetchNoticeNum,
    INFO: counts.friendRepliesNum,
    BUSI: counts.disReqNum + counts.friendApplyNum,
  }
}

export interface LoadTabInput {
  tab: MessageTab
  page: number
  pageSize: number
}

export interface LoadTabOutput {
  page: Page<MessageItem>
  counts: UnreadCounts
}

export type MarkReadInput = { id: string } | { tab: MessageTab }

export interface MessageTabsContext {
  tab: MessageTab
  page: number
  pageSize: number
  list: MessageItem[]
  total: number
  counts: TabCounts
  /** Where the last mark-read came from: lists the ids to flip locally. */
  marking: MarkReadInput | undefined
  error: string | undefined
}

export type MessageTabsEvent =
  | { type: 'tab.select'; tab: MessageTab }
  | { type: 'page.change'; page: number; pageSize?: number }
  | { type: 'messages.markTabRead' }
  | { type: 'messages.markOneRead'; id: string }
  | { type: 'messages.retry' }

export type MessageTabsEmitted = { type: 'messages.marked'; tab: MessageTab; marked: number }

export interface MessageTabsInput {
  tab?: MessageTab
  pageSize?: number
}

const EMPTY_COUNTS: TabCounts = { NOTICE: 0, INFO: 0, BUSI: 0 }

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export const messageTabsMachine = setup({
  types: {
    context: {} as MessageTabsContext,
    events: {} as MessageTabsEvent,
    input: {} as MessageTabsInput,
    emitted: {} as MessageTabsEmitted,
    tags: {} as 'loading' | 'ready' | 'error' | 'marking',
  },
  actors: {
    loadTab: fromPromise<LoadTabOutput, LoadTabInput>(async () => {
      throw new Error('loadTab actor not provided')
    }),
    markRead: fromPromise<ChangeMessageStatusResponse, MarkReadInput>(async () => {
      throw new Error('markRead actor not provided')
    }),
  },
  guards: {
    isOtherTab: ({ context, event }) => event.type === 'tab.select' && event.tab !== context.tab,
    tabHasUnread: ({ context }) => context.counts[context.tab] > 0,
    isUnreadHere: ({ context, event }) =>
      event.type === 'messages.markOneRead' && context.list.some((m) => m.id === event.id && m.isRead === 0),
  },
}).createMachine({
  id: 'messageTabs',
  context: ({ input }) => ({
    tab: input.tab ?? 'NOTICE',
    page: 1,
    pageSize: input.pageSize ?? 10,
    list: [],
    total: 0,
    counts: EMPTY_COUNTS,
    marking: undefined,
    error: undefined,
  }),
  initial: 'loading',
  on: {
    'tab.select': {
      guard: 'isOtherTab',
      target: '.loading',
      actions: assign({ tab: ({ event }) => event.tab, page: 1, list: [], total: 0 }),
    },
    'page.change': {
      target: '.loading',
      actions: assign({
        page: ({ event }) => Math.max(1, event.page),
        pageSize: ({ context, event }) => event.pageSize ?? context.pageSize,
      }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ error: undefined }),
      invoke: {
        src: 'loadTab',
        input: ({ context }) => ({ tab: context.tab, page: context.page, pageSize: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: assign({
            list: ({ event }) => event.output.page.list,
            total: ({ event }) => event.output.page.total,
            counts: ({ event }) => tabCounts(event.output.counts),
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'messages.markTabRead': {
          guard: 'tabHasUnread',
          target: 'marking',
          actions: assign({ marking: ({ context }) => ({ tab: context.tab }) }),
        },
        'messages.markOneRead': {
          guard: 'isUnreadHere',
          target: 'marking',
          actions: assign({ marking: ({ event }) => ({ id: event.id }) }),
        },
      },
    },
    marking: {
      tags: ['ready', 'marking'],
      invoke: {
        src: 'markRead',
        input: ({ context }) => context.marking as MarkReadInput,
        onDone: {
          target: 'ready',
          actions: [
            assign({
              list: ({ context }) => {
                const target = context.marking
                return context.list.map((m) =>
                  target && ('tab' in target || m.id === target.id) ? { ...m, isRead: 1 as const } : m,
                )
              },
              // The server's counts are the truth; the tab just marked is 0 when it was the whole tab.
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
          actions: assign({ marking: undefined, error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'messages.retry': { target: 'loading' } },
    },
  },
})
