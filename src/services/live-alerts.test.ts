// The optional parts of a live alert: the permission is asked only when not yet decided, a
// desktop notification shows only while the tab is out of sight and only with permission, and
// the chime plays two tones.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { askDesktopPermission, notifyDesktop, playChime } from './live-alerts.ts'

class FakeNotification {
  static permission: NotificationPermission = 'default'
  static requestPermission = vi.fn(async () => 'granted' as NotificationPermission)
  static shown: FakeNotification[] = []
  onclick: (() => void) | null = null
  closed = false
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this)
  }
  close() {
    this.closed = true
  }
}

function page(visibilityState: 'visible' | 'hidden', focused: boolean) {
  vi.stubGlobal('document', { visibilityState, hasFocus: () => focused })
  vi.stubGlobal('window', { focus: vi.fn() })
}

const alert = (onClick = vi.fn()) => ({
  title: 'New order',
  body: 'Order 1 is waiting.',
  tag: 'order-1',
  onClick,
})

afterEach(() => {
  vi.unstubAllGlobals()
  FakeNotification.shown = []
  FakeNotification.requestPermission.mockClear()
})

describe('desktop alerts', () => {
  it('asks the browser only while it has not decided', async () => {
    vi.stubGlobal('Notification', FakeNotification)
    FakeNotification.permission = 'default'
    expect(await askDesktopPermission()).toBe('granted')
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1)
    FakeNotification.permission = 'denied'
    expect(await askDesktopPermission()).toBe('denied')
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1)
  })

  it('answers unsupported where the browser has no notifications', async () => {
    expect(await askDesktopPermission()).toBe('unsupported')
  })

  it('shows one while the tab is hidden or out of focus, and a click leads to the record', () => {
    vi.stubGlobal('Notification', FakeNotification)
    FakeNotification.permission = 'granted'
    page('hidden', false)
    const onClick = vi.fn()
    notifyDesktop(alert(onClick))
    page('visible', false)
    notifyDesktop(alert())
    expect(FakeNotification.shown.map((n) => [n.title, n.options.body, n.options.tag])).toEqual([
      ['New order', 'Order 1 is waiting.', 'order-1'],
      ['New order', 'Order 1 is waiting.', 'order-1'],
    ])
    FakeNotification.shown[0]?.onclick?.()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(FakeNotification.shown[0]?.closed).toBe(true)
  })

  it('shows none while the merchant looks at the tab, or without permission', () => {
    vi.stubGlobal('Notification', FakeNotification)
    FakeNotification.permission = 'granted'
    page('visible', true)
    notifyDesktop(alert())
    FakeNotification.permission = 'denied'
    page('hidden', false)
    notifyDesktop(alert())
    expect(FakeNotification.shown).toEqual([])
  })
})

describe('the chime', () => {
  it('plays two rising tones', () => {
    const started: number[] = []
    const node = () => ({ connect: (next: unknown) => next ?? node() })
    class FakeAudioContext {
      state = 'running'
      currentTime = 0
      destination = {}
      createOscillator() {
        const tone = {
          ...node(),
          type: '',
          frequency: { value: 0 },
          start: () => started.push(tone.frequency.value),
          stop: () => {},
        }
        return tone
      }
      createGain() {
        return { ...node(), gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} } }
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext)
    playChime()
    expect(started).toEqual([880, 1320])
  })
})
