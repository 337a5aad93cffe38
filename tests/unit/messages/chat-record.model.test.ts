// Model-based test of the chat record page's machine: conversations, records, paging, drafts and
// sending, deleting, failures and reload, from the menu and from a friend's link; replayed live.
import { describe, expect, it } from 'vitest'
import { createActor, type EventObject, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import type { ChatRecordItem, FriendMessageItem } from '../../../contract/messages.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import {
  type ChatEmitted,
  chatRecordMachine as liveChatMachine,
  type RecordsOutput,
} from '../../../src/machines/messages/chat-record.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'
import { fakeChatRecord } from '../../../src/machines/messages/chat-fakes.ts'

const thread = (partyId: string, groupName: string, unread: number): FriendMessageItem => ({
  partyId,
  partyLogoUrl: '',
  groupName,
  replyTime: '2026-11-20T01:00:00.000Z',
  lastContent: '你好，请问还有货吗',
  unread,
})
const record = fakeChatRecord
const threads: Page<FriendMessageItem> = {
  list: [thread('P2', '华东商行', 2), thread('P3', '岭南百货', 0)],
  total: 2,
  page: 1,
  pageSize: 20,
}
const noThreads: Page<FriendMessageItem> = { list: [], total: 0, page: 1, pageSize: 20 }
/** The newest two of three records, newest first as the server pages; the bell is at 5 after reading. */
const records: RecordsOutput = {
  page: {
    list: [record('R2', 'IN', '还有货'), record('R1', 'OUT', '你好')],
    total: 3,
    page: 1,
    pageSize: 30,
  },
  mesNum: 5,
}
const sentRecord = record('R3', 'OUT', '明天发货')

/**
 * "Earlier messages" asks for 30 more each time with no upper bound, so the model's context
 * would never repeat: the model stops offering more at 90 (three steps). The live machine's
 * unbounded growth is checked on its own below.
 */
const chatRecordMachine = liveChatMachine.provide({
  guards: {
    hasMore: ({ context }) => context.pageSize < 90 && context.records.length < context.recordsTotal,
  },
})

const fails = new Error('fetch failed')
/** The page opened on the newest conversation: the start every focused model below shares. */
const opened = { loadThreads: { done: [threads] }, loadRecords: { done: [records] } }

// Three focused models rather than one: the context's parts (conversation, paging, draft, error)
// vary independently, so one model multiplies them into thousands of states (over 6,000 replays
// when tried), while each part's states and transitions are all reached by the model that drives it.
const models = {
  conversations: {
    events: [{ type: 'chat.select', partyId: 'P3' }, { type: 'chat.reload' }],
    outcomes: {
      loadThreads: { done: [threads, noThreads], error: [new Error('系统登录失败')] },
      loadRecords: { done: [records], error: [fails] },
    },
  },
  pagingAndDeleting: {
    events: [{ type: 'chat.more' }, { type: 'chat.delete', id: 'R1' }],
    outcomes: { ...opened, deleteRecord: { done: [{ deleted: 1 }], error: [fails] } },
  },
  sending: {
    events: [
      { type: 'chat.draft', text: ' 明天发货 ' },
      { type: 'chat.draft', text: '   ' },
      { type: 'chat.send' },
      { type: 'chat.sendProduct', productId: '11' },
    ],
    // No `done` for send: see the exception below.
    outcomes: { ...opened, send: { error: [new Error('内容包含敏感词')] } },
  },
} as const
/**
 * Messages pushed by the live stream into the open conversation (P2 from the menu): each is shown
 * once, so the context repeats. (A push to another conversation counts up without end: the
 * machine test checks it.)
 */
const pushed = {
  events: [{ type: 'chat.incoming', partyId: 'P2', record: { ...record('R9', 'IN', '刚到'), isRead: 0 } }],
  outcomes: opened,
} as const
const allEvents = [...Object.values(models), pushed].flatMap((m): readonly EventObject[] => m.events)
/** The done event of a spawned mark-read (named per record): the machine test takes it. */
const MARK_READ_DONE = '(root) --xstate.done.actor.*--> (stays)'

const SEND_DONE = 'sending --xstate.done.actor.0.chatRecord.sending--> idle'

describe('chat record machine, model-based', () => {
  const menuStart = { input: {} }
  const linkStart = { input: { partyId: 'P3' } }

  it('reaches every state and takes every transition, from both starts', () => {
    const paths = Object.values(models).flatMap((model) => [
      ...modelPaths(chatRecordMachine, { ...model, ...menuStart, strategy: 'transitions' }),
      ...modelPaths(chatRecordMachine, { ...model, ...linkStart, strategy: 'transitions' }),
      ...modelPaths(chatRecordMachine, { ...pushed, ...menuStart, strategy: 'transitions' }),
    ])
    expect(machineStates(chatRecordMachine)).toContain('sending')
    expectFullCoverage(chatRecordMachine, paths, [
      // A sent message is appended to the records, so with a successful send in the model the
      // context never repeats and the traversal never ends (the helper has no depth limit or
      // state serializer). The send is checked by a live run below instead.
      SEND_DONE,
      MARK_READ_DONE,
    ])
    expectEventsAccepted(chatRecordMachine, allEvents)
  })

  const paths = [
    ...modelPaths(chatRecordMachine, { ...models.conversations, ...menuStart }).map(
      (p) => [p, menuStart] as const,
    ),
    ...modelPaths(chatRecordMachine, { ...models.conversations, ...linkStart }).map(
      (p) => [p, linkStart] as const,
    ),
    ...modelPaths(chatRecordMachine, { ...models.pagingAndDeleting, ...menuStart }).map(
      (p) => [p, menuStart] as const,
    ),
    ...modelPaths(chatRecordMachine, { ...models.sending, ...menuStart }).map((p) => [p, menuStart] as const),
  ]

  it('opening the page shows the newest conversation read, oldest record first', () => {
    const [path] =
      paths.find(([p]) => pathName(p, chatRecordMachine) === 'loadThreads done → loadRecords done') ?? []
    expect(path).toBeDefined()
    const { actor } = replayPath(chatRecordMachine, path!, menuStart)
    const { context } = actor.getSnapshot() as SnapshotFrom<typeof chatRecordMachine>
    expect(context.peer).toBe('P2')
    expect(context.records.map((r) => r.id)).toEqual(['R1', 'R2'])
    expect(context.threads.map((t) => [t.partyId, t.unread])).toEqual([
      ['P2', 0],
      ['P3', 0],
    ])
    expect(actor.getSnapshot().can({ type: 'chat.more' })).toBe(true)
  })

  it('reloading an open conversation refreshes the list and stays on that conversation', () => {
    const [path] =
      paths.find(
        ([p]) =>
          pathName(p, chatRecordMachine) ===
          'loadThreads done → loadRecords done → chat.select → loadRecords done → chat.reload',
      ) ?? []
    expect(path).toBeDefined()
    const { actor } = replayPath(chatRecordMachine, path!, menuStart)
    const snapshot = actor.getSnapshot() as SnapshotFrom<typeof chatRecordMachine>
    expect(snapshot.hasTag('loadingThreads')).toBe(true)
    expect(snapshot.context.peer).toBe('P3')
  })

  it('sends a trimmed draft to the open conversation and shows it (the exception above)', async () => {
    const sent: Array<{ partyId: string; content: string }> = []
    const actor = createActor(
      chatRecordMachine.provide({
        actors: {
          loadThreads: fromPromise<Page<FriendMessageItem>, void>(async () => threads),
          loadRecords: fromPromise<RecordsOutput, { partyId: string; pageSize: number }>(async () => records),
          send: fromPromise<ChatRecordItem, { partyId: string; content: string }>(async ({ input }) => {
            sent.push(input)
            return { ...sentRecord, id: `R${2 + sent.length}`, content: input.content }
          }),
        },
      }),
      linkStart,
    )
    const reads: ChatEmitted[] = []
    actor.on('chat.read', (e) => void reads.push(e))
    actor.start()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(reads).toEqual([{ type: 'chat.read', mesNum: 5 }])
    actor.send({ type: 'chat.draft', text: 'a'.repeat(501) })
    actor.send({ type: 'chat.send' })
    expect(actor.getSnapshot().context.draftError).toBe('tooLong')
    actor.send({ type: 'chat.draft', text: ' 明天发货 ' })
    actor.send({ type: 'chat.send' })
    expect(actor.getSnapshot().hasTag('sending')).toBe(true)
    const afterOne = await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'chat.draft', text: '好的' })
    actor.send({ type: 'chat.send' })
    const afterTwo = await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual([
      { partyId: 'P3', content: '明天发货' },
      { partyId: 'P3', content: '好的' },
    ])
    expect(afterOne.context.records.at(-1)?.content).toBe('明天发货')
    expect(afterTwo.context.records.map((r) => r.id)).toEqual(['R1', 'R2', 'R3', 'R4'])
    expect(afterTwo.context.recordsTotal).toBe(5)
    expect(afterTwo.context.draft).toBe('')
    expect(afterTwo.context.threads.find((t) => t.partyId === 'P3')?.lastContent).toBe('好的')
    actor.stop()
  })

  it.each(paths.map(([p, start]) => [pathName(p, chatRecordMachine), p, start] as const))(
    'replays %s',
    (_name, path, start) => {
      replayPath(chatRecordMachine, path, start)
    },
  )

  it('keeps loading 30 more records past the server’s page limit of 100', async () => {
    const asked: number[] = []
    const actor = createActor(
      liveChatMachine.provide({
        actors: {
          loadThreads: fromPromise(async () => threads),
          loadRecords: fromPromise<RecordsOutput, { partyId: string; pageSize: number }>(
            async ({ input }) => {
              asked.push(input.pageSize)
              return { ...records, page: { ...records.page, total: 500 } }
            },
          ),
        },
      }),
      { input: {} },
    ).start()
    for (let i = 0; i < 4; i++) {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'chat.more' })
    }
    await waitFor(actor, (s) => s.matches('idle'))
    expect(asked).toEqual([30, 60, 90, 120, 150])
    actor.stop()
  })
})
