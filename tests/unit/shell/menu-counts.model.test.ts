// Model-based test of the side-menu badge counts (menu-counts.machine.ts): every state and
// transition walked, then what the user sees: one call on sign-in standing for the first page,
// a refresh on opening home, badges hidden when the call fails, nothing after sign-out.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MenuCountResponse } from '../../../contract/session.schema.ts'
import { menuCountsMachine } from '../../../src/machines/shell/menu-counts.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const answer = [
  { orderCount: 3, refundCount: 1, cooperateCount: 2, omsOrderCount: 4 },
] as unknown as MenuCountResponse

const model = {
  events: [
    { type: 'menuCounts.start', partyId: 'P1' },
    { type: 'menuCounts.refresh' },
    { type: 'menuCounts.pageOpened', home: true },
    { type: 'menuCounts.pageOpened', home: false },
    { type: 'menuCounts.stop' },
  ],
  outcomes: { fetchMenuCount: { done: [answer], error: [{ code: 50000, message: 'down' }] } },
} as const

describe('menu counts machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(menuCountsMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(menuCountsMachine)).toEqual(['idle', 'loading', 'off'])
    expectFullCoverage(menuCountsMachine, paths)
    expectEventsAccepted(menuCountsMachine, model.events)
  })

  it('asks once for sign-in and the first page, again on home, never after sign-out', async () => {
    const asked: string[] = []
    let fail = false
    const actor = createActor(
      menuCountsMachine.provide({
        actors: {
          fetchMenuCount: fromPromise<MenuCountResponse, { partyId: string }>(async ({ input }) => {
            asked.push(input.partyId)
            if (fail) throw new Error('down')
            return answer
          }),
        },
      }),
    ).start()
    actor.send({ type: 'menuCounts.start', partyId: 'P1' })
    actor.send({ type: 'menuCounts.pageOpened', home: true })
    let s = await waitFor(actor, (x) => x.matches('idle'))
    expect(asked).toEqual(['P1'])
    expect(s.context.counts).toEqual({ waitShipNum: 3, waitAuditNum: 1, cooperateNum: 2, catalogNum: 4 })
    actor.send({ type: 'menuCounts.pageOpened', home: false })
    expect(actor.getSnapshot().value).toBe('idle')
    fail = true
    actor.send({ type: 'menuCounts.pageOpened', home: true })
    s = await waitFor(actor, (x) => x.matches('idle'))
    expect(asked).toEqual(['P1', 'P1'])
    expect(s.context.counts).toBeUndefined()
    actor.send({ type: 'menuCounts.stop' })
    actor.send({ type: 'menuCounts.refresh' })
    expect(actor.getSnapshot().value).toBe('off')
    expect(asked).toHaveLength(2)
    actor.stop()
  })

  const paths = modelPaths(menuCountsMachine, model)
  it.each(paths.map((p) => [pathName(p, menuCountsMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(menuCountsMachine, path)
  })
})
