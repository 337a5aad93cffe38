// Model-based test of the message centre's tabs: load, switch tab, page, mark a tab or one message
// read, failed loads and marks, retry; every state reached, every path replayed against a live actor.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
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
  messageTabsMachine,
} from '../../../src/machines/messages/message-tabs.machine.ts'
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
/** A page with two unread notices, and the caller's unread counts. */
const withUnread: LoadTabOutput = {
  page: { list: [item('N1', 0), item('N2', 1), item('N3', 0)], total: 12, page: 1, pageSize: 10 },
  counts,
}
/** Everything already read. */
const allRead: LoadTabOutput = {
  page: { list: [item('N2', 1)], total: 1, page: 1, pageSize: 10 },
  counts: { mesNum: 0, fetchNoticeNum: 0, friendRepliesNum: 0, disReqNum: 0, friendApplyNum: 0 },
}
/** The server's answer after N1 was marked read. */
const markedOne: ChangeMessageStatusResponse = { ...counts, mesNum: 4, fetchNoticeNum: 1, marked: 1 }

const model = {
  events: [
    // Once INFO is on screen, selecting it again is ignored.
    { type: 'tab.select', tab: 'INFO' },
    { type: 'page.change', page: 2 },
    { type: 'messages.markTabRead' },
    { type: 'messages.markOneRead', id: 'N1' },
    // Already read: ignored.
    { type: 'messages.markOneRead', id: 'N2' },
    { type: 'messages.retry' },
  ],
  outcomes: {
    loadTab: { done: [withUnread, allRead], error: [new Error('系统登录失败')] },
    markRead: { done: [markedOne], error: [new Error('network down')] },
  },
} as const

describe('message tabs machine, model-based', () => {
  const start = { input: {} }

  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(messageTabsMachine, { ...model, ...start, strategy: 'transitions' })
    expect(machineStates(messageTabsMachine)).toEqual(['failed', 'loading', 'marking', 'ready'])
    expectFullCoverage(messageTabsMachine, paths)
    expectEventsAccepted(messageTabsMachine, model.events)
  })

  const paths = modelPaths(messageTabsMachine, { ...model, ...start })

  it('after marking one message read, only it shows read, and its tab counts one less', () => {
    const path = paths.find(
      (p) => pathName(p, messageTabsMachine) === 'loadTab done → messages.markOneRead → markRead done',
    )
    expect(path).toBeDefined()
    const { actor } = replayPath(messageTabsMachine, path!, start)
    const { context } = actor.getSnapshot() as SnapshotFrom<typeof messageTabsMachine>
    expect(context.list.map((m) => [m.id, m.isRead])).toEqual([
      ['N1', 1],
      ['N2', 1],
      ['N3', 0],
    ])
    expect(context.counts).toEqual({ NOTICE: 1, INFO: 2, BUSI: 1 })
    expect(context.marking).toBeUndefined()
  })

  it('a whole tab marked read: its count is 0 and the bell is lowered by what the server marked', async () => {
    const loads: LoadTabInput[] = []
    const marks: MarkReadInput[] = []
    const actor = createActor(
      messageTabsMachine.provide({
        actors: {
          loadTab: fromPromise<LoadTabOutput, LoadTabInput>(async ({ input }) => {
            loads.push(input)
            const list = [item('I1', 0, 'INFO'), item('I2', 0, 'INFO')]
            return { page: { list, total: 2, page: input.page, pageSize: input.pageSize }, counts }
          }),
          markRead: fromPromise<ChangeMessageStatusResponse, MarkReadInput>(async ({ input }) => {
            marks.push(input)
            // A reply arrived meanwhile, so the server still counts one INFO unread: its counts win,
            // except for the tab just cleared, which the user sees all read.
            return { ...counts, mesNum: 4, friendRepliesNum: 1, marked: 2 }
          }),
        },
      }),
      { input: { tab: 'INFO', pageSize: 20 } },
    )
    const marked: MessageTabsEmitted[] = []
    actor.on('messages.marked', (e) => void marked.push(e))
    actor.start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'messages.markTabRead' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(true)
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(marks).toEqual([{ tab: 'INFO' }])
    expect(ready.context.counts).toEqual({ NOTICE: 2, INFO: 0, BUSI: 1 })
    expect(ready.context.list.every((m) => m.isRead === 1)).toBe(true)
    expect(marked).toEqual([{ type: 'messages.marked', tab: 'INFO', marked: 2 }])
    actor.send({ type: 'page.change', page: 0 })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(loads).toEqual([
      { tab: 'INFO', page: 1, pageSize: 20 },
      { tab: 'INFO', page: 1, pageSize: 20 },
    ])
    actor.stop()
  })

  it.each(paths.map((p) => [pathName(p, messageTabsMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(messageTabsMachine, path, start)
  })
})
