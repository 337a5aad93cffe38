// The offline inspector's reading of a machine (src/views/shell/machine-graph.ts): the boxes and
// arrows it draws, the current states it highlights, the events it offers to send.
import { describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { orderMachine } from '../../../src/machines/orders/order.machine.ts'
import {
  activeStateIds,
  eventLabel,
  machineGraph,
  offeredEvents,
  stateText,
} from '../../../src/views/shell/machine-graph.ts'

const door = createMachine({
  id: 'door',
  initial: 'closed',
  on: { reset: '.closed' },
  states: {
    closed: { on: { open: { target: 'open', guard: 'unlocked' } } },
    open: {
      initial: 'still',
      after: { 5000: 'closed' },
      states: { still: { on: { swing: 'swinging' } }, swinging: {} },
      on: { close: 'closed' },
    },
  },
}).provide({ guards: { unlocked: () => true } })

describe('machineGraph', () => {
  it('lists every state with its parent and marks the initial ones', () => {
    const { states } = machineGraph(door)
    expect(states.map((s) => [s.id, s.parent, s.compound, s.initial])).toEqual([
      ['door.closed', undefined, false, true],
      ['door.open', undefined, true, false],
      ['door.open.still', 'door.open', false, true],
      ['door.open.swinging', 'door.open', false, false],
    ])
  })

  it('draws each transition with its event and guard; the root’s as taken from anywhere', () => {
    const { transitions, anywhere } = machineGraph(door)
    expect(transitions.map((t) => [t.source, t.label, t.target, t.guard])).toEqual(
      expect.arrayContaining([
        ['door.closed', 'open', 'door.open', 'unlocked'],
        ['door.open', 'after 5000 ms', 'door.closed', undefined],
        ['door.open', 'close', 'door.closed', undefined],
        ['door.open.still', 'swing', 'door.open.swinging', undefined],
      ]),
    )
    expect(anywhere.map((t) => [t.label, t.target])).toEqual([['reset', 'door.closed']])
  })

  it('reads the order machine: its asking dialogs and the invoked calls', () => {
    const { states, transitions } = machineGraph(orderMachine)
    expect(states.map((s) => s.id)).toEqual(expect.arrayContaining(['order.ready', 'order.asking.remark']))
    expect(transitions).toContainEqual(
      expect.objectContaining({
        source: 'order.ready',
        target: 'order.asking.remark',
        label: 'order.remark',
      }),
    )
    expect(transitions.some((t) => t.label === 'loadOrder done')).toBe(true)
  })
})

describe('a running actor', () => {
  it('gives its current states, its value as text and the events it takes now', () => {
    const actor = createActor(door).start()
    actor.send({ type: 'open' })
    const snapshot = actor.getSnapshot()
    expect(activeStateIds(snapshot)).toEqual(['door.open', 'door.open.still'])
    expect(stateText(snapshot.value)).toBe('open.still')
    expect(stateText({})).toBe('—')
    expect(stateText({ a: 'x', b: { c: 'y' } })).toBe('{ a: x, b: c.y }')
    expect(offeredEvents(snapshot)).toEqual([
      { type: 'close', enabled: true },
      { type: 'reset', enabled: true },
      { type: 'swing', enabled: true },
    ])
    actor.stop()
  })

  it('names XState’s internal events as an analyst reads them', () => {
    expect(eventLabel('xstate.done.actor.0.order.loading')).toBe('order.loading done')
    expect(eventLabel('xstate.error.actor.loadOrder')).toBe('loadOrder failed')
    expect(eventLabel('')).toBe('always')
  })
})
