// The optional parts of a new-order or new-after-sales alert (issue 32): a short chime and a
// desktop notification, each a setting that is off by default (src/machines/shell/settings.machine.ts).
// Loaded on demand: only a merchant who switched one of them on ever downloads this module.

/** What the browser lets a page do with desktop notifications. */
export type DesktopPermission = 'granted' | 'denied' | 'default' | 'unsupported'

export function desktopPermission(): DesktopPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/**
 * Asks the browser once, from the user's own click on the setting (never on load: browsers
 * block or penalise pages that ask unprompted). A decision already made is answered as it is.
 */
export async function askDesktopPermission(): Promise<DesktopPermission> {
  const now = desktopPermission()
  if (now !== 'default') return now
  return Notification.requestPermission()
}

let audio: AudioContext | undefined

/**
 * Two short rising tones, synthesised rather than shipped as a file. A browser that has not yet
 * seen a user gesture on the page keeps the context suspended: the alert then stays silent, as
 * autoplay rules require, and the visible notice still shows.
 */
export function playChime(): void {
  if (typeof AudioContext === 'undefined') return
  audio ??= new AudioContext()
  const ctx = audio
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {})
  const start = ctx.currentTime
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const tone = ctx.createOscillator()
    const gain = ctx.createGain()
    tone.type = 'sine'
    tone.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start + offset)
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14)
    tone.connect(gain).connect(ctx.destination)
    tone.start(start + offset)
    tone.stop(start + offset + 0.15)
  }
}

export interface DesktopAlert {
  title: string
  body: string
  /** One notification per order or request: a repeat replaces rather than stacks. */
  tag: string
  /** Where a click on the notification leads (the tab comes to the front there). */
  onClick: () => void
}

/**
 * A desktop notification, only while the merchant is not looking at the tab (in sight, the page's
 * own notice is enough) and only with the browser's permission.
 */
export function notifyDesktop(alert: DesktopAlert): void {
  if (desktopPermission() !== 'granted') return
  if (document.visibilityState === 'visible' && document.hasFocus()) return
  const notification = new Notification(alert.title, { body: alert.body, tag: alert.tag })
  notification.onclick = () => {
    window.focus()
    alert.onClick()
    notification.close()
  }
}
