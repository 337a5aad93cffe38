// The chat record page (/message/chatRecord): conversations with friends, the selected one's
// records, reading marks the conversation read (and lowers the bell by the notices it
// settled), sending validates the text, deleting removes a record on the caller's side only.
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import { MAX_CHAT_LENGTH } from '../../../contract/messages.constants.ts'
import type { ChatRecordItem, FriendMessageItem } from '../../../contract/messages.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import { hasEarlierRecords } from './chat-rules.ts'

export interface ChatContext {
  threads: FriendMessageItem[]
  peer: string | undefined
  records: ChatRecordItem[]
  recordsTotal: number
  pageSize: number
  draft: string
  draftError: 'required' | 'tooLong' | undefined
  deletingId: string | undefined
  /** Unread friend messages over all conversations (getFriendInfoNumFromNewMerchant), once known. */
  friendInfoNum: number | undefined
  /** The product being sent (chat.sendProduct), while it is on its way. */
  sendingProductId: string | undefined
  error: string | undefined
}

export type ChatEvent =
  | { type: 'chat.select'; partyId: string }
  | { type: 'chat.draft'; text: string }
  | { type: 'chat.send' }
  /** Sends one of the merchant's products (getRecordMessageProductList) to the open conversation. */
  | { type: 'chat.sendProduct'; productId: string }
  | { type: 'chat.delete'; id: string }
  | { type: 'chat.more' }
  | { type: 'chat.reload' }
  /**
   * A message pushed by the live stream (issue 32): `partyId` is the other merchant of its
   * conversation. Shown at once in the open conversation (each record once), else counted on
   * its conversation in the list.
   */
  | { type: 'chat.incoming'; partyId: string; record: ChatRecordItem }

export type ChatEmitted = { type: 'chat.read'; mesNum: number }

/** A text (content), or a product (productId; content unused). */
export interface SendInput {
  partyId: string
  content: string
  productId?: string
}

export interface RecordsOutput {
  page: Page<ChatRecordItem>
  /** The bell's count after the conversation was marked read. */
  mesNum: number
  /** Unread friend messages left over all conversations. */
  friendInfoNum?: number
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function draftProblem(text: string): ChatContext['draftError'] {
  const t = text.trim()
  if (t === '') return 'required'
  if (t.length > MAX_CHAT_LENGTH) return 'tooLong'
  return undefined
}

export const chatRecordMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as { partyId?: string },
    emitted: {} as ChatEmitted,
    tags: {} as 'loadingThreads' | 'loadingRecords' | 'sending' | 'ready' | 'error',
  },
  actors: {
    loadThreads: fromPromise<Page<FriendMessageItem>, void>(async () => {
      throw new Error('loadThreads actor not provided')
    }),
    loadRecords: fromPromise<RecordsOutput, { partyId: string; pageSize: number }>(async () => {
      throw new Error('loadRecords actor not provided')
    }),
    send: fromPromise<ChatRecordItem, SendInput>(async () => {
      throw new Error('send actor not provided')
    }),
    deleteRecord: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('deleteRecord actor not provided')
    }),
    /** Marks the open conversation read after a pushed message showed in it; answers the bell's count. */
    markRead: fromPromise<{ mesNum: number }, { partyId: string }>(async () => {
      throw new Error('markRead actor not provided')
    }),
  },
  guards: {
    hasPeer: ({ context }) => context.peer !== undefined,
    hasThreads: (_, page: Page<FriendMessageItem>) => page.list.length > 0,
    canSendDraft: ({ context }) => context.peer !== undefined && draftProblem(context.draft) === undefined,
    hasMore: ({ context }) => hasEarlierRecords(context.records.length, context.recordsTotal),
    isNewRecord: ({ context, event }) =>
      event.type === 'chat.incoming' &&
      !(event.partyId === context.peer && context.records.some((r) => r.id === event.record.id)),
  },
  actions: {
    takeIncoming: assign(({ context, event }) => {
      if (event.type !== 'chat.incoming') return {}
      const { partyId, record } = event
      const open = partyId === context.peer
      const threads = context.threads.map((t) =>
        t.partyId === partyId
          ? {
              ...t,
              lastContent: record.content,
              replyTime: record.time,
              unread: open || record.direction === 'OUT' ? t.unread : t.unread + 1,
            }
          : t,
      )
      if (!open) return { threads }
      return { threads, records: [...context.records, record], recordsTotal: context.recordsTotal + 1 }
    }),
    /** A received message that showed in the open conversation is read: one mark call per message. */
    readIfShown: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.incoming' || event.record.direction !== 'IN' || event.partyId !== context.peer)
        return
      enqueue.spawnChild('markRead', { id: `markRead-${event.record.id}`, input: { partyId: event.partyId } })
    }),
  },
}).createMachine({
  id: 'chatRecord',
  context: ({ input }) => ({
    threads: [],
    peer: input.partyId,
    records: [],
    recordsTotal: 0,
    pageSize: 30,
    draft: '',
    draftError: undefined,
    deletingId: undefined,
    friendInfoNum: undefined,
    sendingProductId: undefined,
    error: undefined,
  }),
  initial: 'loadingThreads',
  on: {
    'chat.draft': { actions: assign({ draft: ({ event }) => event.text, draftError: undefined }) },
    'chat.incoming': { guard: 'isNewRecord', actions: ['takeIncoming', 'readIfShown'] },
    // A pushed message read where it showed: the bell goes down by what that settled.
    'xstate.done.actor.*': {
      actions: emit(({ event }) => ({
        type: 'chat.read' as const,
        mesNum: (event as unknown as { output: { mesNum: number } }).output.mesNum,
      })),
    },
  },
  states: {
    loadingThreads: {
      description: 'Loads the conversations; the one in the address, else the newest, is opened.',
      tags: ['loadingThreads'],
      invoke: {
        src: 'loadThreads',
        onDone: [
          {
            guard: 'hasPeer',
            target: 'loadingRecords',
            actions: assign({ threads: ({ event }) => event.output.list }),
          },
          {
            guard: { type: 'hasThreads', params: ({ event }) => event.output },
            target: 'loadingRecords',
            actions: assign({
              threads: ({ event }) => event.output.list,
              peer: ({ event }) => event.output.list[0]?.partyId,
            }),
          },
          { target: 'idle', actions: assign({ threads: ({ event }) => event.output.list }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadingRecords: {
      description: "Loads the open conversation's newest records, which marks it read and lowers the bell.",
      tags: ['loadingRecords'],
      invoke: {
        src: 'loadRecords',
        input: ({ context }) => ({ partyId: context.peer ?? '', pageSize: context.pageSize }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              // Oldest first on screen; the server pages newest first.
              records: ({ event }) => [...event.output.page.list].reverse(),
              recordsTotal: ({ event }) => event.output.page.total,
              threads: ({ context }) =>
                context.threads.map((t) => (t.partyId === context.peer ? { ...t, unread: 0 } : t)),
              friendInfoNum: ({ context, event }) => event.output.friendInfoNum ?? context.friendInfoNum,
              error: undefined,
            }),
            emit(({ event }) => ({ type: 'chat.read' as const, mesNum: event.output.mesNum })),
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    idle: {
      description:
        'The conversation is shown: the user writes, sends, deletes, loads older records or picks another.',
      tags: ['ready'],
      on: {
        'chat.select': {
          target: 'loadingRecords',
          actions: assign({
            peer: ({ event }) => event.partyId,
            records: [],
            recordsTotal: 0,
            pageSize: 30,
            draft: '',
          }),
        },
        'chat.more': {
          guard: 'hasMore',
          target: 'loadingRecords',
          // The newest `pageSize` records are shown; the loader fetches them in server-sized pages.
          actions: assign({ pageSize: ({ context }) => context.pageSize + 30 }),
        },
        'chat.send': [
          {
            guard: 'canSendDraft',
            target: 'sending',
          },
          { actions: assign({ draftError: ({ context }) => draftProblem(context.draft) }) },
        ],
        'chat.sendProduct': {
          guard: 'hasPeer',
          target: 'sending',
          actions: assign({ sendingProductId: ({ event }) => event.productId }),
        },
        'chat.delete': { target: 'deleting', actions: assign({ deletingId: ({ event }) => event.id }) },
        'chat.reload': { target: 'loadingThreads' },
      },
    },
    sending: {
      description:
        'The checked draft, or the chosen product, goes to the server; the sent record is appended.',
      tags: ['ready', 'sending'],
      invoke: {
        src: 'send',
        input: ({ context }): SendInput =>
          context.sendingProductId !== undefined
            ? { partyId: context.peer ?? '', content: '', productId: context.sendingProductId }
            : { partyId: context.peer ?? '', content: context.draft.trim() },
        onDone: {
          target: 'idle',
          actions: assign({
            // The live stream may have brought the sent record already (the sender's other tab).
            records: ({ context, event }) => [
              ...context.records.filter((r) => r.id !== event.output.id),
              event.output,
            ],
            recordsTotal: ({ context, event }) =>
              context.recordsTotal + (context.records.some((r) => r.id === event.output.id) ? 0 : 1),
            threads: ({ context, event }) =>
              context.threads.map((t) =>
                t.partyId === context.peer
                  ? { ...t, lastContent: event.output.content, replyTime: event.output.time }
                  : t,
              ),
            // A product leaves the draft as it was.
            draft: ({ context }) => (context.sendingProductId !== undefined ? context.draft : ''),
            sendingProductId: undefined,
            error: undefined,
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({ sendingProductId: undefined, error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    deleting: {
      description: "Deletes one record on the caller's side only.",
      tags: ['ready'],
      invoke: {
        src: 'deleteRecord',
        input: ({ context }) => ({ id: context.deletingId ?? '' }),
        onDone: {
          target: 'idle',
          actions: assign({
            records: ({ context }) => context.records.filter((r) => r.id !== context.deletingId),
            recordsTotal: ({ context }) => Math.max(0, context.recordsTotal - 1),
            deletingId: undefined,
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({ deletingId: undefined, error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    failed: {
      description: 'The conversations could not be loaded: the error is shown with a reload button.',
      tags: ['error'],
      on: { 'chat.reload': { target: 'loadingThreads' } },
    },
  },
})
