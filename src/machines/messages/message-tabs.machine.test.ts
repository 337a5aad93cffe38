import { describe, expect, it } from 'vitest'
import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { MessageTab } from '../../../contract/messages.constants.ts'
import type {
  ChangeMessageStatusResponse,
  MessageItem,
  UnreadCounts,
} from '../../../contract/messages.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import { type ListQuery, pagedListMachine } from '../shared/paged-list.machine.ts'
import {
  type MarkReadInput,
  type MessageListFilters,
  type MessageTabsEmitted,
  type MessageTabsEvent,
  messageTabsMachine,
} from './message-tabs.machine.ts'

function item(id: string, type: MessageItem['type'], isRead: 0 | 1): MessageItem {
  return {
    id,
    type,
    title: `t${id}`,
    content: `c${id}`,
    creationDate: '2026-11-20T01:00:00.000Z',
    isRead,
    partyId: '',
    refType: '',
    refId: '',
  }
}

interface Load {
  tab: MessageTab
  page: number
  pageSize: number
}

/** A fake server: per-tab messages and read flags, the same arithmetic as the real one. */
function fakeServer() {
  const messages: Record<MessageTab, MessageItem[]> = {
    NOTICE: [item('1', 'NOTICE', 0), item('2', 'NOTICE', 0), item('3', 'NOTICE', 0), item('4', 'NOTICE', 1)],
    INFO: [item('5', 'INFO', 0), item('6', 'INFO', 0)],
    BUSI: [item('7', 'DIS', 0), item('8', 'APPLY', 1)],
  }
  const counts = (): UnreadCounts => {
    const unread = (tab: MessageTab, type?: string) =>
      messages[tab].filter((m) => m.isRead === 0 && (!type || m.type === type)).length
    const c = {
      fetchNoticeNum: unread('NOTICE'),
      friendRepliesNum: unread('INFO'),
      disReqNum: unread('BUSI', 'DIS'),
      friendApplyNum: unread('BUSI', 'APPLY'),
    }
    return { mesNum: c.fetchNoticeNum + c.friendRepliesNum + c.disReqNum + c.friendApplyNum, ...c }
  }
  const loads: Load[] = []
  const load = (query: ListQuery): Page<MessageItem> => {
    const { tab } = query.filters as unknown as MessageListFilters
    loads.push({ tab, page: query.page, pageSize: query.pageSize })
    const all = messages[tab]
    const start = (query.page - 1) * query.pageSize
    // Copies: the list machine must not share objects with the server.
    return {
      list: all.slice(start, start + query.pageSize).map((m) => ({ ...m })),
      total: all.length,
      page: query.page,
      pageSize: query.pageSize,
    }
  }
  return {
    messages,
    loads,
    load,
    counts,
    messageList: pagedListMachine.provide({
      actors: { fetchPage: fromPromise<Page<unknown>, ListQuery>(async ({ input }) => load(input)) },
    }),
    loadCounts: fromPromise<UnreadCounts>(async () => counts()),
    markRead: fromPromise<ChangeMessageStatusResponse, MarkReadInput>(async ({ input }) => {
      let marked = 0
      for (const tab of Object.keys(messages) as MessageTab[]) {
        for (const m of messages[tab]) {
          const hit = 'id' in input ? m.id === input.id : tab === input.tab
          if (hit && m.isRead === 0) {
            m.isRead = 1
            marked += 1
          }
        }
      }
      return { marked, ...counts() }
    }),
  }
}

type Server = ReturnType<typeof fakeServer>
type Tabs = Actor<typeof messageTabsMachine>

function start(server: Server = fakeServer(), input: { tab?: MessageTab; pageSize?: number } = {}) {
  const actor = createActor(
    messageTabsMachine.provide({
      actors: { messageList: server.messageList, loadCounts: server.loadCounts, markRead: server.markRead },
    }),
    { input },
  )
  const marked: MessageTabsEmitted[] = []
  actor.on('messages.marked', (e) => marked.push(e))
  actor.start()
  return { actor, server, marked }
}

/** The rows the tab's list shows. */
const rows = (actor: Tabs) => actor.getSnapshot().context.list.getSnapshot().context.list as MessageItem[]
/** Counts loaded and the list's page loaded. */
async function settled(actor: Tabs) {
  const s = await waitFor(actor, (x) => x.hasTag('ready') && !x.hasTag('marking'))
  await waitFor(s.context.list, (x) => x.hasTag('ready'))
  return actor.getSnapshot()
}
const markOne = (actor: Tabs, id: string) => {
  const message = rows(actor).find((m) => m.id === id) ?? { id, isRead: 0 as const }
  actor.send({ type: 'messages.markOneRead', message })
}

describe('message tabs machine', () => {
  it('loads the NOTICE tab first with the counts of all three tabs', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.list.getSnapshot().hasTag('loading')).toBe(true)
    const s = await settled(actor)
    expect(s.context.tab).toBe('NOTICE')
    expect(rows(actor).map((m) => m.id)).toEqual(['1', '2', '3', '4'])
    expect(s.context.counts).toEqual({ NOTICE: 3, INFO: 2, BUSI: 1 })
  })

  it('reloads the list when the tab switches, from page 1, with the counts', async () => {
    const { actor, server } = start()
    await settled(actor)
    const list = actor.getSnapshot().context.list
    list.send({ type: 'list.page', page: 2, pageSize: 2 })
    await waitFor(list, (x) => x.hasTag('ready') && x.context.query.page === 2)
    expect(rows(actor).map((m) => m.id)).toEqual(['3', '4'])
    actor.send({ type: 'tab.select', tab: 'BUSI' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(list.getSnapshot().hasTag('loading')).toBe(true)
    const s = await settled(actor)
    expect(s.context.tab).toBe('BUSI')
    expect(list.getSnapshot().context.query.page).toBe(1)
    expect(rows(actor).map((m) => m.id)).toEqual(['7', '8'])
    expect(server.loads.at(-1)).toEqual({ tab: 'BUSI', page: 1, pageSize: 2 })
    // Selecting the tab already shown does not reload.
    const before = server.loads.length
    actor.send({ type: 'tab.select', tab: 'BUSI' })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(list.getSnapshot().hasTag('ready')).toBe(true)
    expect(server.loads.length).toBe(before)
  })

  it('loads the counts and the current page again when new messages arrive', async () => {
    const { actor, server } = start()
    await settled(actor)
    server.messages.NOTICE.unshift(item('9', 'NOTICE', 0))
    actor.send({ type: 'messages.refresh' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const s = await settled(actor)
    expect(s.context.counts).toEqual({ NOTICE: 4, INFO: 2, BUSI: 1 })
    expect(rows(actor).map((m) => m.id)).toEqual(['9', '1', '2', '3', '4'])
  })

  it('marks a whole tab read: its count becomes 0, its rows read, and the bell is lowered by as much', async () => {
    const { actor, server, marked } = start()
    await settled(actor)
    const loadsBefore = server.loads.length
    expect(actor.getSnapshot().can({ type: 'messages.markTabRead' })).toBe(true)
    actor.send({ type: 'messages.markTabRead' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(true)
    const s = await waitFor(actor, (x) => !x.hasTag('marking'))
    expect(s.context.counts).toEqual({ NOTICE: 0, INFO: 2, BUSI: 1 })
    expect(rows(actor).every((m) => m.isRead === 1)).toBe(true)
    // The rows were shown read without asking the server again.
    expect(server.loads.length).toBe(loadsBefore)
    expect(marked).toEqual([{ type: 'messages.marked', tab: 'NOTICE', marked: 3 }])
    // Nothing left to mark: the button is off, and the event is ignored, nothing is emitted.
    expect(actor.getSnapshot().can({ type: 'messages.markTabRead' })).toBe(false)
    actor.send({ type: 'messages.markTabRead' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(false)
    expect(marked).toHaveLength(1)
  })

  it('marks one message read and lowers its tab and the bell by one', async () => {
    const { actor, marked } = start(fakeServer(), { tab: 'INFO' })
    await settled(actor)
    markOne(actor, '5')
    const s = await waitFor(actor, (x) => !x.hasTag('marking'))
    expect(s.context.counts.INFO).toBe(1)
    expect(rows(actor).find((m) => m.id === '5')?.isRead).toBe(1)
    expect(rows(actor).find((m) => m.id === '6')?.isRead).toBe(0)
    expect(marked).toEqual([{ type: 'messages.marked', tab: 'INFO', marked: 1 }])
    // A message that is already read is ignored.
    markOne(actor, '5')
    expect(actor.getSnapshot().hasTag('marking')).toBe(false)
    expect(marked).toHaveLength(1)
  })

  it('shows failed counts and retries them', async () => {
    let fail = true
    const server = fakeServer()
    const actor = createActor(
      messageTabsMachine.provide({
        actors: {
          messageList: server.messageList,
          loadCounts: fromPromise<UnreadCounts>(async () => {
            if (fail) throw Object.assign(new Error('系统登录失败'), { code: 50000 })
            return server.counts()
          }),
          markRead: server.markRead,
        },
      }),
      { input: {} },
    ).start()
    const failed = await waitFor(actor, (x) => x.hasTag('error'))
    expect(failed.context.error).toEqual({ code: 50000, message: '系统登录失败' })
    expect(failed.can({ type: 'messages.markTabRead' })).toBe(false)
    fail = false
    actor.send({ type: 'messages.retry' })
    const s = await settled(actor)
    expect(s.context.error).toBeUndefined()
    expect(s.context.counts).toEqual({ NOTICE: 3, INFO: 2, BUSI: 1 })
  })

  it('a failed list shows in the list, which retries on its own; the tabs stay usable', async () => {
    let fail = true
    const server = fakeServer()
    const actor = createActor(
      messageTabsMachine.provide({
        actors: {
          messageList: pagedListMachine.provide({
            actors: {
              fetchPage: fromPromise<Page<unknown>, ListQuery>(async ({ input }) => {
                if (fail) throw new Error('network down')
                return server.load(input)
              }),
            },
          }),
          loadCounts: server.loadCounts,
          markRead: server.markRead,
        },
      }),
      { input: {} },
    ).start()
    const list = actor.getSnapshot().context.list
    const failed = await waitFor(list, (x) => x.hasTag('error'))
    expect(failed.context.error).toEqual({ code: null, message: 'network down' })
    fail = false
    list.send({ type: 'list.retry' })
    await settled(actor)
    expect(rows(actor)).toHaveLength(4)
  })

  it('keeps the list and the counts when marking fails, and says why', async () => {
    const server = fakeServer()
    const actor = createActor(
      messageTabsMachine.provide({
        actors: {
          messageList: server.messageList,
          loadCounts: server.loadCounts,
          markRead: fromPromise<ChangeMessageStatusResponse, MarkReadInput>(async () => {
            throw new Error('network down')
          }),
        },
      }),
      { input: {} },
    )
    const marked: MessageTabsEmitted[] = []
    actor.on('messages.marked', (e) => marked.push(e))
    actor.start()
    await settled(actor)
    actor.send({ type: 'messages.markTabRead' })
    const s = await waitFor(actor, (x) => !x.hasTag('marking'))
    expect(s.context.counts.NOTICE).toBe(3)
    expect(s.context.error).toEqual({ code: null, message: 'network down' })
    expect(rows(actor).filter((m) => m.isRead === 0)).toHaveLength(3)
    expect(marked).toEqual([])
  })

  it('describes every state for the statechart docs', () => {
    for (const state of Object.values(messageTabsMachine.states)) expect(state.description).toBeTruthy()
  })

  it('reaches every state by some path', () => {
    // Synthetic actor events for the graph walk: the invoked counter's done and error events.
    const events = [
      { type: 'tab.select', tab: 'INFO' },
      { type: 'messages.markTabRead' },
      { type: 'messages.retry' },
      {
        type: 'xstate.done.actor.0.messageTabs.counting',
        output: { mesNum: 1, fetchNoticeNum: 1, friendRepliesNum: 0, disReqNum: 0, friendApplyNum: 0 },
      },
      { type: 'xstate.error.actor.0.messageTabs.counting', error: new Error('x') },
    ] as unknown as MessageTabsEvent[]
    const paths = getShortestPaths(messageTabsMachine, { input: {}, events })
    const states = new Set(paths.map((p) => String(p.state.value)))
    expect(states).toEqual(new Set(['counting', 'ready', 'marking', 'failed']))
  })
})
