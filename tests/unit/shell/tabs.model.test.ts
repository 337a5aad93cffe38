// Model-based test of the tab bar (tabs.machine.ts): every state and transition walked, then
// what the user sees: the pinned dashboard never closes, closing, refreshing or logging out over
// unsaved input asks first, one question at a time, and the tab limit closes the least recently
// shown clean tab.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { type TabEntry, type TabsContext, tabsMachine } from '../../../src/machines/shell/tabs.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const pinned: TabEntry = { id: 'dashboard', path: '/dashboard', fullPath: '/dashboard' }
const tab = (id: string, path: string): TabEntry => ({ id, path, fullPath: `${path}?page=2` })
const orders = tab('orderList', '/orders')
const goods = tab('goodsList', '/goods')

// Standalone, without the root actor: the logout it reports goes nowhere.
const machine = tabsMachine.provide({ actions: { logoutConfirmed: () => {} } })
const input = { pinned: [pinned], maxTabs: 3 }

const model = {
  events: [
    { type: 'tabs.restore', userKey: 'u1', allowedIds: ['orderList', 'goodsList'] },
    { type: 'tabs.visit', tab: orders },
    { type: 'tabs.markDirty', path: '/orders', dirty: true },
    { type: 'tabs.close', path: '/orders' },
    { type: 'tabs.close', path: '/dashboard' },
    { type: 'tabs.closeOthers', path: '/goods' },
    { type: 'tabs.closeAll' },
    { type: 'tabs.refresh', path: '/orders' },
    { type: 'tabs.logout' },
    { type: 'tabs.confirmDiscard' },
    { type: 'tabs.cancelDiscard' },
    { type: 'tabs.setLimit', maxTabs: 3 },
    { type: 'tabs.clear', forget: true },
  ],
  outcomes: { loadTabs: { done: [[{ ...orders, unsaved: true }]], error: [new Error('storage')] } },
  input,
  // A refresh bumps the page's generation and a discard leaves where to go: neither steers the
  // machine, so snapshots count as the same without them (the graph closes). With one tab to
  // visit, the recency order follows the tabs.
  serializeState: (s: { value: unknown; context: unknown }) => {
    const { generations: _g, followUp: _f, recent: _r, ...rest } = s.context as TabsContext
    return JSON.stringify([s.value, rest])
  },
} as const

function live(saved: TabEntry[] = []) {
  const logouts: number[] = []
  const navigations: string[] = []
  const actor = createActor(
    tabsMachine.provide({
      actors: { loadTabs: fromPromise<TabEntry[], { userKey: string }>(async () => saved) },
      actions: {
        logoutConfirmed: () => {
          logouts.push(1)
        },
        navigate: (_, followUp) => {
          if (followUp) navigations.push(followUp.to)
        },
      },
    }),
    { input },
  ).start()
  return { actor, logouts, navigations }
}

describe('tabs machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(machine, { ...model, strategy: 'transitions' })
    expect(machineStates(machine)).toEqual(['confirming', 'inactive', 'ready', 'restoring'])
    expectFullCoverage(machine, paths)
    expectEventsAccepted(machine, model.events)
  })

  it('keeps the dashboard, asks before throwing away unsaved input, and asks one thing at a time', async () => {
    const { actor, navigations } = live()
    actor.send({ type: 'tabs.restore', userKey: 'u1', allowedIds: ['orderList', 'goodsList'] })
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'tabs.visit', tab: orders })
    actor.send({ type: 'tabs.visit', tab: goods })
    actor.send({ type: 'tabs.close', path: '/dashboard' })
    expect(actor.getSnapshot().context.tabs.map((t) => t.path)).toEqual(['/dashboard', '/orders', '/goods'])

    actor.send({ type: 'tabs.markDirty', path: '/orders', dirty: true })
    actor.send({ type: 'tabs.closeOthers', path: '/goods' })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    actor.send({ type: 'tabs.closeAll' })
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'closeOthers', path: '/goods' })
    actor.send({ type: 'tabs.cancelDiscard' })
    expect(actor.getSnapshot().context.tabs).toHaveLength(3)
    actor.send({ type: 'tabs.closeAll' })
    actor.send({ type: 'tabs.confirmDiscard' })
    expect(actor.getSnapshot().context.tabs.map((t) => t.path)).toEqual(['/dashboard'])
    expect(navigations).toEqual(['/dashboard'])
    actor.stop()
  })

  it('a restored tab with a kept draft asks before a logout; confirming logs out', async () => {
    const { actor, logouts } = live([{ ...orders, unsaved: true }, tab('secret', '/secret')])
    actor.send({ type: 'tabs.restore', userKey: 'u1', allowedIds: ['orderList'] })
    const ready = await waitFor(actor, (s) => s.hasTag('ready'))
    // Pages the user may not open are dropped.
    expect(ready.context.tabs.map((t) => t.path)).toEqual(['/dashboard', '/orders'])
    actor.send({ type: 'tabs.logout' })
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'logout' })
    expect(logouts).toEqual([])
    actor.send({ type: 'tabs.confirmDiscard' })
    expect(logouts).toEqual([1])
    actor.stop()
  })

  it('one tab over the limit closes the least recently shown clean one', async () => {
    const { actor } = live()
    actor.send({ type: 'tabs.restore', userKey: 'u1', allowedIds: [] })
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'tabs.visit', tab: orders })
    actor.send({ type: 'tabs.visit', tab: goods })
    actor.send({ type: 'tabs.visit', tab: tab('stock', '/stock') })
    expect(actor.getSnapshot().context.tabs.map((t) => t.path)).toEqual(['/dashboard', '/goods', '/stock'])
    actor.stop()
  })

  // One replay per kind of bar: where it is, how many tabs, which hold input, what waits for an answer.
  const paths = modelPaths(machine, {
    ...model,
    serializeState: (s: { value: unknown; context: unknown }) => {
      const c = s.context as TabsContext
      return JSON.stringify([s.value, c.tabs.length, c.dirty, c.pending?.kind])
    },
  })
  it.each(paths.map((p) => [pathName(p, machine), p] as const))('replays %s', (_name, path) => {
    replayPath(machine, path, { input })
  })
})
