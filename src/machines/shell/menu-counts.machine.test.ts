import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MenuCountResponse } from '../../../contract/session.schema.ts'
import { menuCountsMachine, toMenuCounts } from './menu-counts.machine.ts'

const answer: MenuCountResponse = [{ orderCount: 3, refundCount: 2, cooperateCount: 1, omsOrderCount: 0 }]

function setup(fetch: (partyId: string) => Promise<MenuCountResponse>) {
  const spy = vi.fn(fetch)
  const actor = createActor(
    menuCountsMachine.provide({ actors: { fetchMenuCount: fromPromise(({ input }) => spy(input.partyId)) } }),
  ).start()
  return { actor, spy }
}

describe('menu counts machine', () => {
  it('maps the answer list onto the four counters', () => {
    expect(toMenuCounts(answer)).toEqual({ waitShipNum: 3, waitAuditNum: 2, cooperateNum: 1, catalogNum: 0 })
    expect(toMenuCounts([])).toBeUndefined()
    expect(toMenuCounts(null)).toBeUndefined()
  })

  it('loads the counts for the signed-in party and refreshes on request', async () => {
    const { actor, spy } = setup(async () => answer)
    actor.send({ type: 'menuCounts.start', partyId: 'P9' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(spy).toHaveBeenCalledWith('P9')
    expect(actor.getSnapshot().context.counts?.waitShipNum).toBe(3)
    actor.send({ type: 'menuCounts.refresh' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it('hides every badge when the call fails', async () => {
    let fail = false
    const { actor } = setup(async () => {
      if (fail) throw new Error('not found')
      return answer
    })
    actor.send({ type: 'menuCounts.start', partyId: 'P1' })
    await waitFor(actor, (s) => s.matches('idle'))
    fail = true
    actor.send({ type: 'menuCounts.refresh' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.counts).toBeUndefined()
  })

  it('lets the last of overlapping refreshes win and forgets everything on stop', async () => {
    // Node 20 has no Promise.withResolvers.
    const pending: ((answer: MenuCountResponse) => void)[] = []
    const { actor } = setup(() => new Promise<MenuCountResponse>((resolve) => pending.push(resolve)))
    actor.send({ type: 'menuCounts.start', partyId: 'P1' })
    actor.send({ type: 'menuCounts.refresh' })
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    pending[1]?.([{ orderCount: 9, refundCount: 0, cooperateCount: 0, omsOrderCount: 0 }])
    await waitFor(actor, (s) => s.matches('idle'))
    pending[0]?.(answer)
    expect(actor.getSnapshot().context.counts?.waitShipNum).toBe(9)
    actor.send({ type: 'menuCounts.stop' })
    expect(actor.getSnapshot().context).toEqual({
      partyId: undefined,
      counts: undefined,
      firstPageCovered: false,
    })
    actor.send({ type: 'menuCounts.refresh' })
    expect(actor.getSnapshot().value).toBe('off')
  })

  it('asks once on sign-in when home is the first page, and again each time home is opened later', async () => {
    const { actor, spy } = setup(async () => answer)
    actor.send({ type: 'menuCounts.start', partyId: 'P1' })
    // Home opens while the sign-in's call is still under way, and again once it has answered.
    actor.send({ type: 'menuCounts.pageOpened', home: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(spy).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.counts?.waitShipNum).toBe(3)
    // Another page opens nothing; coming back home refreshes.
    actor.send({ type: 'menuCounts.pageOpened', home: false })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'menuCounts.pageOpened', home: true })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it('takes the sign-in call for the first page after it answered, whichever page that is', async () => {
    const { actor, spy } = setup(async () => answer)
    actor.send({ type: 'menuCounts.start', partyId: 'P1' })
    await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'menuCounts.pageOpened', home: false })
    actor.send({ type: 'menuCounts.pageOpened', home: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(spy).toHaveBeenCalledTimes(2)
    // A new sign-in covers its own first page again; a page opened while signed out asks nothing.
    actor.send({ type: 'menuCounts.stop' })
    actor.send({ type: 'menuCounts.pageOpened', home: true })
    expect(actor.getSnapshot().value).toBe('off')
    actor.send({ type: 'menuCounts.start', partyId: 'P1' })
    actor.send({ type: 'menuCounts.pageOpened', home: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(spy).toHaveBeenCalledTimes(3)
  })
})
