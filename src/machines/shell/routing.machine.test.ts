import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { routingMachine } from './routing.machine.ts'

describe('routing machine', () => {
  it('holds the routes filtered for the roles, and nothing once cleared', () => {
    const actor = createActor(routingMachine, { input: {} }).start()
    expect(actor.getSnapshot().hasTag('ready')).toBe(false)
    actor.send({ type: 'routing.rolesChanged', roles: ['REPAIRFIN'] })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(actor.getSnapshot().context.routes.map((r) => r.id)).toEqual([
      // No open membership: its calls refuse repair finance (server/distribution/membership.routes.ts).
      'dashboard',
      'courseList',
      'courseDetails',
      'announcementDetail',
      'repairSettlement',
    ])
    actor.send({ type: 'routing.rolesChanged', roles: ['admin'] })
    expect(actor.getSnapshot().context.routes.length).toBeGreaterThan(20)
    actor.send({ type: 'routing.cleared' })
    expect(actor.getSnapshot().hasTag('ready')).toBe(false)
    expect(actor.getSnapshot().context.routes).toEqual([])
  })
})
