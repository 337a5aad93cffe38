import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { type TabEntry, type TabsEvent, tabsMachine } from './tabs.machine.ts'

const dashboard: TabEntry = { id: 'dashboard', path: '/dashboard', fullPath: '/dashboard' }
const products: TabEntry = { id: 'productList', path: '/p/list', fullPath: '/p/list?page=2' }
const orders: TabEntry = { id: 'salesOrder', path: '/o/list', fullPath: '/o/list' }
const ranks: TabEntry = { id: 'ranks', path: '/d/ranks', fullPath: '/d/ranks' }

function setup(saved: TabEntry[] = []) {
  const spies = {
    navigate: vi.fn(),
    persist: vi.fn(),
    forget: vi.fn(),
    logoutConfirmed: vi.fn(),
    loadTabs: vi.fn(),
  }
  const machine = tabsMachine.provide({
    actors: {
      loadTabs: fromPromise(async ({ input }) => {
        spies.loadTabs(input.userKey)
        return saved
      }),
    },
    actions: {
      navigate: (_, p) => {
        if (p) spies.navigate(p.to, p.replace)
      },
      persist: (_, p) =>
        spies.persist(
          p.userKey,
          p.tabs.map((t) => t.path),
        ),
      forget: (_, p) => {
        if (p.userKey) spies.forget(p.userKey)
      },
      logoutConfirmed: () => spies.logoutConfirmed(),
    },
  })
  const actor = createActor(machine, { input: { pinned: [dashboard] } }).start()
  return { actor, spies }
}

async function ready(
  saved: TabEntry[] = [],
  allowedIds = ['dashboard', 'productList', 'salesOrder', 'ranks'],
) {
  const s = setup(saved)
  s.actor.send({ type: 'tabs.restore', userKey: 'u1', allowedIds })
  await waitFor(s.actor, (snap) => snap.hasTag('ready'))
  return s
}

const paths = (actor: ReturnType<typeof setup>['actor']) =>
  actor.getSnapshot().context.tabs.map((t) => t.path)

describe('tabs machine', () => {
  it('starts with the pinned dashboard and restores the user’s saved tabs it may still open', async () => {
    const { actor, spies } = await ready([products, { id: 'cataLog', path: '/c/cat', fullPath: '/c/cat' }])
    expect(spies.loadTabs).toHaveBeenCalledWith('u1')
    expect(paths(actor)).toEqual(['/dashboard', '/p/list'])
  })

  it('opens a tab per path, updates its query, and saves the list for the user', async () => {
    const { actor, spies } = await ready()
    actor.send({ type: 'tabs.visit', tab: products })
    actor.send({ type: 'tabs.visit', tab: orders })
    actor.send({ type: 'tabs.visit', tab: { ...products, fullPath: '/p/list?page=3' } })
    expect(paths(actor)).toEqual(['/dashboard', '/p/list', '/o/list'])
    expect(actor.getSnapshot().context.tabs[1]?.fullPath).toBe('/p/list?page=3')
    expect(actor.getSnapshot().context.activePath).toBe('/p/list')
    expect(spies.persist).toHaveBeenLastCalledWith('u1', ['/p/list', '/o/list'])
  })

  it('never closes the pinned dashboard', async () => {
    const { actor } = await ready()
    actor.send({ type: 'tabs.close', path: '/dashboard' })
    expect(paths(actor)).toEqual(['/dashboard'])
  })

  it('closing the active tab goes to the last tab left; closing another stays put', async () => {
    const { actor, spies } = await ready()
    for (const tab of [products, orders, ranks]) actor.send({ type: 'tabs.visit', tab })
    actor.send({ type: 'tabs.close', path: '/o/list' })
    expect(spies.navigate).not.toHaveBeenCalled()
    actor.send({ type: 'tabs.close', path: '/d/ranks' })
    expect(spies.navigate).toHaveBeenCalledWith('/p/list?page=2', false)
    expect(paths(actor)).toEqual(['/dashboard', '/p/list'])
  })

  it('close others keeps the pinned tab and the chosen one; close all keeps the dashboard', async () => {
    const { actor, spies } = await ready()
    for (const tab of [products, orders, ranks]) actor.send({ type: 'tabs.visit', tab })
    actor.send({ type: 'tabs.closeOthers', path: '/o/list' })
    expect(paths(actor)).toEqual(['/dashboard', '/o/list'])
    expect(spies.navigate).toHaveBeenLastCalledWith('/o/list', false)
    actor.send({ type: 'tabs.closeAll' })
    expect(paths(actor)).toEqual(['/dashboard'])
    expect(spies.navigate).toHaveBeenLastCalledWith('/dashboard', false)
    expect(spies.persist).toHaveBeenLastCalledWith('u1', [])
  })

  it('refresh re-mounts through /redirect with a new generation', async () => {
    const { actor, spies } = await ready()
    actor.send({ type: 'tabs.visit', tab: products })
    actor.send({ type: 'tabs.refresh', path: '/p/list' })
    expect(spies.navigate).toHaveBeenCalledWith('/redirect/p/list?page=2', true)
    expect(actor.getSnapshot().context.generations['/p/list']).toBe(1)
    actor.send({ type: 'tabs.refresh', path: '/p/list' })
    expect(actor.getSnapshot().context.generations['/p/list']).toBe(2)
  })

  it('asks before closing a tab with unsaved input; cancel keeps it, confirm closes it', async () => {
    const { actor } = await ready()
    actor.send({ type: 'tabs.visit', tab: products })
    actor.send({ type: 'tabs.markDirty', path: '/p/list', dirty: true })
    actor.send({ type: 'tabs.close', path: '/p/list' })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'close', path: '/p/list' })
    actor.send({ type: 'tabs.cancelDiscard' })
    expect(paths(actor)).toEqual(['/dashboard', '/p/list'])
    expect(actor.getSnapshot().context.dirty).toEqual(['/p/list'])
    actor.send({ type: 'tabs.closeAll' })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    actor.send({ type: 'tabs.confirmDiscard' })
    expect(paths(actor)).toEqual(['/dashboard'])
    expect(actor.getSnapshot().context.dirty).toEqual([])
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
  })

  it('does not ask when the dirty tab survives (close others keeping it)', async () => {
    const { actor } = await ready()
    actor.send({ type: 'tabs.visit', tab: products })
    actor.send({ type: 'tabs.visit', tab: orders })
    actor.send({ type: 'tabs.markDirty', path: '/p/list', dirty: true })
    actor.send({ type: 'tabs.closeOthers', path: '/p/list' })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(paths(actor)).toEqual(['/dashboard', '/p/list'])
  })

  it('asks before logout discards unsaved input, and logs out at once otherwise', async () => {
    const { actor, spies } = await ready()
    actor.send({ type: 'tabs.logout' })
    expect(spies.logoutConfirmed).toHaveBeenCalledTimes(1)
    actor.send({ type: 'tabs.visit', tab: products })
    actor.send({ type: 'tabs.markDirty', path: '/p/list', dirty: true })
    actor.send({ type: 'tabs.logout' })
    expect(spies.logoutConfirmed).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'logout' })
    actor.send({ type: 'tabs.confirmDiscard' })
    expect(spies.logoutConfirmed).toHaveBeenCalledTimes(2)
  })

  it('clears to the dashboard on sign-out, forgetting saved tabs only on logout', async () => {
    const { actor, spies } = await ready()
    actor.send({ type: 'tabs.visit', tab: products })
    actor.send({ type: 'tabs.clear', forget: false })
    expect(paths(actor)).toEqual(['/dashboard'])
    expect(spies.forget).not.toHaveBeenCalled()
    actor.send({ type: 'tabs.restore', userKey: 'u1', allowedIds: ['productList'] })
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'tabs.clear', forget: true })
    expect(spies.forget).toHaveBeenCalledWith('u1')
    expect(actor.getSnapshot().value).toBe('inactive')
  })
  describe('tab limit', () => {
    const page = (n: number): TabEntry => ({ id: `p${n}`, path: `/p/${n}`, fullPath: `/p/${n}` })
    const allowed = ['dashboard', 'p1', 'p2', 'p3', 'p4', 'p5']

    it('opening one tab too many closes the least recently shown clean one, and saves the list', async () => {
      const { actor, spies } = await ready([], allowed)
      actor.send({ type: 'tabs.setLimit', maxTabs: 4 })
      for (const n of [1, 2, 3]) actor.send({ type: 'tabs.visit', tab: page(n) })
      // p1 was shown again: p2 is now the least recently shown.
      actor.send({ type: 'tabs.visit', tab: page(1) })
      actor.send({ type: 'tabs.visit', tab: page(4) })
      expect(paths(actor)).toEqual(['/dashboard', '/p/1', '/p/3', '/p/4'])
      expect(actor.getSnapshot().context.activePath).toBe('/p/4')
      expect(spies.persist).toHaveBeenLastCalledWith('u1', ['/p/1', '/p/3', '/p/4'])
    })

    it('never closes the pinned dashboard or a tab with unsaved input', async () => {
      const { actor } = await ready([], allowed)
      actor.send({ type: 'tabs.setLimit', maxTabs: 3 })
      actor.send({ type: 'tabs.visit', tab: page(1) })
      actor.send({ type: 'tabs.markDirty', path: '/p/1', dirty: true })
      actor.send({ type: 'tabs.visit', tab: page(2) })
      actor.send({ type: 'tabs.visit', tab: dashboard })
      actor.send({ type: 'tabs.visit', tab: page(3) })
      // The dashboard was shown last but stays; p1 holds input: p2 closes.
      expect(paths(actor)).toEqual(['/dashboard', '/p/1', '/p/3'])
      expect(actor.getSnapshot().hasTag('ready')).toBe(true)
      // Only dirty and pinned tabs left besides the new one: the bar grows past the limit.
      actor.send({ type: 'tabs.markDirty', path: '/p/3', dirty: true })
      actor.send({ type: 'tabs.visit', tab: page(4) })
      expect(paths(actor)).toEqual(['/dashboard', '/p/1', '/p/3', '/p/4'])
    })

    it('lowering the limit closes the extra clean tabs but not the active one', async () => {
      const { actor } = await ready([], allowed)
      for (const n of [1, 2, 3, 4]) actor.send({ type: 'tabs.visit', tab: page(n) })
      actor.send({ type: 'tabs.visit', tab: page(1) })
      actor.send({ type: 'tabs.setLimit', maxTabs: 3 })
      expect(paths(actor)).toEqual(['/dashboard', '/p/1', '/p/4'])
      expect(actor.getSnapshot().context.maxTabs).toBe(3)
    })

    it('restores at most the limit, keeping the tabs saved last', async () => {
      const s = setup([page(1), page(2), page(3), page(4)])
      s.actor.send({ type: 'tabs.setLimit', maxTabs: 3 })
      s.actor.send({ type: 'tabs.restore', userKey: 'u1', allowedIds: allowed })
      await waitFor(s.actor, (snap) => snap.hasTag('ready'))
      expect(paths(s.actor)).toEqual(['/dashboard', '/p/3', '/p/4'])
    })

    it('keeps 12 tabs by default', () => {
      expect(setup().actor.getSnapshot().context.maxTabs).toBe(12)
    })
  })
})

describe('tabs machine paths (xstate/graph)', () => {
  it('keeps its invariants on every reachable state', async () => {
    const { actor } = await ready()
    const start = actor.getSnapshot()
    const visits: TabEntry[] = [products, orders]
    const machine = tabsMachine.provide({ actions: { logoutConfirmed: () => {} } })
    const pathsFound = getShortestPaths(machine, {
      fromState: start,
      events: (snap) => {
        const open = snap.context.tabs.map((t) => t.path)
        const events: TabsEvent[] = visits.map((tab) => ({ type: 'tabs.visit', tab }))
        for (const path of open) {
          events.push(
            { type: 'tabs.close', path },
            { type: 'tabs.refresh', path },
            { type: 'tabs.closeOthers', path },
          )
          if (path !== '/dashboard')
            events.push({ type: 'tabs.markDirty', path, dirty: !snap.context.dirty.includes(path) })
        }
        events.push(
          { type: 'tabs.closeAll' },
          { type: 'tabs.logout' },
          { type: 'tabs.confirmDiscard' },
          { type: 'tabs.cancelDiscard' },
        )
        return events
      },
      serializeState: (snap) =>
        JSON.stringify([
          snap.value,
          snap.context.tabs.map((t) => t.path),
          snap.context.dirty,
          snap.context.pending,
        ]),
      limit: 5000,
    })
    expect(pathsFound.length).toBeGreaterThan(30)
    const confirmingStates = pathsFound.filter((p) => p.state.hasTag('confirming'))
    expect(confirmingStates.length).toBeGreaterThan(0)
    for (const { state } of pathsFound) {
      const { tabs, dirty, pending } = state.context
      expect(tabs[0]?.path).toBe('/dashboard')
      expect(new Set(tabs.map((t) => t.path)).size).toBe(tabs.length)
      for (const d of dirty) expect(tabs.some((t) => t.path === d)).toBe(true)
      expect(pending !== undefined).toBe(state.hasTag('confirming'))
    }
  })
})
