import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import {
  DEFAULT_SETTINGS,
  type SettingsEvent,
  sanitizeSettings,
  settingsMachine,
} from './settings.machine.ts'

function setup(saved?: unknown, mobile = false) {
  const spies = { persist: vi.fn(), appearance: vi.fn(), language: vi.fn() }
  let report: ((e: SettingsEvent) => void) | undefined
  const machine = settingsMachine.provide({
    actors: {
      watchViewport: fromCallback<SettingsEvent>(({ sendBack }) => {
        report = sendBack
        return () => {}
      }),
    },
    actions: {
      persist: (_, s) => spies.persist(s),
      applyAppearance: (_, s) => spies.appearance(s),
      applyLanguage: (_, l) => spies.language(l),
    },
  })
  const actor = createActor(machine, { input: { saved, mobile } }).start()
  return { actor, spies, viewport: (m: boolean) => report?.({ type: 'settings.viewportChanged', mobile: m }) }
}

describe('settings machine', () => {
  it('starts from the defaults of SPEC.md section 9 and applies them', () => {
    const { actor, spies } = setup()
    expect(actor.getSnapshot().context.settings).toEqual(DEFAULT_SETTINGS)
    expect(DEFAULT_SETTINGS).toMatchObject({
      size: 'medium',
      themeColor: '#1890ff',
      showSettings: true,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      language: null,
    })
    expect(spies.appearance).toHaveBeenCalledWith(DEFAULT_SETTINGS)
  })

  it('restores saved settings and ignores malformed values', () => {
    expect(
      sanitizeSettings({ themeColor: '#11A983', dark: true, size: 'huge', tagsView: 'no', language: 'zh' }),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      themeColor: '#11a983',
      dark: true,
      language: 'zh',
    })
    expect(sanitizeSettings('garbage')).toEqual(DEFAULT_SETTINGS)
    const { actor } = setup({ sidebarOpened: false })
    expect(actor.getSnapshot().context.settings.sidebarOpened).toBe(false)
  })

  it('keeps 12 tabs by default and restores a saved tab limit only when it is a whole number in range', () => {
    expect(DEFAULT_SETTINGS.maxTabs).toBe(12)
    expect(sanitizeSettings({ maxTabs: 20 }).maxTabs).toBe(20)
    for (const bad of [2, 31, 7.5, '9', null]) expect(sanitizeSettings({ maxTabs: bad }).maxTabs).toBe(12)
  })

  it('keeps the alert sound and desktop notifications off until switched on, and persists them', () => {
    expect(DEFAULT_SETTINGS.alertSound).toBe(false)
    expect(DEFAULT_SETTINGS.desktopAlerts).toBe(false)
    expect(sanitizeSettings({ alertSound: 'yes', desktopAlerts: 1 })).toMatchObject({
      alertSound: false,
      desktopAlerts: false,
    })
    const { actor, spies } = setup()
    actor.send({ type: 'settings.change', patch: { alertSound: true, desktopAlerts: true } })
    expect(spies.persist).toHaveBeenLastCalledWith(
      expect.objectContaining({ alertSound: true, desktopAlerts: true }),
    )
  })

  it('toggles and persists the sidebar on a desktop', () => {
    const { actor, spies } = setup()
    actor.send({ type: 'settings.toggleSidebar' })
    expect(actor.getSnapshot().context.settings.sidebarOpened).toBe(false)
    expect(spies.persist).toHaveBeenLastCalledWith(expect.objectContaining({ sidebarOpened: false }))
  })

  it('becomes mobile below the breakpoint: overlay closed, the desktop preference untouched', () => {
    const { actor, spies, viewport } = setup()
    viewport(true)
    expect(actor.getSnapshot().context.device).toBe('mobile')
    actor.send({ type: 'settings.toggleSidebar' })
    expect(actor.getSnapshot().context.mobileSidebarOpen).toBe(true)
    expect(spies.persist).not.toHaveBeenCalled()
    actor.send({ type: 'settings.closeMobileSidebar' })
    expect(actor.getSnapshot().context.mobileSidebarOpen).toBe(false)
    actor.send({ type: 'settings.toggleSidebar' })
    viewport(false)
    expect(actor.getSnapshot().context).toMatchObject({ device: 'desktop', mobileSidebarOpen: false })
    expect(actor.getSnapshot().context.settings.sidebarOpened).toBe(true)
  })

  it('changes theme colour and dark mode together, persisting and applying them', () => {
    const { actor, spies } = setup()
    actor.send({ type: 'settings.change', patch: { themeColor: '#f5222d' } })
    actor.send({ type: 'settings.change', patch: { dark: true } })
    expect(spies.appearance).toHaveBeenLastCalledWith(
      expect.objectContaining({ themeColor: '#f5222d', dark: true }),
    )
    expect(spies.persist).toHaveBeenLastCalledWith(
      expect.objectContaining({ themeColor: '#f5222d', dark: true }),
    )
    expect(spies.language).not.toHaveBeenCalled()
  })

  it('applies a language change only when the language changes', () => {
    const { actor, spies } = setup()
    actor.send({ type: 'settings.change', patch: { language: 'ja' } })
    actor.send({ type: 'settings.change', patch: { language: 'ja' } })
    expect(spies.language).toHaveBeenCalledTimes(1)
    expect(spies.language).toHaveBeenCalledWith('ja')
  })

  it('resets to the defaults but keeps the language', () => {
    const { actor } = setup({ language: 'es', dark: true, tagsView: false })
    actor.send({ type: 'settings.reset' })
    expect(actor.getSnapshot().context.settings).toEqual({ ...DEFAULT_SETTINGS, language: 'es' })
  })
})
