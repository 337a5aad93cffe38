import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  appDialogsMachine,
  BAD_CREDENTIALS_TOAST_MS,
  type ControlFailure,
  DEFAULT_TOAST_MS,
  readableLife,
} from './app-dialogs.machine.ts'

function setup() {
  const resetSession = vi.fn()
  const actor = createActor(appDialogsMachine.provide({ actions: { resetSession } })).start()
  const fail = (failure: ControlFailure) => actor.send({ type: 'control.failed', failure })
  return { actor, resetSession, fail }
}

describe('app dialogs machine (SPEC.md section 8)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows 20001 as an error toast for 5 s', () => {
    const { actor, fail } = setup()
    fail({ code: 20001, message: 'wrong user name or password', call: 'vueUserLogin' })
    expect(actor.getSnapshot().context.toasts).toEqual([
      {
        id: 1,
        severity: 'error',
        summary: { key: 'common:errors.badCredentials' },
        life: BAD_CREDENTIALS_TOAST_MS,
      },
    ])
    vi.advanceTimersByTime(4900)
    expect(actor.getSnapshot().context.toasts).toHaveLength(1)
    vi.advanceTimersByTime(200)
    expect(actor.getSnapshot().context.toasts).toHaveLength(0)
  })

  it.each([50008, 50012, 50014])('asks to log in again on %i; confirm resets the session', (code) => {
    const { actor, fail, resetSession } = setup()
    fail({ code, message: 'token expired', call: 'getMenuCount' })
    expect(actor.getSnapshot().hasTag('sessionEnded')).toBe(true)
    actor.send({ type: 'dialog.confirm' })
    expect(resetSession).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('cancel closes the session-ended dialog without a reset', () => {
    const { actor, fail, resetSession } = setup()
    fail({ code: 50012, message: '', call: 'getDashboardData' })
    actor.send({ type: 'dialog.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(resetSession).not.toHaveBeenCalled()
  })

  it('leaves session calls to the guard and the logout', () => {
    const { actor, fail } = setup()
    fail({ code: 50008, message: 'invalid token', call: 'vueGetUserInfo' })
    fail({ code: 50008, message: 'session ended', call: 'userLogout' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('shows the transport dialog on a transport error; confirm resets the session', () => {
    const { actor, fail, resetSession } = setup()
    fail({ code: null, message: 'fetch failed', call: 'getMenuCount' })
    expect(actor.getSnapshot().hasTag('transportFailed')).toBe(true)
    // One dialog at a time.
    fail({ code: 50008, message: '', call: 'getMenuCount' })
    expect(actor.getSnapshot().hasTag('transportFailed')).toBe(true)
    actor.send({ type: 'dialog.confirm' })
    expect(resetSession).toHaveBeenCalledTimes(1)
  })

  it('raises nothing for other codes (the caller shows the message)', () => {
    const { actor, fail } = setup()
    fail({ code: 40000, message: 'bad input', call: 'saveX' })
    fail({ code: 40400, message: 'no such call', call: 'getMenuCount' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.toasts).toEqual([])
  })

  it('shows and dismisses toasts raised by views, long enough to read (issue 35)', () => {
    const { actor } = setup()
    actor.send({ type: 'toast.show', severity: 'success', summary: { key: 'shell:errorLog.copied' } })
    actor.send({ type: 'toast.show', severity: 'info', summary: { text: 'hello' }, life: 10_000 })
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual([1, 2])
    actor.send({ type: 'toast.dismiss', id: 2 })
    // A success is still there after SPEC.md's old 1.5 s, and goes by itself.
    vi.advanceTimersByTime(1500)
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual([1])
    vi.advanceTimersByTime(DEFAULT_TOAST_MS)
    expect(actor.getSnapshot().context.toasts).toEqual([])
  })

  it('keeps a long message up longer than a short one, a view asking 1.5 s included', () => {
    const { actor } = setup()
    const long = '订单 BO2026112700360512345678 已发货：顺丰速运 SF1234567890，买家将收到发货通知'
    actor.send({ type: 'toast.show', severity: 'success', summary: { text: long }, life: 1500 })
    vi.advanceTimersByTime(readableLife({ text: long }, undefined, 0) - 100)
    expect(actor.getSnapshot().context.toasts).toHaveLength(1)
    expect(readableLife({ text: long }, undefined, 0)).toBeGreaterThan(DEFAULT_TOAST_MS)
    vi.advanceTimersByTime(200)
    expect(actor.getSnapshot().context.toasts).toEqual([])
  })
})
