// The announcement carousel in the top bar (SPEC.md sections 4 and 9): 4 s a step; exactly
// two items are doubled so the loop is seamless; a click records addAnnouncementClickNum
// and then opens popUpViewWebUrl in a new window when set, else the detail page.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { AnnouncementFeed, AnnouncementItem } from '../../../contract/announcements.schema.ts'
import { pathTo } from '../../routes/paths.ts'

export const CAROUSEL_STEP_MS = 4000

/** Exactly two items are doubled (A B A B) so the rolling loop never shows a gap. */
export function carouselSlides(items: readonly AnnouncementItem[]): AnnouncementItem[] {
  return items.length === 2 ? [...items, ...items] : [...items]
}

export function detailPath(infoId: string): string {
  return pathTo('announcementDetail', { infoId })
}

export interface CarouselContext {
  slides: AnnouncementItem[]
  index: number
  clicked: AnnouncementItem | undefined
  stepMs: number
}

export type CarouselEvent =
  | { type: 'carousel.click'; infoId: string }
  | { type: 'carousel.pause' }
  | { type: 'carousel.resume' }
  | { type: 'carousel.reload' }

export const announcementCarouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as { stepMs?: number },
    tags: {} as 'loading' | 'empty' | 'rolling' | 'paused',
  },
  actors: {
    loadFeed: fromPromise<AnnouncementFeed, void>(async () => {
      throw new Error('loadFeed actor not provided')
    }),
    recordClick: fromPromise<unknown, { infoId: string }>(async () => {
      throw new Error('recordClick actor not provided')
    }),
  },
  actions: {
    /** Filled by the view: window.open(url, '_blank', 'noopener'). */
    openExternal: (_, _url: string) => {},
    /** Filled by the view: the router's navigate. */
    openDetail: (_, _path: string) => {},
  },
  delays: {
    step: ({ context }) => context.stepMs,
  },
  guards: {
    hasSlides: (_, feed: AnnouncementFeed) => feed.list.length > 0,
    canRoll: ({ context }) => context.slides.length > 1,
    isKnown: ({ context, event }) => {
      assertEvent(event, 'carousel.click')
      return context.slides.some((s) => s.infoId === event.infoId)
    },
    opensExternally: ({ context }) => Boolean(context.clicked?.popUpViewWebUrl),
  },
}).createMachine({
  id: 'announcementCarousel',
  context: ({ input }) => ({
    slides: [],
    index: 0,
    clicked: undefined,
    stepMs: input.stepMs ?? CAROUSEL_STEP_MS,
  }),
  initial: 'loading',
  on: { 'carousel.reload': { target: '.loading' } },
  states: {
    loading: {
      description: 'Loads the announcements of the top bar.',
      tags: ['loading'],
      invoke: {
        src: 'loadFeed',
        onDone: [
          {
            guard: { type: 'hasSlides', params: ({ event }) => event.output },
            target: 'showing',
            actions: assign({ slides: ({ event }) => carouselSlides(event.output.list), index: 0 }),
          },
          { target: 'empty', actions: assign({ slides: [], index: 0 }) },
        ],
        onError: { target: 'empty', actions: assign({ slides: [], index: 0 }) },
      },
    },
    empty: {
      description: 'Nothing to announce, or the feed failed: the bar shows no carousel.',
      tags: ['empty'],
    },
    showing: {
      description: 'The carousel is on screen; clicking an announcement opens it.',
      initial: 'rolling',
      on: {
        'carousel.click': {
          guard: 'isKnown',
          target: '.recording',
          actions: assign({
            clicked: ({ context, event }) => context.slides.find((s) => s.infoId === event.infoId),
          }),
        },
      },
      states: {
        rolling: {
          description: 'Steps to the next slide every step (4 s) when there is more than one.',
          tags: ['rolling'],
          after: {
            step: {
              guard: 'canRoll',
              target: 'rolling',
              reenter: true,
              actions: assign({ index: ({ context }) => (context.index + 1) % context.slides.length }),
            },
          },
          on: { 'carousel.pause': { target: 'paused' } },
        },
        paused: {
          description: 'The pointer is over the carousel: it holds the current slide.',
          tags: ['paused'],
          on: { 'carousel.resume': { target: 'rolling' } },
        },
        recording: {
          description: 'Records the click (addAnnouncementClickNum) before opening the announcement.',
          tags: ['paused'],
          invoke: {
            src: 'recordClick',
            input: ({ context }) => ({ infoId: context.clicked?.infoId ?? '' }),
            // The click is counted first; a failed count never keeps the user from the announcement.
            onDone: { target: 'opening' },
            onError: { target: 'opening' },
          },
        },
        opening: {
          description:
            'Opens the external page in a new window when the announcement has one, else its detail page.',
          always: [
            {
              guard: 'opensExternally',
              target: 'rolling',
              actions: [
                { type: 'openExternal', params: ({ context }) => context.clicked?.popUpViewWebUrl ?? '' },
                assign({ clicked: undefined }),
              ],
            },
            {
              target: 'rolling',
              actions: [
                { type: 'openDetail', params: ({ context }) => detailPath(context.clicked?.infoId ?? '') },
                assign({ clicked: undefined }),
              ],
            },
          ],
        },
      },
    },
  },
})
