// Model-based test of the session machine with tests/unit/model-paths.ts: every state reached,
// every transition taken, every path replayed against a live actor whose calls are fakes.
import { describe, expect, it } from 'vitest'
import { sessionMachine as liveSession } from '../../../src/machines/session/session.machine.ts'
import { fakeUser } from '../../../src/machines/session/session-fakes.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const user = (roles: string[]) => fakeUser({ roles })
// Standalone, without the root actor: its announcements and the cookie writes are no-ops.
const sessionMachine = liveSession.provide({
  actions: {
    announceSignedIn: () => {},
    announceSignedOut: () => {},
    storeToken: () => {},
    clearToken: () => {},
  },
})

const model = {
  events: [
    { type: 'session.login', username: ' tradebase ', password: 'demo1234' },
    { type: 'session.logout' },
    { type: 'session.reset' },
    { type: 'session.switchRole', role: 'SUB_USER_SALE' },
    { type: 'session.switchRole', role: 'NOT_A_ROLE' },
    { type: 'session.secondFactor', code: '123456' },
    { type: 'session.cancelSecondFactor' },
    { type: 'session.recoveryCodesKept' },
  ],
  outcomes: {
    login: {
      done: [{ token: 't-1' }],
      error: [
        { code: 20001, message: 'wrong' },
        { code: 40100, message: 'code', data: { ticket: 'tk', enrol: null } },
      ],
    },
    verifySecondFactor: {
      done: [
        { token: 't-2', recoveryCodes: null },
        { token: 't-3', recoveryCodes: ['aaaaa-bbbbb'] },
      ],
      error: [
        { code: 40000, message: 'wrong code', data: { field: 'code', reason: 'wrongCode' } },
        { code: 40000, message: 'expired', data: { field: 'ticket', reason: 'challengeExpired' } },
      ],
    },
    loadUser: { done: [user(['TRADEBASE']), user([]), null], error: [{ code: 50014, message: 'expired' }] },
    logout: { done: [undefined], error: [{ code: null, message: 'offline' }] },
  },
} as const

describe('session machine, model-based', () => {
  const signedOutStart = { input: { token: undefined } }
  const tokenStart = { input: { token: 'saved' } }

  it('reaches every state and takes every transition, from both starts', () => {
    const paths = [
      ...modelPaths(sessionMachine, { ...model, ...signedOutStart, strategy: 'transitions' }),
      ...modelPaths(sessionMachine, { ...model, ...tokenStart, strategy: 'transitions' }),
    ]
    expect(machineStates(sessionMachine)).toContain('signedIn')
    expectFullCoverage(sessionMachine, paths)
    expectEventsAccepted(sessionMachine, model.events)
  })

  const paths = modelPaths(sessionMachine, { ...model, ...signedOutStart })
  it.each(paths.map((p) => [pathName(p, sessionMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(sessionMachine, path, signedOutStart)
  })
})
