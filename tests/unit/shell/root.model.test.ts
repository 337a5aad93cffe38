// Model-based test of the root actor (root.machine.ts): it has no states of its own, only
// relays; every relay walked, then what each long-lived actor is told: a sign-in starts only what
// the role may use (routes and tabs for all, badges and the bell for the roles that see them), a
// sign-out stops everything, a confirmed logout and a session reset reach the session.
import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, createActor, fromCallback } from 'xstate'
import type { UserInfo } from '../../../contract/session.schema.ts'
import { type RootInput, rootMachine } from '../../../src/machines/shell/root.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const user = (roles: string[], permissions: string[] | null = null) =>
  ({
    roles,
    partyId: 'P1',
    userLoginId: 'u1',
    mesNum: 4,
    permissions,
    deniedPages: [],
  }) as unknown as UserInfo

const input = { session: {}, settings: {}, errorLog: { enabled: false } } as unknown as RootInput

const model = {
  events: [
    { type: 'session.signedIn', user: user(['TRADEBASE']) },
    { type: 'session.signedOut', reason: 'logout' },
    { type: 'tabs.logoutConfirmed' },
    { type: 'dialogs.resetSession' },
  ],
  input,
} as const

const CHILDREN = [
  'session',
  'routing',
  'tabs',
  'settings',
  'appDialogs',
  'menuCounts',
  'errorLog',
  'messageBell',
  'liveConnection',
] as const

/** The root with every child replaced by one that records what it is sent. */
function live() {
  const told: string[] = []
  let reloads = 0
  const recorder = (name: string): AnyActorLogic =>
    fromCallback(({ receive }) => {
      receive((e) => told.push(`${name} ${e.type}${'forget' in e ? ` forget=${String(e.forget)}` : ''}`))
    })
  const actor = createActor(
    rootMachine.provide({
      actors: Object.fromEntries(CHILDREN.map((c) => [c, recorder(c)])) as never,
      actions: {
        reloadPage: () => {
          reloads += 1
        },
      },
    }),
    { input },
  ).start()
  return { actor, told, reloads: () => reloads }
}

describe('root machine, model-based', () => {
  it('takes every transition', () => {
    const paths = modelPaths(rootMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(rootMachine)).toEqual([])
    expectFullCoverage(rootMachine, paths)
    expectEventsAccepted(rootMachine, model.events)
  })

  it('a merchant of the messages area gets routes, tabs, badges, the bell and the push channel', () => {
    const { actor, told } = live()
    actor.send({ type: 'session.signedIn', user: user(['TRADEBASE']) })
    expect(told).toEqual([
      'routing routing.rolesChanged',
      'tabs tabs.restore',
      'menuCounts menuCounts.start',
      'messageBell bell.start',
      'liveConnection live.start',
    ])
    actor.stop()
  })

  it('a sub-user without the messages key gets no bell', () => {
    const { actor, told } = live()
    actor.send({ type: 'session.signedIn', user: user(['SUB_USER_WX'], ['orders.view']) })
    expect(told).not.toContain('messageBell bell.start')
    expect(told).toContain('liveConnection live.start')
    actor.stop()
  })

  it('a sign-out stops everything; only a logout forgets the tabs', () => {
    const { actor, told } = live()
    actor.send({ type: 'session.signedOut', reason: 'logout' })
    expect(told).toEqual([
      'routing routing.cleared',
      'tabs tabs.clear forget=true',
      'menuCounts menuCounts.stop',
      'messageBell bell.stop',
      'liveConnection live.stop',
    ])
    actor.send({ type: 'session.signedOut', reason: 'reset' })
    expect(told).toContain('tabs tabs.clear forget=false')
    actor.stop()
  })

  it('a confirmed logout and a session reset reach the session; the reset reloads the page', () => {
    const { actor, told, reloads } = live()
    actor.send({ type: 'tabs.logoutConfirmed' })
    actor.send({ type: 'dialogs.resetSession' })
    expect(told).toEqual(['session session.logout', 'session session.reset'])
    expect(reloads()).toBe(1)
    actor.stop()
  })

  const paths = modelPaths(rootMachine, model)
  it.each(paths.map((p) => [pathName(p, rootMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(rootMachine, path, { input })
  })
})
