// Model-based test of the region cascade (province → city → county), empty and from a saved chain:
// loading each level, choosing and clearing levels, reset, failures and retry; replayed live.
import type { RegionItem } from '../../../contract/shared.schema.ts'
import { describe, expect, it } from 'vitest'
import { createActor, type EventObject, fromPromise, waitFor } from 'xstate'
import {
  type RegionChain,
  regionCascadeMachine as liveCascade,
} from '../../../src/machines/shared/region-cascade.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const tree: Record<string, RegionItem[]> = {
  root: [
    { id: '330000', name: '浙江省' },
    { id: '440000', name: '广东省' },
  ],
  '330000': [
    { id: '330100', name: '杭州市' },
    { id: '330200', name: '宁波市' },
  ],
  '440000': [{ id: '440100', name: '广州市' }],
  '330100': [
    { id: '330106', name: '西湖区' },
    { id: '330108', name: '滨江区' },
  ],
  '440100': [{ id: '440106', name: '天河区' }],
}
const level = (id: string) => tree[id] ?? []
const saved: RegionChain = { provinceId: '440000', cityId: '440100', countyId: '440106' }

// Standalone, without the form: the chain it is told about is a no-op.
const cascadeMachine = liveCascade.provide({ actions: { changed: () => {} } })

const loaded = {
  loadProvinces: { done: [level('root')] },
  loadCities: { done: [level('330000')] },
  loadCounties: { done: [level('330100')] },
}
const choose = [
  { type: 'region.province', id: '330000' },
  { type: 'region.city', id: '330100' },
  { type: 'region.county', id: '330106' },
] as const

// Three focused models rather than one: the chosen ids, the loaded lists and a failure's error vary
// independently, so one model multiplies them into hundreds of states (over 300 replays when
// tried), while each state and transition is reached by the model that drives it.
const models = {
  choosing: { events: choose, outcomes: loaded },
  // A saved chain put in place after the start (no view sends region.reset today).
  resetting: { events: [{ type: 'region.reset', chain: saved }], outcomes: loaded },
  // Each level of a saved chain failing in turn (start from `saved`), and the retry.
  failing: {
    events: [{ type: 'region.retry' }],
    outcomes: {
      loadProvinces: { ...loaded.loadProvinces, error: [{ code: null, message: 'fetch failed' }] },
      loadCities: { ...loaded.loadCities, error: [{ code: 50000, message: 'internal error' }] },
      loadCounties: { ...loaded.loadCounties, error: [{ code: 50000, message: 'internal error' }] },
    },
  },
} as const
const allEvents = Object.values(models).flatMap((m): readonly EventObject[] => m.events)

describe('region cascade machine, model-based', () => {
  const emptyStart = { input: {} }
  const savedStart = { input: saved }

  it('reaches every state and takes every transition, empty and from a saved chain', () => {
    const paths = Object.values(models).flatMap((model) => [
      ...modelPaths(cascadeMachine, { ...model, ...emptyStart, strategy: 'transitions' }),
      ...modelPaths(cascadeMachine, { ...model, ...savedStart, strategy: 'transitions' }),
    ])
    expect(machineStates(cascadeMachine)).toEqual(['cities', 'counties', 'failed', 'provinces', 'ready'])
    expectFullCoverage(cascadeMachine, paths)
    expectEventsAccepted(cascadeMachine, allEvents)
  })

  const paths = [
    ...modelPaths(cascadeMachine, { ...models.choosing, ...emptyStart }).map((p) => [p, emptyStart] as const),
    ...modelPaths(cascadeMachine, { ...models.resetting, ...emptyStart }).map(
      (p) => [p, emptyStart] as const,
    ),
    ...modelPaths(cascadeMachine, { ...models.failing, ...savedStart }).map((p) => [p, savedStart] as const),
  ]

  it('a chosen city shows its counties, with the levels above kept', () => {
    const [path] =
      paths.find(
        ([p]) =>
          pathName(p, cascadeMachine) ===
          'loadProvinces done → region.province → loadCities done → region.city → loadCounties done',
      ) ?? []
    expect(path).toBeDefined()
    const { actor } = replayPath(cascadeMachine, path!, emptyStart)
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(context).toMatchObject({ provinceId: '330000', cityId: '330100', countyId: null })
    expect(context.provinces).toEqual(level('root'))
    expect(context.cities).toEqual(level('330000'))
    expect(context.counties).toEqual(level('330100'))
  })

  it('a saved chain loads every level; a new province clears the levels below and reports the chain', async () => {
    const loads: string[] = []
    const chains: RegionChain[] = []
    const children = fromPromise<RegionItem[], { parentId: string }>(async ({ input }) => {
      loads.push(input.parentId)
      return level(input.parentId)
    })
    const actor = createActor(
      liveCascade.provide({
        actors: {
          loadProvinces: fromPromise<RegionItem[]>(async () => level('root')),
          loadCities: children,
          loadCounties: children,
        },
        actions: {
          changed: ({ context }) =>
            void chains.push({
              provinceId: context.provinceId,
              cityId: context.cityId,
              countyId: context.countyId,
            }),
        },
      }),
      savedStart,
    ).start()
    const start = await waitFor(actor, (s) => s.matches('ready'))
    expect(loads).toEqual(['440000', '440100'])
    expect(start.context.counties).toEqual(level('440100'))
    expect(chains).toEqual([])
    actor.send({ type: 'region.province', id: '330000' })
    expect(actor.getSnapshot().context).toMatchObject({
      cityId: null,
      countyId: null,
      cities: [],
      counties: [],
    })
    const next = await waitFor(actor, (s) => s.matches('ready'))
    expect(next.context.cities).toEqual(level('330000'))
    expect(next.context.counties).toEqual([])
    actor.send({ type: 'region.city', id: '330100' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.counties.length > 0)
    // Another city: its county list replaces the old one, which is gone at once.
    actor.send({ type: 'region.city', id: '330200' })
    expect(actor.getSnapshot().context).toMatchObject({ cityId: '330200', countyId: null, counties: [] })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'region.city', id: '330100' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.counties.length > 0)
    actor.send({ type: 'region.county', id: '330108' })
    expect(chains).toEqual([
      { provinceId: '330000', cityId: null, countyId: null },
      { provinceId: '330000', cityId: '330100', countyId: null },
      { provinceId: '330000', cityId: '330200', countyId: null },
      { provinceId: '330000', cityId: '330100', countyId: null },
      { provinceId: '330000', cityId: '330100', countyId: '330108' },
    ])
    actor.stop()
  })

  it.each(paths.map(([p, start]) => [pathName(p, cascadeMachine), p, start] as const))(
    'replays %s',
    (_name, path, start) => {
      replayPath(cascadeMachine, path, start)
    },
  )
})
