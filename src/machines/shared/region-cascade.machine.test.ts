import type { RegionItem } from '../../../contract/shared.schema.ts'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { regionCascadeMachine } from './region-cascade.machine.ts'

const tree: Record<string, RegionItem[]> = {
  root: [
    { id: 'P1', name: '浙江省' },
    { id: 'P2', name: '广东省' },
  ],
  P1: [{ id: 'C1', name: '杭州市' }],
  P2: [{ id: 'C2', name: '广州市' }],
  C1: [{ id: 'X1', name: '西湖区' }],
  C2: [{ id: 'X2', name: '天河区' }],
}

function start(input = {}) {
  const loads = vi.fn()
  const changed = vi.fn()
  const children = fromPromise(async ({ input }: { input: { parentId: string } }) => {
    loads(input.parentId)
    return tree[input.parentId] ?? []
  })
  const actor = createActor(
    regionCascadeMachine.provide({
      actors: {
        loadProvinces: fromPromise(async () => tree.root ?? []),
        loadCities: children,
        loadCounties: children,
      },
      actions: { changed },
    }),
    { input },
  ).start()
  return { actor, loads, changed }
}

describe('region cascade machine', () => {
  it('loads provinces, then cities of the chosen province, then its counties', async () => {
    const { actor, changed } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.provinces).toHaveLength(2)
    actor.send({ type: 'region.province', id: 'P1' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.cities).toEqual(tree.P1)
    actor.send({ type: 'region.city', id: 'C1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.counties.length > 0)
    actor.send({ type: 'region.county', id: 'X1' })
    expect(actor.getSnapshot().context).toMatchObject({ provinceId: 'P1', cityId: 'C1', countyId: 'X1' })
    expect(changed).toHaveBeenCalledTimes(3)
  })

  it('clears the lower levels when a higher one changes', async () => {
    const { actor } = start({ provinceId: 'P1', cityId: 'C1', countyId: 'X1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.counties.length > 0)
    actor.send({ type: 'region.province', id: 'P2' })
    expect(actor.getSnapshot().context).toMatchObject({
      provinceId: 'P2',
      cityId: null,
      countyId: null,
      counties: [],
    })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.cities).toEqual(tree.P2)
  })

  it('starts from a saved chain with every level loaded', async () => {
    const { actor, loads } = start({ provinceId: 'P2', cityId: 'C2', countyId: 'X2' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(loads.mock.calls.map((c) => c[0])).toEqual(['P2', 'C2'])
    expect(actor.getSnapshot().context.counties).toEqual(tree.C2)
  })

  it('clears a failed load’s error when the next choice loads', async () => {
    const actor = createActor(
      regionCascadeMachine.provide({
        actors: {
          loadProvinces: fromPromise(async () => tree.root ?? []),
          loadCities: fromPromise(async ({ input }: { input: { parentId: string } }) => {
            if (input.parentId === 'P1') throw new Error('timeout')
            return tree[input.parentId] ?? []
          }),
          loadCounties: fromPromise(async (): Promise<RegionItem[]> => []),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'region.province', id: 'P1' })
    await waitFor(actor, (s) => s.hasTag('error'))
    expect(actor.getSnapshot().context.error).toBeDefined()
    actor.send({ type: 'region.province', id: 'P2' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.cities.map((c) => c.name)).toEqual(['广州市'])
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })
})
