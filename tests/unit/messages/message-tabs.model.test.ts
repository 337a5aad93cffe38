// Model-based test of the message centre's tabs: counts, switch tab, mark a tab or one message read,
// failed counts and marks, retry; every state reached, every path replayed against a live actor. The
// list itself is the shared paged list (its own tests): here it is the child the tabs drive.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import type {
  ChangeMessageStatusResponse,
  MessageItem,
  UnreadCounts,
} from '../../../contract/messages.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import {
  type MarkReadInput,
  type MessageListFilters,
  type MessageTabsEmitted,
  messageTabsMachine,
} from '../../../src/machines/messages/message-tabs.machine.ts'
import { type ListQuery, pagedListMachine } from '../../../src/machines/shared/paged-list.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

function item(id: string, isRead: 0 | 1, type: MessageItem['type'] = 'NOTICE'): MessageItem {
  return {
    id,
    type,
    title: type === 'NOTICE' ? `系统通知 ${id}` : `好友回复 ${id}`,
    content: type === 'NOTICE' ? '平台将于今晚 23:00 维护' : '收到，谢谢',
    creationDate: '2026-11-20T01:00:00.000Z',
    isRead,
    partyId: '',
    refType: '',
    refId: '',
  }
}
const counts: UnreadCounts = {
  mesNum: 5,
  fetchNoticeNum: 2,
  friendRepliesNum: 2,
  disReqNum: 1,
  friendApplyNum: 0,
}
/** Everything already read. */
const allRead: UnreadCounts = {
  mesNum: 0,
  fetchNoticeNum: 0,
  friendRepliesNum: 0,
  disReqNum: 0,
  friendApplyNum: 0,
}
/** The server's answer after N1 was marked read. */
const markedOne: ChangeMessageStatusResponse = { ...counts, mesNum: 4, fetchNoticeNum: 1, marked: 1 }

const model = {
  events: [
    // Once INFO is on screen, selecting it again is ignored.
    { type: 'tab.select', tab: 'INFO' },
    { type: 'messages.markTabRead' },
    { type: 'messages.markOneRead', message: item('N1', 0) },
    // Already read: ignored.
    { type: 'messages.markOneRead', message: item('N2', 1) },
    { type: 'messages.retry' },
    // New messages arrived on the push channel.
    { type: 'messages.refresh' },
  ],
  outcomes: {
    loadCounts: { done: [counts, allRead], error: [new Error('系统登录失败')] },
    markRead: { done: [markedOne], error: [new Error('network down')] },
  },
} as const

describe('message tabs machine, model-based', () => {
  const start = { input: {} }

  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(messageTabsMachine, { ...model, ...start, strategy: 'transitions' })
    expect(machineStates(messageTabsMachine)).toEqual(['counting', 'failed', 'marking', 'ready'])
    expectFullCoverage(messageTabsMachine, paths)
    expectEventsAccepted(messageTabsMachine, model.events)
  })

  const paths = modelPaths(messageTabsMachine, { ...model, ...start })

  it('after marking one message read, its tab counts one less', () => {
    const path = paths.find(
      (p) => pathName(p, messageTabsMachine) === 'loadCounts done → messages.markOneRead → markRead done',
    )
    expect(path).toBeDefined()
    const { actor } = replayPath(messageTabsMachine, path!, start)
    const { context } = actor.getSnapshot() as SnapshotFrom<typeof messageTabsMachine>
    expect(context.counts).toEqual({ NOTICE: 1, INFO: 2, BUSI: 1 })
    expect(context.marking).toBeUndefined()
  })

  /** The tabs with a live list of two unread INFO replies; every list request is recorded. */
  function liveTabs(markAnswer: ChangeMessageStatusResponse) {
    const loads: Array<{ tab: string; page: number; pageSize: number }> = []
    const marks: MarkReadInput[] = []
    const actor = createActor(
      messageTabsMachine.provide({
        actors: {
          messageList: pagedListMachine.provide({
            actors: {
              fetchPage: fromPromise<Page<unknown>, ListQuery>(async ({ input }) => {
                const { tab } = input.filters as unknown as MessageListFilters
                loads.push({ tab, page: input.page, pageSize: input.pageSize })
                const list = [item('I1', 0, 'INFO'), item('I2', 0, 'INFO')]
                return { list, total: 2, page: input.page, pageSize: input.pageSize }
              }),
            },
          }),
          loadCounts: fromPromise<UnreadCounts>(async () => counts),
          markRead: fromPromise<ChangeMessageStatusResponse, MarkReadInput>(async ({ input }) => {
            marks.push(input)
            return markAnswer
          }),
        },
      }),
      { input: { tab: 'INFO', pageSize: 20 } },
    )
    const marked: MessageTabsEmitted[] = []
    actor.on('messages.marked', (e) => void marked.push(e))
    actor.start()
    const list = actor.getSnapshot().context.list
    const rows = () => list.getSnapshot().context.list as MessageItem[]
    return { actor, list, rows, loads, marks, marked }
  }

  it('a whole tab marked read: its count is 0, its rows read, and the bell is lowered by what the server marked', async () => {
    // A reply arrived meanwhile, so the server still counts one INFO unread: its counts win,
    // except for the tab just cleared, which the user sees all read.
    const { actor, list, rows, loads, marks, marked } = liveTabs({
      ...counts,
      mesNum: 4,
      friendRepliesNum: 1,
      marked: 2,
    })
    await waitFor(actor, (s) => s.matches('ready'))
    await waitFor(list, (s) => s.matches('ready'))
    actor.send({ type: 'messages.markTabRead' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(true)
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(marks).toEqual([{ tab: 'INFO' }])
    expect(ready.context.counts).toEqual({ NOTICE: 2, INFO: 0, BUSI: 1 })
    expect(rows().every((m) => m.isRead === 1)).toBe(true)
    expect(marked).toEqual([{ type: 'messages.marked', tab: 'INFO', marked: 2 }])
    list.send({ type: 'list.page', page: 0 })
    await waitFor(list, (s) => s.matches('ready'))
    expect(loads).toEqual([
      { tab: 'INFO', page: 1, pageSize: 20 },
      { tab: 'INFO', page: 1, pageSize: 20 },
    ])
    actor.stop()
  })

  it('after marking one message read, only it shows read', async () => {
    const { actor, list, rows, marks, marked } = liveTabs({
      ...counts,
      mesNum: 4,
      friendRepliesNum: 1,
      marked: 1,
    })
    await waitFor(actor, (s) => s.matches('ready'))
    await waitFor(list, (s) => s.matches('ready'))
    actor.send({ type: 'messages.markOneRead', message: rows()[0]! })
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(marks).toEqual([{ id: 'I1' }])
    expect(rows().map((m) => [m.id, m.isRead])).toEqual([
      ['I1', 1],
      ['I2', 0],
    ])
    expect(ready.context.counts).toEqual({ NOTICE: 2, INFO: 1, BUSI: 1 })
    expect(marked).toEqual([{ type: 'messages.marked', tab: 'INFO', marked: 1 }])
    actor.stop()
  })

  it.each(paths.map((p) => [pathName(p, messageTabsMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(messageTabsMachine, path, start)
  })
})
