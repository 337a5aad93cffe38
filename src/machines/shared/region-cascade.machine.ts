// The region cascade (province → city → county): choosing a level loads the next one and
// clears the levels below it. Starts from a saved chain (supplier info) when given.
import type { RegionItem } from '../../../contract/shared.schema.ts'
import { assign, fromPromise, setup } from 'xstate'
import { type ListError, toListError } from './paged-list.machine.ts'

export interface RegionChain {
  provinceId: string | null
  cityId: string | null
  countyId: string | null
}

export interface RegionCascadeContext extends RegionChain {
  provinces: RegionItem[]
  cities: RegionItem[]
  counties: RegionItem[]
  error: ListError | undefined
}

export type RegionCascadeEvent =
  | { type: 'region.province'; id: string | null }
  | { type: 'region.city'; id: string | null }
  | { type: 'region.county'; id: string | null }
  | { type: 'region.reset'; chain: RegionChain }
  /** After a failed load: load the chain again from the provinces. */
  | { type: 'region.retry' }

const load = (name: string) =>
  fromPromise<RegionItem[], { parentId: string }>(async () => {
    throw new Error(`${name} not provided`)
  })

export const regionCascadeMachine = setup({
  types: {
    context: {} as RegionCascadeContext,
    events: {} as RegionCascadeEvent,
    input: {} as Partial<RegionChain>,
    tags: {} as 'loading' | 'error',
  },
  actors: {
    loadProvinces: fromPromise<RegionItem[]>(async () => {
      throw new Error('loadProvinces not provided')
    }),
    loadCities: load('loadCities'),
    loadCounties: load('loadCounties'),
  },
  actions: {
    /** Filled by the form: the chosen chain changed. */
    changed: () => {},
  },
}).createMachine({
  id: 'regionCascade',
  context: ({ input }) => ({
    provinceId: input.provinceId ?? null,
    cityId: input.cityId ?? null,
    countyId: input.countyId ?? null,
    provinces: [],
    cities: [],
    counties: [],
    error: undefined,
  }),
  initial: 'provinces',
  on: {
    'region.province': {
      target: '.cities',
      actions: [
        assign({
          provinceId: ({ event }) => event.id,
          cityId: null,
          countyId: null,
          cities: [],
          counties: [],
          // A new choice starts a new load: an earlier load's error no longer applies.
          error: undefined,
        }),
        'changed',
      ],
    },
    'region.city': {
      target: '.counties',
      actions: [
        assign({ cityId: ({ event }) => event.id, countyId: null, counties: [], error: undefined }),
        'changed',
      ],
    },
    'region.county': { actions: [assign({ countyId: ({ event }) => event.id }), 'changed'] },
    'region.reset': {
      target: '.cities',
      actions: assign(({ event }) => ({ ...event.chain, cities: [], counties: [], error: undefined })),
    },
  },
  states: {
    provinces: {
      description: 'Loads the provinces; a saved chain then loads its cities and counties.',
      tags: ['loading'],
      invoke: {
        src: 'loadProvinces',
        onDone: { target: 'cities', actions: assign({ provinces: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    cities: {
      description: 'Loads the cities of the chosen province; none is chosen: nothing to load.',
      always: { guard: ({ context }) => context.provinceId === null, target: 'ready' },
      tags: ['loading'],
      invoke: {
        src: 'loadCities',
        input: ({ context }) => ({ parentId: context.provinceId ?? '' }),
        onDone: { target: 'counties', actions: assign({ cities: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    counties: {
      description: 'Loads the counties of the chosen city; none is chosen: nothing to load.',
      always: { guard: ({ context }) => context.cityId === null, target: 'ready' },
      tags: ['loading'],
      invoke: {
        src: 'loadCounties',
        input: ({ context }) => ({ parentId: context.cityId ?? '' }),
        onDone: { target: 'ready', actions: assign({ counties: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    ready: { description: 'Every level that has a choice has its options; choosing one loads the next.' },
    failed: {
      description: 'A level could not be loaded: the error is shown with a retry button.',
      tags: ['error'],
      on: { 'region.retry': { target: 'provinces', actions: assign({ error: undefined }) } },
    },
  },
})
