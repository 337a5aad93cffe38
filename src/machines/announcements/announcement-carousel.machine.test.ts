import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { AnnouncementFeed, AnnouncementItem } from '../../../contract/announcements.schema.ts'
import {
  announcementCarouselMachine,
  CAROUSEL_STEP_MS,
  carouselSlides,
} from './announcement-carousel.machine.ts'

function item(infoId: string, url = ''): AnnouncementItem {
  return {
    infoId,
    popUpViewTitle: `公告 ${infoId}`,
    popUpViewWebUrl: url,
    popUpViewWebUrlOrigin: url ? new URL(url).origin : '',
  }
}

function start(list: AnnouncementItem[], options: { failClick?: boolean } = {}) {
  const log: string[] = []
  const actor = createActor(
    announcementCarouselMachine.provide({
      actors: {
        loadFeed: fromPromise<AnnouncementFeed, void>(async () => ({ total: list.length, list })),
        recordClick: fromPromise<unknown, { infoId: string }>(async ({ input }) => {
          log.push(`click ${input.infoId}`)
          if (options.failClick) throw new Error('down')
          return null
        }),
      },
      actions: {
        openExternal: (_, url) => log.push(`external ${url}`),
        openDetail: (_, path) => log.push(`detail ${path}`),
      },
    }),
    { input: {} },
  ).start()
  return { actor, log }
}

describe('carousel slides', () => {
  it('doubles exactly two items and leaves other counts alone', () => {
    expect(carouselSlides([]).length).toBe(0)
    expect(carouselSlides([item('1')]).map((s) => s.infoId)).toEqual(['1'])
    expect(carouselSlides([item('1'), item('2')]).map((s) => s.infoId)).toEqual(['1', '2', '1', '2'])
    expect(carouselSlides([item('1'), item('2'), item('3')]).map((s) => s.infoId)).toEqual(['1', '2', '3'])
  })
})

describe('announcement carousel machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('steps every 4 s and wraps around', async () => {
    const { actor } = start([item('1'), item('2'), item('3')])
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.index).toBe(0)
    await vi.advanceTimersByTimeAsync(CAROUSEL_STEP_MS - 1)
    expect(actor.getSnapshot().context.index).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().context.index).toBe(1)
    await vi.advanceTimersByTimeAsync(2 * CAROUSEL_STEP_MS)
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('rolls through the doubled four slides when there are exactly two', async () => {
    const { actor } = start([item('1'), item('2')])
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.slides).toHaveLength(4)
    const seen: number[] = []
    for (let i = 0; i < 5; i++) {
      seen.push(actor.getSnapshot().context.index)
      await vi.advanceTimersByTimeAsync(CAROUSEL_STEP_MS)
    }
    expect(seen).toEqual([0, 1, 2, 3, 0])
  })

  it('stands still with one item, and is empty with none', async () => {
    const one = start([item('1')])
    await vi.advanceTimersByTimeAsync(3 * CAROUSEL_STEP_MS)
    expect(one.actor.getSnapshot().context.index).toBe(0)
    const none = start([])
    await vi.advanceTimersByTimeAsync(0)
    expect(none.actor.getSnapshot().hasTag('empty')).toBe(true)
  })

  it('pauses while hovered', async () => {
    const { actor } = start([item('1'), item('2'), item('3')])
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'carousel.pause' })
    await vi.advanceTimersByTimeAsync(3 * CAROUSEL_STEP_MS)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'carousel.resume' })
    await vi.advanceTimersByTimeAsync(CAROUSEL_STEP_MS)
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('records a click, then opens the external link when there is one', async () => {
    const { actor, log } = start([item('1', 'https://help.example.com/a'), item('2')])
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'carousel.click', infoId: '1' })
    await vi.advanceTimersByTimeAsync(0)
    expect(log).toEqual(['click 1', 'external https://help.example.com/a'])
    expect(actor.getSnapshot().hasTag('rolling')).toBe(true)
  })

  it('records a click, then opens the detail page when there is no link, even if counting failed', async () => {
    const { actor, log } = start([item('1', 'https://help.example.com/a'), item('7')], { failClick: true })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'carousel.click', infoId: '7' })
    await vi.advanceTimersByTimeAsync(0)
    expect(log).toEqual(['click 7', 'detail /business-opportunities/announcementDetail?infoId=7'])
  })

  it('ignores a click on an id it does not show', async () => {
    const { actor, log } = start([item('1')])
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'carousel.click', infoId: '99' })
    await vi.advanceTimersByTimeAsync(0)
    expect(log).toEqual([])
  })
})
