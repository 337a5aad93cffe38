// Model-based test of the routing machine (routing.machine.ts): every state and transition
// walked, then what the user sees: only the routes the role may open, fewer for a narrowed
// sub-user, none after sign-out.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { routingMachine } from '../../../src/machines/shell/routing.machine.ts'
import type { RouteDef } from '../../../src/routes/route-table.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const model = {
  events: [
    { type: 'routing.rolesChanged', roles: ['TRADEBASE'] },
    { type: 'routing.rolesChanged', roles: ['TRADEBASE'], deniedPages: ['orderList'] },
    { type: 'routing.cleared' },
  ],
  input: {},
} as const

function ids(routes: readonly RouteDef[]): string[] {
  return routes.flatMap((r) => [r.id, ...ids((r as { children?: readonly RouteDef[] }).children ?? [])])
}

describe('routing machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(routingMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(routingMachine)).toEqual(['empty', 'ready'])
    expectFullCoverage(routingMachine, paths)
    expectEventsAccepted(routingMachine, model.events)
  })

  it('a role sees its routes, a narrowed sub-user fewer, and nobody signed in none', () => {
    const actor = createActor(routingMachine, { input: {} }).start()
    expect(actor.getSnapshot().context.routes).toEqual([])
    actor.send({ type: 'routing.rolesChanged', roles: ['TRADEBASE'] })
    const all = ids(actor.getSnapshot().context.routes)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(all.length).toBeGreaterThan(0)
    const denied = all.find((id) => id !== 'dashboard' && id !== 'index') as string
    actor.send({ type: 'routing.rolesChanged', roles: ['TRADEBASE'], deniedPages: [denied] })
    const narrowed = ids(actor.getSnapshot().context.routes)
    expect(narrowed.length).toBeLessThan(all.length)
    actor.send({ type: 'routing.cleared' })
    expect(actor.getSnapshot().context).toMatchObject({ roles: [], routes: [] })
    expect(actor.getSnapshot().value).toBe('empty')
    actor.stop()
  })

  const paths = modelPaths(routingMachine, model)
  it.each(paths.map((p) => [pathName(p, routingMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(routingMachine, path, { input: {} })
  })
})
