// Model-based test of the message bell (message-bell.machine.ts): every state and transition of
// its poller and dropdown walked, then what the user sees: the count from each poll, one toast per
// new notice, no polling while the page is hidden, everything forgotten on sign-out.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NoticeByTimerResponse, NoticeItem } from '../../../contract/messages.schema.ts'
import { type BellDropdown, messageBellMachine } from '../../../src/machines/messages/message-bell.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const notice = (id: string) => ({ id, title: `notice ${id}` }) as unknown as NoticeItem
const polled: NoticeByTimerResponse = {
  list: [notice('n1')],
  lastId: 'n1',
  mesNum: 2,
} as NoticeByTimerResponse
const dropdown = {
  notices: [],
  friends: [],
  requests: [],
  counts: { fetchNoticeNum: 1, friendRepliesNum: 0, disReqNum: 0, friendApplyNum: 1 },
} as unknown as BellDropdown

const model = {
  events: [
    { type: 'bell.start', mesNum: 2 },
    { type: 'bell.stop' },
    { type: 'bell.visibility', hidden: true },
    { type: 'bell.visibility', hidden: false },
    { type: 'bell.lowered', by: 2 },
    { type: 'bell.counted', mesNum: 2 },
    { type: 'bell.pollNow' },
    { type: 'bell.open' },
    { type: 'bell.close' },
    { type: 'xstate.after.pollInterval.messageBell.on.poller.waiting' },
  ],
  outcomes: {
    pollNotices: { done: [polled], error: [new Error('down')] },
    loadDropdown: { done: [dropdown], error: [new Error('down')] },
  },
  input: {},
} as const

describe('message bell machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(messageBellMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(messageBellMachine)).toEqual([
      'off',
      'on',
      'on.dropdown',
      'on.dropdown.closed',
      'on.dropdown.loading',
      'on.dropdown.open',
      'on.poller',
      'on.poller.fetching',
      'on.poller.hidden',
      'on.poller.waiting',
    ])
    expectFullCoverage(messageBellMachine, paths)
    expectEventsAccepted(messageBellMachine, model.events)
  })

  it('counts from each poll, toasts each new notice, pauses while hidden and forgets on stop', async () => {
    const asked: (string | undefined)[] = []
    const toasts: string[] = []
    const actor = createActor(
      messageBellMachine.provide({
        actors: {
          pollNotices: fromPromise<NoticeByTimerResponse, { afterId: string | undefined }>(
            async ({ input }) => {
              asked.push(input.afterId)
              return polled
            },
          ),
          loadDropdown: fromPromise<BellDropdown, void>(async () => dropdown),
        },
      }),
      { input: { pollMs: 60_000 } },
    )
    actor.on('bell.notice', (e) => toasts.push(e.notice.id))
    actor.start()
    expect(actor.getSnapshot().hasTag('on')).toBe(false)
    actor.send({ type: 'bell.start', mesNum: 5 })
    expect(actor.getSnapshot().context.count).toBe(5)
    let s = await waitFor(actor, (x) => x.matches({ on: { poller: 'waiting' } }))
    expect(s.context.count).toBe(2)
    expect(toasts).toEqual(['n1'])
    actor.send({ type: 'bell.lowered', by: 5 })
    expect(actor.getSnapshot().context.count).toBe(0)

    actor.send({ type: 'bell.visibility', hidden: true })
    expect(actor.getSnapshot().hasTag('paused')).toBe(true)
    actor.send({ type: 'bell.pollNow' })
    expect(asked).toEqual([undefined])
    actor.send({ type: 'bell.visibility', hidden: false })
    await waitFor(actor, (x) => x.matches({ on: { poller: 'waiting' } }))
    expect(asked).toEqual([undefined, 'n1'])

    actor.send({ type: 'bell.open' })
    expect(actor.getSnapshot().hasTag('dropdownLoading')).toBe(true)
    s = await waitFor(actor, (x) => x.matches({ on: { dropdown: 'open' } }))
    expect(s.context.count).toBe(2)
    actor.send({ type: 'bell.stop' })
    expect(actor.getSnapshot().context).toMatchObject({ count: 0, lastId: undefined, dropdown: undefined })
    actor.stop()
  })

  // One replay per place the bell can be (the count and the lists aside).
  const paths = modelPaths(messageBellMachine, {
    ...model,
    serializeState: (x: { value: unknown }) => JSON.stringify(x.value),
  })
  it.each(paths.map((p) => [pathName(p, messageBellMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(messageBellMachine, path, { input: {} })
  })
})
