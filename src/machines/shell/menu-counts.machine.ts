// Side-menu badge counts (SPEC.md sections 2 and 3) from getMenuCount: fetched on sign-in,
// on opening home and whenever an area reports that counts changed. A failed call leaves
// the counts undefined, which hides every badge. The first page opened after sign-in (home,
// usually) takes the sign-in's own call: it is not asked a second time.
import { assign, fromPromise, setup } from 'xstate'
import type { MenuCountResponse } from '../../../contract/session.schema.ts'

export interface MenuCounts {
  waitShipNum: number
  waitAuditNum: number
  cooperateNum: number
  catalogNum: number
}

/** getMenuCount answers a list; its first item holds the four counters. */
export function toMenuCounts(answer: MenuCountResponse | null | undefined): MenuCounts | undefined {
  const item = Array.isArray(answer) ? answer[0] : undefined
  if (!item) return undefined
  return {
    waitShipNum: item.orderCount,
    waitAuditNum: item.refundCount,
    cooperateNum: item.cooperateCount,
    catalogNum: item.omsOrderCount,
  }
}

export interface MenuCountsContext {
  partyId: string | undefined
  counts: MenuCounts | undefined
  /** The sign-in's call stands for the first page opened after it: no second call then. */
  firstPageCovered: boolean
}

export type MenuCountsEvent =
  | { type: 'menuCounts.start'; partyId: string }
  | { type: 'menuCounts.refresh' }
  /** A page was opened (sent on every visit); opening home (`home`) refreshes the counts. */
  | { type: 'menuCounts.pageOpened'; home: boolean }
  | { type: 'menuCounts.stop' }

export const menuCountsMachine = setup({
  types: {
    context: {} as MenuCountsContext,
    events: {} as MenuCountsEvent,
    tags: {} as 'loading',
  },
  guards: {
    firstPageAfterSignIn: ({ context }) => context.firstPageCovered,
    homeOpened: ({ event }) => event.type === 'menuCounts.pageOpened' && event.home,
  },
  actions: {
    firstPageSeen: assign({ firstPageCovered: false }),
  },
  actors: {
    fetchMenuCount: fromPromise<MenuCountResponse, { partyId: string }>(async () => {
      throw new Error('fetchMenuCount actor not provided')
    }),
  },
}).createMachine({
  id: 'menuCounts',
  context: { partyId: undefined, counts: undefined, firstPageCovered: false },
  initial: 'off',
  on: {
    'menuCounts.start': {
      target: '.loading',
      actions: assign({ partyId: ({ event }) => event.partyId, firstPageCovered: true }),
    },
    'menuCounts.stop': {
      target: '.off',
      actions: assign({ partyId: undefined, counts: undefined, firstPageCovered: false }),
    },
  },
  states: {
    off: { description: 'Nobody signed in: no counts, no calls.' },
    loading: {
      description: 'getMenuCount is on its way for the signed-in merchant.',
      tags: ['loading'],
      invoke: {
        src: 'fetchMenuCount',
        input: ({ context }) => ({ partyId: context.partyId ?? '' }),
        onDone: { target: 'idle', actions: assign({ counts: ({ event }) => toMenuCounts(event.output) }) },
        onError: { target: 'idle', actions: assign({ counts: undefined }) },
      },
      // A newer request replaces one under way, so the last answer wins.
      on: {
        'menuCounts.refresh': { target: 'loading', reenter: true },
        'menuCounts.pageOpened': [
          { guard: 'firstPageAfterSignIn', actions: 'firstPageSeen' },
          { guard: 'homeOpened', target: 'loading', reenter: true },
        ],
      },
    },
    idle: {
      description:
        'Counts shown as side-menu badges; opening home or an action that changes a count refreshes them.',
      on: {
        'menuCounts.refresh': { target: 'loading' },
        'menuCounts.pageOpened': [
          { guard: 'firstPageAfterSignIn', actions: 'firstPageSeen' },
          { guard: 'homeOpened', target: 'loading' },
        ],
      },
    },
  },
})
