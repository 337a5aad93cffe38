// Model-based test of opening a business network notification: unread ones are marked read
// first (the bell gets the new count), read ones open at once, failures retry or cancel.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  type NoticeMarked,
  type NoticeOpenEmitted,
  noticeOpenMachine,
} from '../../../src/machines/business-network/notice-open.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const unread = { id: '41', isRead: 0, path: '/business-opportunities/busiFriendList' } as const
const read = { id: '40', isRead: 1, path: '/distribution-management/cooperation' } as const
const nowhere = { id: '39', isRead: 1, path: '' } as const

const model = {
  events: [
    { type: 'notice.open', notice: unread },
    { type: 'notice.open', notice: read },
    { type: 'notice.markRead', notice: unread },
    { type: 'notice.retry' },
    { type: 'notice.cancel' },
  ],
  outcomes: { markNotice: { done: [{ marked: 1, mesNum: 6 }], error: [{ code: 40400, message: 'gone' }] } },
} as const

function live(answer: () => Promise<NoticeMarked>) {
  const sent: string[] = []
  const emitted: NoticeOpenEmitted[] = []
  let reloads = 0
  const actor = createActor(
    noticeOpenMachine.provide({
      actors: {
        markNotice: fromPromise<NoticeMarked, { id: string }>(async ({ input }) => {
          sent.push(input.id)
          return answer()
        }),
      },
      actions: { listChanged: () => void reloads++ },
    }),
  )
  actor.on('*', (e) => void emitted.push(e as NoticeOpenEmitted))
  actor.start()
  return { actor, sent, emitted, reloads: () => reloads }
}

describe('notice open machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(noticeOpenMachine, { ...model, strategy: 'transitions' })
    expectFullCoverage(noticeOpenMachine, paths)
    expectEventsAccepted(noticeOpenMachine, model.events)
  })

  it('an unread notice is marked read, the bell gets the new count, then its page opens', async () => {
    const { actor, sent, emitted, reloads } = live(async () => ({ marked: 1, mesNum: 6 }))
    actor.send({ type: 'notice.open', notice: unread })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual(['41'])
    expect(emitted).toEqual([
      { type: 'notice.counted', mesNum: 6 },
      { type: 'notice.navigate', path: unread.path },
    ])
    expect(reloads()).toBe(1)
  })

  it('a read notice opens without a call; one that leads nowhere does nothing; mark read does not open', async () => {
    const { actor, sent, emitted } = live(async () => ({ marked: 1, mesNum: 2 }))
    actor.send({ type: 'notice.open', notice: read })
    actor.send({ type: 'notice.open', notice: nowhere })
    actor.send({ type: 'notice.markRead', notice: read })
    expect(sent).toEqual([])
    expect(emitted).toEqual([{ type: 'notice.navigate', path: read.path }])
    actor.send({ type: 'notice.markRead', notice: unread })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual(['41'])
    expect(emitted.at(-1)).toEqual({ type: 'notice.counted', mesNum: 2 })
  })

  it('a failure shows the error; retry marks again; cancel leaves it unread and opens nothing', async () => {
    let fail = true
    const { actor, sent, emitted } = live(async () => {
      if (fail) throw { code: 50000, message: 'boom' }
      return { marked: 1, mesNum: 0 }
    })
    actor.send({ type: 'notice.open', notice: unread })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toEqual({ code: 50000, message: 'boom' })
    actor.send({ type: 'notice.cancel' })
    expect(emitted).toEqual([])
    actor.send({ type: 'notice.open', notice: unread })
    await waitFor(actor, (s) => s.matches('failed'))
    fail = false
    actor.send({ type: 'notice.retry' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual(['41', '41', '41'])
    expect(emitted.map((e) => e.type)).toEqual(['notice.counted', 'notice.navigate'])
  })

  const paths = modelPaths(noticeOpenMachine, model)
  it.each(paths.map((p) => [pathName(p, noticeOpenMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(noticeOpenMachine, path)
  })
})
