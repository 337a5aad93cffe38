import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { MessageTab } from '../../../contract/messages.constants.ts'
import type {
  ChangeMessageStatusResponse,
  MessageItem,
  UnreadCounts,
} from '../../../contract/messages.schema.ts'
import {
  type LoadTabInput,
  type LoadTabOutput,
  type MarkReadInput,
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
  const loads: LoadTabInput[] = []
  const load = (input: LoadTabInput): LoadTabOutput => {
    loads.push(input)
    const all = messages[input.tab]
    const start = (input.page - 1) * input.pageSize
    return {
      page: {
        list: all.slice(start, start + input.pageSize),
        total: all.length,
        page: input.page,
        pageSize: input.pageSize,
      },
      counts: counts(),
    }
  }
  return {
    loads,
    load,
    loadTab: fromPromise<LoadTabOutput, LoadTabInput>(async ({ input }) => load(input)),
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

function start(server = fakeServer(), tab?: MessageTab) {
  const actor = createActor(
    messageTabsMachine.provide({ actors: { loadTab: server.loadTab, markRead: server.markRead } }),
    { input: tab ? { tab } : {} },
  )
  const marked: MessageTabsEmitted[] = []
  actor.on('messages.marked', (e) => marked.push(e))
  actor.start()
  return { actor, server, marked }
}

describe('message tabs machine', () => {
  it('loads the NOTICE tab first with the counts of all three tabs', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const s = await waitFor(actor, (x) => x.hasTag('ready'))
    expect(s.context.tab).toBe('NOTICE')
    expect(s.context.list.map((m) => m.id)).toEqual(['1', '2', '3', '4'])
    expect(s.context.counts).toEqual({ NOTICE: 3, INFO: 2, BUSI: 1 })
  })

  it('reloads the list when the tab switches, from page 1', async () => {
    const { actor, server } = start()
    await waitFor(actor, (x) => x.hasTag('ready'))
    actor.send({ type: 'page.change', page: 2, pageSize: 2 })
    await waitFor(actor, (x) => x.hasTag('ready') && x.context.page === 2)
    expect(actor.getSnapshot().context.list.map((m) => m.id)).toEqual(['3', '4'])
    actor.send({ type: 'tab.select', tab: 'BUSI' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const s = await waitFor(actor, (x) => x.hasTag('ready'))
    expect(s.context).toMatchObject({ tab: 'BUSI', page: 1 })
    expect(s.context.list.map((m) => m.id)).toEqual(['7', '8'])
    expect(server.loads.at(-1)).toEqual({ tab: 'BUSI', page: 1, pageSize: 2 })
    // Selecting the tab already shown does not reload.
    const before = server.loads.length
    actor.send({ type: 'tab.select', tab: 'BUSI' })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(server.loads.length).toBe(before)
  })

  it('marks a whole tab read: its count becomes 0 and the bell is lowered by the same amount', async () => {
    const { actor, marked } = start()
    await waitFor(actor, (x) => x.hasTag('ready'))
    actor.send({ type: 'messages.markTabRead' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(true)
    const s = await waitFor(actor, (x) => !x.hasTag('marking'))
    expect(s.context.counts).toEqual({ NOTICE: 0, INFO: 2, BUSI: 1 })
    expect(s.context.list.every((m) => m.isRead === 1)).toBe(true)
    expect(marked).toEqual([{ type: 'messages.marked', tab: 'NOTICE', marked: 3 }])
    // Nothing left to mark: the event is ignored, nothing is emitted.
    actor.send({ type: 'messages.markTabRead' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(false)
    expect(marked).toHaveLength(1)
  })

  it('marks one message read and lowers its tab and the bell by one', async () => {
    const { actor, marked } = start(fakeServer(), 'INFO')
    await waitFor(actor, (x) => x.hasTag('ready'))
    actor.send({ type: 'messages.markOneRead', id: '5' })
    const s = await waitFor(actor, (x) => !x.hasTag('marking'))
    expect(s.context.counts.INFO).toBe(1)
    expect(s.context.list.find((m) => m.id === '5')?.isRead).toBe(1)
    expect(s.context.list.find((m) => m.id === '6')?.isRead).toBe(0)
    expect(marked).toEqual([{ type: 'messages.marked', tab: 'INFO', marked: 1 }])
    // An id that is already read, or not in the list, is ignored.
    actor.send({ type: 'messages.markOneRead', id: '5' })
    actor.send({ type: 'messages.markOneRead', id: '999' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(false)
  })

  it('shows a failed load and retries', async () => {
    let fail = true
    const server = fakeServer()
    const actor = createActor(
      messageTabsMachine.provide({
        actors: {
          loadTab: fromPromise<LoadTabOutput, LoadTabInput>(async ({ input }) => {
            if (fail) throw new Error('系统登录失败')
            return server.load(input)
          }),
          markRead: server.markRead,
        },
      }),
      { input: {} },
    ).start()
    const failed = await waitFor(actor, (x) => x.hasTag('error'))
    expect(failed.context.error).toBe('系统登录失败')
    fail = false
    actor.send({ type: 'messages.retry' })
    const s = await waitFor(actor, (x) => x.hasTag('ready'))
    expect(s.context.error).toBeUndefined()
  })

  it('keeps the list and the counts when marking fails, and says why', async () => {
    const server = fakeServer()
    const actor = createActor(
      messageTabsMachine.provide({
        actors: {
          loadTab: server.loadTab,
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
    await waitFor(actor, (x) => x.hasTag('ready'))
    actor.send({ type: 'messages.markTabRead' })
    const s = await waitFor(actor, (x) => !x.hasTag('marking'))
    expect(s.context.counts.NOTICE).toBe(3)
    expect(s.context.error).toBe('network down')
    expect(marked).toEqual([])
  })

  it('reaches every state by some path', () => {
    // Synthetic actor events for the graph walk: the invoked loader's done and error events.
    const events = [
      { type: 'tab.select', tab: 'INFO' },
      { type: 'page.change', page: 2 },
      { type: 'messages.markTabRead' },
      { type: 'messages.retry' },
      {
        type: 'xstate.done.actor.0.messageTabs.loading',
        output: {
          page: { list: [], total: 0, page: 1, pageSize: 10 },
          counts: { mesNum: 1, fetchNoticeNum: 1, friendRepliesNum: 0, disReqNum: 0, friendApplyNum: 0 },
        },
      },
      { type: 'xstate.error.actor.0.messageTabs.loading', error: new Error('x') },
    ] as unknown as MessageTabsEvent[]
    const paths = getShortestPaths(messageTabsMachine, { input: {}, events })
    const states = new Set(paths.map((p) => String(p.state.value)))
    expect(states).toEqual(new Set(['loading', 'ready', 'marking', 'failed']))
  })
})
