// Model-based test of the app dialogs machine (SPEC.md section 8): failed calls that end the session,
// transport errors, the bad-credentials toast, view toasts and their dismissal; every path replayed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor } from 'xstate'
import {
  BAD_CREDENTIALS_TOAST_MS,
  type ControlFailure,
  DEFAULT_TOAST_MS,
  appDialogsMachine as liveDialogs,
  type Toast,
} from '../../../src/machines/shell/app-dialogs.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

// Standalone, without the root actor: the token reset it is asked for is a no-op.
const dialogsMachine = liveDialogs.provide({ actions: { resetSession: () => {} } })
// For the traversal only: every toast takes a fresh id (nextId), so the real context never repeats
// and the graph would never close. The model keeps just the newest toast, numbered 1; the replays
// run the real machine, and the real ids and lives are checked below.
const toastModel = dialogsMachine.provide({
  actions: {
    addToast: assign((_, params: Omit<Toast, 'id'>) => ({ toasts: [{ ...params, id: 1 }], nextId: 2 })),
  },
})

const failed = (
  code: number | null,
  call: string,
  message = '',
): { type: 'control.failed'; failure: ControlFailure } => ({
  type: 'control.failed',
  failure: { code, message, call },
})

const model = {
  events: [
    failed(20001, 'vueUserLogin', 'wrong user name or password'),
    failed(50008, 'getMenuCount', 'invalid token'),
    failed(50012, 'getDashboardData', 'logged in elsewhere'),
    // Session calls answer their own failures: no dialog.
    failed(50014, 'vueGetUserInfo', 'token expired'),
    failed(null, 'getMenuCount', 'fetch failed'),
    // Any other code goes back to the caller.
    failed(40000, 'saveSalesman', 'invalid input'),
    { type: 'toast.show', severity: 'success', summary: { key: 'shell:errorLog.copied' } },
    { type: 'toast.show', severity: 'info', summary: { text: '已复制' }, life: 10_000 },
    { type: 'toast.dismiss', id: 1 },
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
  ],
} as const

describe('app dialogs machine, model-based', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(toastModel, { ...model, strategy: 'transitions' })
    expect(machineStates(dialogsMachine)).toEqual(['idle', 'sessionEnded', 'transportFailed'])
    expectFullCoverage(dialogsMachine, paths)
    expectEventsAccepted(dialogsMachine, model.events)
  })

  const paths = modelPaths(toastModel, model)

  it('a path through a failed call shows what SPEC.md section 8 asks for', () => {
    const badCredentials = model.events[0]
    const toast = paths.find((p) => p.steps.length === 2 && p.steps[1]?.event === badCredentials)
    expect(toast, 'a path of one 20001 failure').toBeDefined()
    // The real machine: the 20001 toast, first of its kind, staying 5 s.
    const { actor } = replayPath(dialogsMachine, toast!)
    expect(actor.getSnapshot().context.toasts).toEqual([
      {
        id: 1,
        severity: 'error',
        summary: { key: 'common:errors.badCredentials' },
        life: BAD_CREDENTIALS_TOAST_MS,
      },
    ])
    const ended = paths.find((p) => p.state.value === 'sessionEnded')
    expect(replayPath(dialogsMachine, ended!).actor.getSnapshot().hasTag('sessionEnded')).toBe(true)
  })

  it('numbers toasts, expires each after its life, and resets the session only on confirm', () => {
    const resetSession = vi.fn()
    const actor = createActor(liveDialogs.provide({ actions: { resetSession } })).start()
    actor.send(failed(20001, 'vueUserLogin'))
    actor.send({ type: 'toast.show', severity: 'success', summary: { key: 'shell:errorLog.copied' } })
    actor.send({ type: 'toast.show', severity: 'info', summary: { text: '已复制' }, life: 10_000 })
    expect(actor.getSnapshot().context.toasts.map((t) => [t.id, t.life])).toEqual([
      [1, BAD_CREDENTIALS_TOAST_MS],
      [2, DEFAULT_TOAST_MS],
      [3, 10_000],
    ])
    actor.send({ type: 'toast.dismiss', id: 3 })
    vi.advanceTimersByTime(DEFAULT_TOAST_MS)
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual([1])
    vi.advanceTimersByTime(BAD_CREDENTIALS_TOAST_MS)
    expect(actor.getSnapshot().context.toasts).toEqual([])

    actor.send(failed(50014, 'vueGetUserInfo'))
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send(failed(50012, 'getDashboardData'))
    actor.send({ type: 'dialog.cancel' })
    expect(resetSession).not.toHaveBeenCalled()
    actor.send(failed(null, 'getMenuCount'))
    // One dialog at a time: a later failure changes nothing.
    actor.send(failed(50008, 'getMenuCount'))
    expect(actor.getSnapshot().hasTag('transportFailed')).toBe(true)
    actor.send({ type: 'dialog.confirm' })
    expect(resetSession).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('idle')
    actor.stop()
  })

  it.each(paths.map((p) => [pathName(p, dialogsMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(dialogsMachine, path)
  })
})
