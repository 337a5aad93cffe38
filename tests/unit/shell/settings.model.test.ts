// Model-based test of the layout settings (settings.machine.ts): every transition walked (the
// machine has no states of its own), then what the user sees: the sidebar toggled on a desktop
// and as an overlay on a mobile, settings saved and applied, the language applied only when it
// changes, and a reset that keeps the language.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  DEFAULT_SETTINGS,
  type LanguageCode,
  type Settings,
  settingsMachine,
} from '../../../src/machines/shell/settings.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const model = {
  events: [
    { type: 'settings.toggleSidebar' },
    { type: 'settings.closeMobileSidebar' },
    { type: 'settings.viewportChanged', mobile: true },
    { type: 'settings.viewportChanged', mobile: false },
    { type: 'settings.change', patch: { language: 'zh' } },
    { type: 'settings.change', patch: { dark: true } },
    { type: 'settings.reset' },
  ],
  input: {},
} as const

describe('settings machine, model-based', () => {
  it('takes every transition', () => {
    const paths = modelPaths(settingsMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(settingsMachine)).toEqual([])
    expectFullCoverage(settingsMachine, paths)
    expectEventsAccepted(settingsMachine, model.events)
  })

  it('toggles the overlay on a mobile and the saved sidebar on a desktop; saves and applies changes', () => {
    const saved: Settings[] = []
    const languages: (LanguageCode | null)[] = []
    const actor = createActor(
      settingsMachine.provide({
        actions: {
          persist: (_, s) => {
            saved.push(s)
          },
          applyLanguage: (_, l) => {
            languages.push(l)
          },
        },
      }),
      { input: { saved: { dark: 'yes', themeColor: '#13C2C2' }, mobile: true } },
    ).start()
    // Hand-edited storage: only well-formed values are kept.
    expect(actor.getSnapshot().context.settings).toMatchObject({ dark: false, themeColor: '#13c2c2' })
    actor.send({ type: 'settings.toggleSidebar' })
    expect(actor.getSnapshot().context).toMatchObject({ mobileSidebarOpen: true })
    expect(saved).toEqual([])
    actor.send({ type: 'settings.viewportChanged', mobile: false })
    expect(actor.getSnapshot().context).toMatchObject({ device: 'desktop', mobileSidebarOpen: false })
    actor.send({ type: 'settings.toggleSidebar' })
    expect(saved.at(-1)?.sidebarOpened).toBe(false)

    actor.send({ type: 'settings.change', patch: { language: 'ja' } })
    actor.send({ type: 'settings.change', patch: { language: 'ja', dark: true } })
    expect(languages).toEqual(['ja'])
    actor.send({ type: 'settings.reset' })
    expect(saved.at(-1)).toEqual({ ...DEFAULT_SETTINGS, language: 'ja' })
    actor.stop()
  })

  const paths = modelPaths(settingsMachine, model)
  it.each(paths.map((p) => [pathName(p, settingsMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(settingsMachine, path, { input: {} })
  })
})
