import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { NoticeByTimerResponse, NoticeItem } from '../../../contract/messages.schema.ts'
import { type BellDropdown, type MessageBellEvent, messageBellMachine } from './message-bell.machine.ts'

function notice(id: string): NoticeItem {
  return {
    id,
    type: 'INFO',
    title: `title ${id}`,
    content: `content ${id}`,
    partyId: 'P2',
    time: '2026-11-20T02:00:00.000Z',
  }
}

function setup(answers: Array<NoticeByTimerResponse | Error>) {
  const polls: Array<string | undefined> = []
  let visibility: ((e: MessageBellEvent) => void) | undefined
  let watching = false
  const actor = createActor(
    messageBellMachine.provide({
      actors: {
        pollNotices: fromPromise<NoticeByTimerResponse, { afterId: string | undefined }>(
          async ({ input }) => {
            polls.push(input.afterId)
            const next = answers.shift() ?? { list: [], lastId: input.afterId ?? '0', mesNum: 0 }
            if (next instanceof Error) throw next
            return next
          },
        ),
        loadDropdown: fromPromise<BellDropdown, void>(async () => ({
          notices: [],
          friends: [],
          requests: [],
          counts: { fetchNoticeNum: 1, friendRepliesNum: 2, disReqNum: 0, friendApplyNum: 1 },
        })),
        watchVisibility: fromCallback<MessageBellEvent>(({ sendBack }) => {
          visibility = sendBack
          watching = true
          return () => {
            watching = false
          }
        }),
      },
    }),
    { input: { pollMs: 10_000 } },
  )
  const toasts: NoticeItem[] = []
  actor.on('bell.notice', (e) => toasts.push(e.notice))
  actor.start()
  return {
    actor,
    polls,
    toasts,
    setHidden: (hidden: boolean) => visibility?.({ type: 'bell.visibility', hidden }),
    isWatching: () => watching,
  }
}

describe('message bell machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('does nothing until signed in, then shows mesNum and polls on the interval', async () => {
    const t = setup([
      { list: [], lastId: '40', mesNum: 7 },
      { list: [notice('41')], lastId: '41', mesNum: 8 },
    ])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.polls).toEqual([])
    t.actor.send({ type: 'bell.start', mesNum: 7 })
    expect(t.actor.getSnapshot().context.count).toBe(7)
    await vi.advanceTimersByTimeAsync(0)
    expect(t.polls).toEqual([undefined])
    await vi.advanceTimersByTimeAsync(9_999)
    expect(t.polls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.polls).toEqual([undefined, '40'])
    expect(t.toasts.map((n) => n.id)).toEqual(['41'])
    expect(t.actor.getSnapshot().context.count).toBe(8)
  })

  it('emits one toast per new notice, oldest first', async () => {
    const t = setup([{ list: [notice('1'), notice('2'), notice('3')], lastId: '3', mesNum: 3 }])
    t.actor.send({ type: 'bell.start', mesNum: 0 })
    await vi.advanceTimersByTimeAsync(0)
    expect(t.toasts.map((n) => n.id)).toEqual(['1', '2', '3'])
  })

  it('pauses while the page is hidden and catches up when it is shown again', async () => {
    const t = setup([{ list: [], lastId: '5', mesNum: 0 }])
    t.actor.send({ type: 'bell.start', mesNum: 0 })
    await vi.advanceTimersByTimeAsync(0)
    t.setHidden(true)
    expect(t.actor.getSnapshot().hasTag('paused')).toBe(true)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(t.polls).toHaveLength(1)
    t.setHidden(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(t.polls).toEqual([undefined, '5'])
    expect(t.actor.getSnapshot().hasTag('paused')).toBe(false)
  })

  it('stops on logout: no more polls, count cleared, visibility no longer watched', async () => {
    const t = setup([{ list: [], lastId: '5', mesNum: 3 }])
    t.actor.send({ type: 'bell.start', mesNum: 3 })
    await vi.advanceTimersByTimeAsync(0)
    expect(t.isWatching()).toBe(true)
    t.actor.send({ type: 'bell.stop' })
    expect(t.actor.getSnapshot().context.count).toBe(0)
    expect(t.isWatching()).toBe(false)
    await vi.advanceTimersByTimeAsync(100_000)
    expect(t.polls).toHaveLength(1)
  })

  it('keeps polling after a failed poll', async () => {
    const t = setup([new Error('down'), { list: [notice('9')], lastId: '9', mesNum: 1 }])
    t.actor.send({ type: 'bell.start', mesNum: 0 })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(t.polls).toHaveLength(2)
    expect(t.toasts.map((n) => n.id)).toEqual(['9'])
  })

  it('is lowered by what the message centre marked read, never below 0', async () => {
    const t = setup([{ list: [], lastId: '1', mesNum: 7 }])
    t.actor.send({ type: 'bell.start', mesNum: 7 })
    await vi.advanceTimersByTimeAsync(0)
    t.actor.send({ type: 'bell.lowered', by: 3 })
    expect(t.actor.getSnapshot().context.count).toBe(4)
    t.actor.send({ type: 'bell.lowered', by: 10 })
    expect(t.actor.getSnapshot().context.count).toBe(0)
  })

  it('loads the dropdown when opened and takes the counts from it', async () => {
    vi.useRealTimers()
    const t = setup([{ list: [], lastId: '1', mesNum: 7 }])
    t.actor.send({ type: 'bell.start', mesNum: 7 })
    t.actor.send({ type: 'bell.open' })
    expect(t.actor.getSnapshot().hasTag('dropdownLoading')).toBe(true)
    const s = await waitFor(t.actor, (x) => x.hasTag('dropdownOpen') && !x.hasTag('dropdownLoading'))
    expect(s.context.count).toBe(4)
    t.actor.send({ type: 'bell.close' })
    expect(t.actor.getSnapshot().hasTag('dropdownOpen')).toBe(false)
    t.actor.stop()
  })
})
