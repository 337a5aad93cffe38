// Model-based test of the top bar's announcement carousel (announcement-carousel.machine.ts):
// every state and transition walked, then what the user sees: two items doubled for a seamless
// loop, a click counted before the announcement opens (a failed count does not stop it), the
// external page in a new window when set, else the detail page.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnnouncementFeed, AnnouncementItem } from '../../../contract/announcements.schema.ts'
import {
  announcementCarouselMachine,
  carouselSlides,
  detailPath,
} from '../../../src/machines/announcements/announcement-carousel.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const item = (infoId: string, popUpViewWebUrl = '') =>
  ({ infoId, title: `notice ${infoId}`, popUpViewWebUrl }) as unknown as AnnouncementItem
const feed = (list: AnnouncementItem[]) => ({ list }) as unknown as AnnouncementFeed
const STEP = 'xstate.after.step.announcementCarousel.showing.rolling'

const model = {
  events: [
    { type: 'carousel.click', infoId: '1' },
    { type: 'carousel.click', infoId: '2' },
    // Not on the carousel (a stale click): ignored.
    { type: 'carousel.click', infoId: '99' },
    { type: 'carousel.pause' },
    { type: 'carousel.resume' },
    { type: 'carousel.reload' },
    { type: STEP },
  ],
  outcomes: {
    loadFeed: {
      done: [feed([item('1'), item('2', 'https://example.com/2')]), feed([item('1')]), feed([])],
      error: [new Error('down')],
    },
    recordClick: { done: [{}], error: [new Error('down')] },
  },
  input: {},
} as const

function live(list: AnnouncementItem[], countFails = false) {
  const counted: string[] = []
  const external: string[] = []
  const detail: string[] = []
  const actor = createActor(
    announcementCarouselMachine.provide({
      actors: {
        loadFeed: fromPromise<AnnouncementFeed, void>(async () => feed(list)),
        recordClick: fromPromise<unknown, { infoId: string }>(async ({ input }) => {
          counted.push(input.infoId)
          if (countFails) throw new Error('down')
          return {}
        }),
      },
      actions: {
        openExternal: (_, url) => {
          external.push(url)
        },
        openDetail: (_, path) => {
          detail.push(path)
        },
      },
    }),
    { input: { stepMs: 60_000 } },
  ).start()
  return { actor, counted, external, detail }
}

describe('announcement carousel machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(announcementCarouselMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(announcementCarouselMachine)).toEqual([
      'empty',
      'loading',
      'showing',
      'showing.opening',
      'showing.paused',
      'showing.recording',
      'showing.rolling',
    ])
    expectFullCoverage(announcementCarouselMachine, paths)
    expectEventsAccepted(announcementCarouselMachine, model.events)
  })

  it('doubles exactly two items and steps through the slides', () => {
    expect(carouselSlides([item('1'), item('2')]).map((s) => s.infoId)).toEqual(['1', '2', '1', '2'])
    expect(carouselSlides([item('1'), item('2'), item('3')])).toHaveLength(3)
    const paths = modelPaths(announcementCarouselMachine, model)
    const stepped = paths.find(
      (p) => p.steps.at(-1)?.event.type === STEP && (p.state.context as { index: number }).index === 1,
    )
    expect(stepped, 'a path stepping once').toBeDefined()
  })

  it('counts the click, then opens the external page or the detail page', async () => {
    const { actor, counted, external, detail } = live([item('1'), item('2', 'https://example.com/2')], true)
    await waitFor(actor, (s) => s.hasTag('rolling'))
    actor.send({ type: 'carousel.click', infoId: '2' })
    await waitFor(actor, (s) => s.hasTag('rolling') && s.context.clicked === undefined)
    actor.send({ type: 'carousel.click', infoId: '1' })
    await waitFor(actor, (s) => s.hasTag('rolling') && s.context.clicked === undefined)
    expect(counted).toEqual(['2', '1'])
    expect(external).toEqual(['https://example.com/2'])
    expect(detail).toEqual([detailPath('1')])
    actor.stop()
  })

  it('no announcement, or a failed feed: no carousel', async () => {
    const { actor } = live([])
    await waitFor(actor, (s) => s.hasTag('empty'))
    actor.stop()
  })

  const paths = modelPaths(announcementCarouselMachine, model)
  it.each(paths.map((p) => [pathName(p, announcementCarouselMachine), p] as const))(
    'replays %s',
    (_name, path) => {
      replayPath(announcementCarouselMachine, path, { input: {} })
    },
  )
})
