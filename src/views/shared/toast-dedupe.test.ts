// The one toast mechanism (the app dialogs actor) does not pile up copies: the same message
// while one is visible replaces it and starts its time again (four wrong passwords in a row
// showed four stacked "用户名或密码错误" before).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  appDialogsMachine,
  BAD_CREDENTIALS_TOAST_MS,
  DEFAULT_TOAST_MS,
} from '../../machines/shell/app-dialogs.machine.ts'

function start() {
  const actor = createActor(appDialogsMachine.provide({ actions: { resetSession: () => {} } })).start()
  const wrongPassword = () =>
    actor.send({
      type: 'control.failed',
      failure: { code: 20001, message: 'wrong user name or password', call: 'vueUserLogin' },
    })
  const toasts = () => actor.getSnapshot().context.toasts
  return { actor, wrongPassword, toasts }
}

describe('toasts do not pile up', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows one toast for four wrong passwords in a row', () => {
    const { wrongPassword, toasts } = start()
    for (let i = 0; i < 4; i++) wrongPassword()
    expect(toasts()).toHaveLength(1)
    expect(toasts()[0]?.summary).toEqual({ key: 'common:errors.badCredentials' })
  })

  it('starts the time again when the same message comes back', () => {
    const { wrongPassword, toasts } = start()
    wrongPassword()
    vi.advanceTimersByTime(4000)
    wrongPassword()
    // The first one's expiry passes without closing the refreshed toast.
    vi.advanceTimersByTime(BAD_CREDENTIALS_TOAST_MS - 100)
    expect(toasts()).toHaveLength(1)
    vi.advanceTimersByTime(200)
    expect(toasts()).toEqual([])
  })

  it('keeps different messages apart, and the same words at another severity', () => {
    const { actor, toasts } = start()
    actor.send({ type: 'toast.show', severity: 'success', summary: { text: 'Saved' } })
    actor.send({ type: 'toast.show', severity: 'success', summary: { text: 'Deleted' } })
    actor.send({ type: 'toast.show', severity: 'error', summary: { text: 'Saved' } })
    actor.send({ type: 'toast.show', severity: 'success', summary: { text: 'Saved' } })
    expect(toasts().map((t) => [t.severity, 'text' in t.summary ? t.summary.text : ''])).toEqual([
      ['success', 'Deleted'],
      ['error', 'Saved'],
      ['success', 'Saved'],
    ])
    vi.advanceTimersByTime(DEFAULT_TOAST_MS)
    expect(toasts()).toEqual([])
  })

  it('tells two notices with the same title apart by their text', () => {
    const { actor, toasts } = start()
    const notice = (content: string) =>
      actor.send({
        type: 'toast.show',
        severity: 'success',
        summary: { text: 'New message · 鹏程供应链有限公司' },
        detail: { text: content },
      })
    notice('货已发出，请注意查收')
    notice('请回电话')
    notice('请回电话')
    expect(toasts().map((t) => t.detail)).toEqual([{ text: '货已发出，请注意查收' }, { text: '请回电话' }])
  })
})
